// Which packages a built chunk is made of: `node tools/bench/web/attribute.mjs <chunk.js> [rows]`
// reads <chunk.js>.map and sums the generated code each source maps to, raw and gzipped per package.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
// attribute each generated char range to a source
const chunks = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev && prev.generatedLine === m.generatedLine) {
    const text = lines[m.generatedLine - 1].slice(prev.generatedColumn, m.generatedColumn);
    const key = prev.source ?? '(none)';
    chunks.set(key, (chunks.get(key) ?? '') + text);
  }
  prev = m;
});
const group = (s) => {
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 13).split('/');
    return rest[0].startsWith('@') ? rest[0] + '/' + rest[1] : rest[0];
  }
  const m = /(libs\/[^/]+(?:\/[^/]+)?|apps\/[^/]+|tools\/[^/]+)/.exec(s);
  return m ? m[1] : s;
};
const groups = new Map();
for (const [s, text] of chunks) {
  const g = group(s);
  groups.set(g, (groups.get(g) ?? '') + text);
}
const total = code.length;
const rows = [...groups]
  .map(([g, t]) => [g, t.length, gzipSync(t, { level: 9 }).length])
  .sort((a, b) => b[1] - a[1]);
console.log(file, 'raw', total, 'gz', gzipSync(code, { level: 9 }).length);
for (const [g, raw, gz] of rows.slice(0, Number(process.argv[3] ?? 25)))
  console.log(String(raw).padStart(8), String(gz).padStart(7), g);
