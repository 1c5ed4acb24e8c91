// The project runs on Node 24 LTS (package.json `engines`, .nvmrc). The `node` package in the
// devDependencies puts Node 24 first on the PATH of every npm script, so `npm start`, `npm test`
// and `npm run …` use it even where the system Node is older; a script started some other way
// stops here with the way out, instead of failing later on an API Node 20 lacks.
const REQUIRED_MAJOR = 24;

export function requireProjectNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= REQUIRED_MAJOR) return;
  console.error(
    `This project needs Node ${REQUIRED_MAJOR} (running ${process.version} at ${process.execPath}).\n` +
      'Start it through npm (npm start, npm test, npm run …), which uses the Node 24 that ' +
      '`npm ci` installs, or `npm exec -- node <script>`.',
  );
  process.exit(1);
}
