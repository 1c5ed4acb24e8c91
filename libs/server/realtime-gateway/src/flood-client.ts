// A flood of WebSockets from one address, as a process of its own, for the flood test of the
// API's embedded gateway (apps/api/src/routes/realtime/realtime-flood.test.ts; not used at run
// time): `node --import tsx libs/server/realtime-gateway/src/flood-client.ts <ws-url> <count>`.
// Opens <count> WebSockets at once, and once each has opened or been refused prints one JSON
// line {opened, refused: {status: count}, failed, ms}. Holds the open ones until its stdin
// closes, then exits: the kernel closes every socket it still had, as with an attacker who leaves.
import { WebSocket } from 'ws';

const [url, countText] = process.argv.slice(2);
const count = Number(countText);
if (!url || !Number.isInteger(count) || count < 1) {
  console.error('usage: flood-client.ts <ws-url> <count>');
  process.exit(2);
}

const started = performance.now();
const refused: Record<number, number> = {};
let opened = 0;
let failed = 0;
let settled = 0;

function settle(): void {
  settled += 1;
  if (settled < count) return;
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`${JSON.stringify({ opened, refused, failed, ms })}\n`);
}

for (let i = 0; i < count; i++) {
  const ws = new WebSocket(url);
  let done = false;
  const once = (record: () => void) => {
    if (done) return;
    done = true;
    record();
    settle();
  };
  ws.once('open', () => once(() => (opened += 1)));
  ws.once('unexpected-response', (request, response) => {
    once(() => (refused[response.statusCode ?? 0] = (refused[response.statusCode ?? 0] ?? 0) + 1));
    request.destroy();
  });
  ws.on('error', () => once(() => (failed += 1)));
}

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
