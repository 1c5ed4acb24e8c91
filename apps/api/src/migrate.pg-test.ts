import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { MIGRATIONS_FOLDER } from '@atrium/server-db/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from './test/test-app';

/**
 * `npm run migrate` (src/migrate.ts) as a deploy runs it: a separate process against an empty
 * PostgreSQL database, with only DATABASE_URL set (no mail server, no realtime secret). Three at
 * once, as when a migration job and two API replicas start together, apply each migration once.
 */
const MIGRATE = resolve(import.meta.dirname, 'migrate.ts');
const MIGRATIONS = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length;

let database: TestDatabase;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  url = database.url!;
  // createTestDatabase migrates; start from nothing as a fresh deployment does.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
  );
  await client.end();
});
afterAll(() => database.close());

function runMigrate(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MIGRATE], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

async function appliedMigrations() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('npm run migrate', () => {
  it('three at once on an empty database apply every migration once, production settings aside', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => runMigrate({ DATABASE_URL: url })));
    for (const run of runs) {
      expect(run.output).toContain('migrations applied (postgres)');
      expect(run.code).toBe(0);
    }
    expect(await appliedMigrations()).toBe(MIGRATIONS);
  }, 120_000);

  it('again: nothing to do, exit 0', async () => {
    const run = await runMigrate({ DATABASE_URL: url });
    expect(run.code).toBe(0);
    expect(await appliedMigrations()).toBe(MIGRATIONS);
  }, 60_000);

  it('a bad setting: exit 1 naming it', async () => {
    const run = await runMigrate({ DATABASE_URL: 'not a url' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL');
  }, 60_000);
});
