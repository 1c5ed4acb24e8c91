import { open } from 'node:fs/promises';
import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { registerEnvelope } from './envelope';
import { HttpError } from './errors';

/**
 * What the error envelope answers and logs for failures a client causes or a resource runs out
 * of (docs/api.md "Envelope"): the database's own refusals of bad input are 4xx, an exhausted
 * resource is a 503 with Retry-After, and only a 5xx is logged with its stack.
 */
let database: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const db = database.db;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  app = Fastify({ logger: { level: 'info', stream } });
  registerEnvelope(app);
  // Each route fails the way the real thing does.
  app.get('/int-out-of-range', async () => db.execute(sql`select 2147483648::integer`));
  app.get('/unique', async () => {
    await db.execute(sql`create table if not exists once (v text primary key)`);
    await db.execute(sql`insert into once values ('x') on conflict do nothing`);
    return db.execute(sql`insert into once values ('x')`);
  });
  app.get('/pool-timeout', async () => {
    // A pool of one whose connection is held: the next wait ends with pg-pool's timeout.
    const pool = new pg.Pool({
      connectionString: database.url ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      max: 1,
      connectionTimeoutMillis: 100,
    });
    const held = await pool.connect();
    try {
      return await pool.query('select 1');
    } finally {
      held.release();
      await pool.end();
    }
  });
  app.get('/emfile', async () => {
    // What opening a file or a socket throws when the process has no descriptor left.
    throw Object.assign(new Error("EMFILE: too many open files, open '/data/x'"), {
      code: 'EMFILE',
      errno: -24,
      syscall: 'open',
    });
  });
  app.get('/pglite-busy', async () => {
    throw new Error('timeout while waiting for mutex to become available');
  });
  app.get('/client', async () => {
    throw new HttpError(422, 'The given data was invalid', { email: ['Enter an e-mail'] });
  });
  app.get('/bug', async () => {
    const handle = await open(import.meta.filename);
    await handle.close();
    return (undefined as unknown as { x: number }).x;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = async (url: string) => {
  lines.length = 0;
  const res = await app.inject({ url });
  return {
    res,
    logged: lines.filter((l) => l['msg'] !== 'incoming request' && l['res'] === undefined),
  };
};

describe('the database refusing bad input is a 4xx, logged at info without a stack', () => {
  it('an integer past its column (22003): 422', async () => {
    const { res, logged } = await get('/int-out-of-range');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', message: 'A number is out of range' });
    expect(logged.map((l) => l['level'])).toEqual([30]);
    expect(JSON.stringify(logged)).not.toMatch(/stack/);
  });

  it('a unique violation (23505): 409', async () => {
    const { res, logged } = await get('/unique');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().status).toBe('error');
    expect(JSON.stringify(logged)).not.toMatch(/stack/);
  });

  it('an HttpError 4xx: its status and fields, logged at info', async () => {
    const { res, logged } = await get('/client');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Enter an e-mail'] });
    expect(logged.map((l) => l['level'])).toEqual([30]);
  });
});

describe('an exhausted resource is a 503 with Retry-After, never a 500', () => {
  it.each(['/pool-timeout', '/emfile', '/pglite-busy'])('%s', async (url) => {
    const { res, logged } = await get(url);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'ServiceUnavailable' });
    expect(logged.map((l) => l['level'])).toEqual([40]);
    expect(JSON.stringify(logged)).not.toMatch(/stack/);
  });
});

describe('only an unexpected failure is logged with its stack', () => {
  it('a bug: 500, logged at error with the stack', async () => {
    const { res, logged } = await get('/bug');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      httpStatus: 'InternalServerError',
      message: 'Internal server error',
    });
    const [line] = logged;
    expect(line?.['level']).toBe(50);
    expect(JSON.stringify(line)).toMatch(/"stack":/);
  });
});
