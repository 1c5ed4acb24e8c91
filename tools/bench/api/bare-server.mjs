// The reference for tools/bench/api/run.ts: a bare node:http server that answers each path with
// exactly the bytes (status, content type, body) the API sent for it. Reads the recorded answers
// from the JSON file named by argv[2], listens on 127.0.0.1:0 and prints `port=N` when ready.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  recorded.map((r) => [r.path, { status: r.status, type: r.type, body: Buffer.from(r.body) }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, {
    'content-type': answer.type,
    'content-length': answer.body.length,
  });
  res.end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(`port=${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
