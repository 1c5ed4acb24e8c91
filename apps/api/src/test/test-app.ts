import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import { localOrigin, localTenantById } from '@atrium/domain/local-tenants';
import type { RealtimePublisher } from '@atrium/realtime-gateway/publisher';
import { createDatabase, type Database, type DatabaseHandle } from '@atrium/server-db/database';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';

import { buildApp } from '../app';
import { type Env, parseEnv } from '../env';

/**
 * Test database backend: PGlite in-process by default; the `api-pg` vitest project sets
 * ATRIUM_TEST_DB=postgres and every test file gets a fresh database on the PostgreSQL server
 * (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
const backend = process.env['ATRIUM_TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env['TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TEST_TIMEOUTS = { connectMs: 30_000, statementMs: 30_000 };

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the database's connection string. */
  url?: string;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database, closed and dropped by `close()`. Seeded with the demo data
 * unless `seed: false`: a copy of the run's template (see global-setup.ts), so tests may write.
 */
export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  const seeded = opts.seed !== false;
  let handle: DatabaseHandle;
  let url: string | undefined;
  let drop = async () => {};
  if (backend === 'postgres') {
    const name = `atrium_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(
      seeded
        ? `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`
        : `CREATE DATABASE ${name}`,
    );
    await admin.end();
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${name}`;
    url = databaseUrl.toString();
    // Generous waits: on a busy test machine, 100 parallel requests may queue for the 4
    // connections longer than production's 5 s. database-outage.pg-test.ts sets short ones.
    handle = await createDatabase({ kind: 'postgres', url, poolSize: 4, timeouts: TEST_TIMEOUTS });
    drop = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const template = seeded ? new Blob([await readFile(inject('pgliteTemplate'))]) : undefined;
    handle = await createDatabase({ kind: 'pglite', loadDataDir: template });
  }
  await handle.migrate();
  return {
    db: handle.db,
    kind: handle.kind,
    url,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://api.test',
    // Reading receipts is on in every mode; tests that do not test it spare the CPU (with it off,
    // every receipt waits for staff: docs/loyalty.md "Reading receipts").
    RECEIPT_OCR: 'off',
    ...overrides,
  });
}

/** Production as it must be configured (demo-mode.ts), for tests of production behaviour. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:1',
  PUSHER_SECRET: 'test-production-pusher-secret-of-32-chars',
  PARKING_QR_SECRET: 'test-production-parking-secret-32-chars',
} as const;

/** Demo mode as `npm start` runs it: a production build with ATRIUM_DEMO=true. */
export const DEMO_ENV = { NODE_ENV: 'production', ATRIUM_DEMO: 'true' } as const;

const TEST_REALTIME_CREDENTIALS = { appId: 'test', key: 'test-key', secret: 'test-secret' };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * One app on a fresh seeded database; call in `beforeAll` and `close()` in `afterAll`.
 * Use `app.inject({ method, url, headers: { origin: ORIGIN.beta } })`. With `realtime`, the app
 * publishes its events through that publisher (e.g. `createLoggingPublisher`, whose log a test
 * reads) instead of only logging them.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; seed?: boolean; realtime?: RealtimePublisher } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: opts.seed });
  const env = testEnv(opts.env);
  const app = await buildApp({
    db: database.db,
    env,
    ...(opts.realtime
      ? { realtime: { credentials: TEST_REALTIME_CREDENTIALS, publisher: opts.realtime } }
      : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The demo tenants the tests name (rows of libs/domain/src/local-tenants.json). */
export const TENANT_IDS = [
  'beta',
  'galerieharfa',
  'novoplaza',
  'europasc',
  'presentation',
] as const;
export type TenantId = (typeof TENANT_IDS)[number];
/** The local site origin of each demo tenant, from the tenant table. */
export const ORIGIN = Object.fromEntries(
  TENANT_IDS.map((id) => [id, localOrigin(localTenantById(id))]),
) as Record<TenantId, string>;
