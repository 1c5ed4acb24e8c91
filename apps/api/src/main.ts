import { consoleGatewayLogger, startApiRealtime } from '@atrium/realtime-gateway/api-realtime';
import { seedIfEmpty } from '@atrium/server-db/seed/seed';

import { buildApp } from './app';
import { openDatabase } from './database';
import { demoMemberProblem } from './demo-data';
import { devToolsEnabled } from './demo-mode';
import { startApiMetrics } from './http/metrics';
import { startTracing } from './http/tracing';
import { EnvError, parseEnv } from './env';
import { seedDemoMemberActivity } from './loyalty/demo-member';
import { loyaltyContext } from './loyalty/loyalty-plugin';
import { seedDemoStaff } from './staff/bootstrap';

/** Server entry: `npx tsx apps/api/src/main.ts`. */
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const handle = await openDatabase(env);
  if (env.MIGRATE_ON_START) await handle.migrate();
  const demoMember = await demoMemberProblem(handle.db, env);
  if (demoMember) {
    console.error(
      `Refusing to start in production (NODE_ENV=production without ATRIUM_DEMO=true):\n  ${demoMember}`,
    );
    await handle.close();
    process.exit(1);
  }
  // SEED writes the malls' content (tenants, shops, pages; production's first install may want
  // it). The demo member and an owner per mall with the documented passwords exist only in demo
  // mode and development (docs/api.md "Demo mode and production"); production refuses the demo
  // staff at sign-in and a database holding the demo member at start (above).
  const demoAccounts = devToolsEnabled(env);
  const seeded = env.SEED ? await seedIfEmpty(handle.db) : false;
  if (env.SEED && demoAccounts) await seedDemoStaff(handle.db);

  // The publisher the app's services use and, outside production (or with
  // REALTIME_GATEWAY=embedded), the realtime gateway on port 6001 in this process: in production
  // the gateway is a process of its own, so its sockets never take the descriptors the database
  // pool and HTTP need (docs/realtime.md "Limits").
  const realtime = await startApiRealtime(
    { ...env, REALTIME_HOST: env.HOST },
    consoleGatewayLogger,
  );
  let closing = false;
  const tracing = startTracing(env);
  const app = await buildApp({ db: handle.db, env, realtime, draining: () => closing, tracing });
  // The demo member's receipts, points and reward go through the loyalty engine (app context).
  if (seeded && demoAccounts) await seedDemoMemberActivity(loyaltyContext(app));
  const metrics = await startApiMetrics(env, handle, app.log);
  app.log.info(
    { database: handle.kind, dataDir: handle.kind === 'pglite' ? env.DATA_DIR : undefined, seeded },
    'database ready',
  );

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    // First the load balancer learns (readiness 503) while requests are still served in full.
    if (env.SHUTDOWN_DRAIN_MS > 0) {
      await new Promise((done) => setTimeout(done, env.SHUTDOWN_DRAIN_MS));
    }
    // Requests in flight get a moment to finish; a shutdown that hangs must not keep the port.
    setTimeout(() => {
      console.error(`shutdown after ${signal} took over ${env.SHUTDOWN_GRACE_MS} ms: exiting`);
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS).unref();
    // Idle kept-alive connections close at once (Node's server.close), a request that arrives
    // on a busy one gets 503 with `Connection: close` (return503OnClosing), those in flight
    // finish; the gateway closes its sockets with 4200 so pusher-js reconnects at once.
    // A connection busy when closing began turns idle once answered; server.close() would wait
    // for it until the proxy's keep-alive timeout, so idle ones are closed again as they appear.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close();
    clearInterval(sweep);
    await realtime.close();
    await metrics?.close();
    await tracing?.shutdown();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Atrium API listening on ${env.PUBLIC_URL}`);
  if (realtime.target === 'log' && !devToolsEnabled(env)) {
    app.log.warn(
      'Realtime events are only written to the log: production starts no gateway in the API. Point PUSHER_HOST/PUSHER_PORT at the gateway process (or PUSHER_KEY at Pusher Channels); docs/realtime.md.',
    );
  }
  if (env.ATRIUM_DEMO) {
    app.log.warn(
      `Demo mode (ATRIUM_DEMO=true): only loopback clients may read the outbox (${env.PUBLIC_URL}/dev/outbox) or use the development staff key. Not for a public server: production is NODE_ENV=production without ATRIUM_DEMO.`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
