import { randomBytes } from 'node:crypto';

import { createDatabase, type Database, type DatabaseHandle } from '@atrium/server-db/database';
import { seedDemo } from '@atrium/server-db/seed/seed';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import { buildApp } from '../app';
import { type Env, parseEnv } from '../env';

/**
 * Test database backend: PGlite in-process by default; the `api-pg` vitest project sets
 * ATRIUM_TEST_DB=postgres and every test file gets a fresh database on the PostgreSQL server
 * (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
const backend = process.env['ATRIUM_TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env['TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** A fresh, migrated database (empty unless `seed`), closed and dropped by `close()`. */
export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (backend === 'postgres') {
    const name = `atrium_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    handle = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    drop = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    handle = await createDatabase({ kind: 'pglite' });
  }
  await handle.migrate();
  if (opts.seed !== false) await seedDemo(handle.db);
  return {
    db: handle.db,
    kind: handle.kind,
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
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  env: Env;
  close(): Promise<void>;
}

/**
 * One app on a fresh seeded database; call in `beforeAll` and `close()` in `afterAll`.
 * Use `app.inject({ method, url, headers: { origin: ORIGIN.beta } })`.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seed: opts.seed });
  const env = testEnv(opts.env);
  const app = await buildApp({ db: database.db, env });
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

/** The local site origin of each demo tenant. */
export const ORIGIN = {
  beta: 'http://localhost:4200',
  galerieharfa: 'http://localhost:4201',
  novoplaza: 'http://localhost:4202',
  europasc: 'http://localhost:4203',
  presentation: 'http://localhost:4204',
} as const;
export type TenantId = keyof typeof ORIGIN;
export const TENANT_IDS = Object.keys(ORIGIN) as TenantId[];
