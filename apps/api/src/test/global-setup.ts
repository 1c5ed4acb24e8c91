import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDatabase } from '@atrium/server-db/database';
import { seedDemo } from '@atrium/server-db/seed/seed';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

export const ADMIN_URL =
  process.env['TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Migrates and seeds one template database per test run; every test file then gets its own
 * fresh copy (PGlite: loaded from the dumped data directory; PostgreSQL: CREATE DATABASE …
 * TEMPLATE). Seeding once instead of per file keeps the suite fast on a busy machine.
 */
export async function setupPglite(project: TestProject) {
  const handle = await createDatabase({ kind: 'pglite' });
  await handle.migrate();
  await seedDemo(handle.db);
  const blob = await handle.dumpDataDir!();
  await handle.close();
  const file = join(
    tmpdir(),
    `atrium-api-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}

export async function setupPostgres(project: TestProject) {
  const name = `atrium_tpl_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.close();
  project.provide('pgTemplate', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
