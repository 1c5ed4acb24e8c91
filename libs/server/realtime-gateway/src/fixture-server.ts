// A gateway plus the two broadcasting-auth routes with fixed test tokens, for browser-side tests
// that must not import server code: they run this file as a child process
// (`npx tsx libs/server/realtime-gateway/src/fixture-server.ts`). It prints one JSON line
// {"gatewayPort":N,"apiUrl":"http://127.0.0.1:M","app":{id,key,secret}} and stops on SIGTERM or
// when its stdin closes. Tokens: token-1 → customer 1, token-2 → customer 2 (tenant beta).
import cors from '@fastify/cors';
import Fastify from 'fastify';

import { broadcastingAuthPlugin, type BroadcastingIdentity } from './broadcasting-auth';
import { startGateway } from './gateway';

const app = { id: 'fixture-app', key: 'fixture-key', secret: 'fixture-secret' };
const tokens: Record<string, BroadcastingIdentity> = {
  'token-1': { customerId: 1, tenantId: 'beta', userInfo: { name: 'Ann' } },
  'token-2': { customerId: 2, tenantId: 'beta', userInfo: { name: 'Bob' } },
};

const gateway = await startGateway({ port: 0, apps: [app] });
const api = Fastify();
await api.register(cors, { origin: true });
await api.register(broadcastingAuthPlugin, {
  prefix: '/v1',
  app,
  authenticate: (token) => tokens[token] ?? null,
});
const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ gatewayPort: gateway.port, apiUrl, app })}\n`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([gateway.close(), api.close()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
