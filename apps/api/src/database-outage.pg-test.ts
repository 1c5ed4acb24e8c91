import { setTimeout as sleep } from 'node:timers/promises';

import { createDatabase, type DatabaseHandle } from '@atrium/server-db/database';
import { rewards } from '@atrium/server-db/schema';
import { customerRewards, pointsEntries } from '@atrium/server-db/schema/loyalty';
import { isDatabaseUnavailable } from '@atrium/server-db/unavailable';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { openDatabase } from './database';
import { RETRY_AFTER_SECONDS } from './http/envelope';
import {
  createMember,
  createReward,
  creditBonus,
  ledgerMismatches,
  type Member,
} from './loyalty/test-helpers';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy';
import { createTestDatabase, ORIGIN, type TestDatabase, testEnv } from './test/test-app';

/**
 * The API on PostgreSQL through a TCP proxy that is cut, then blackholed, and restored after each,
 * while members activate rewards and staff adjust points (docs/api.md, Failure behaviour): the
 * process lives on, answers 503 with Retry-After while the database is away, serves again by
 * itself once it is back, and no acknowledged write is lost, no failed one half-stored.
 * PostgreSQL only (the `api-pg` project): PGlite runs in-process, with no connection to lose.
 */
const ADMIN_KEY = 'outage-test-staff-key';
const REWARD_STOCK = 100_000;

let database: TestDatabase;
let proxy: TcpProxy;
/** The test database's connection string through the proxy. */
let viaProxy: string;
let handle: DatabaseHandle;
let app: FastifyInstance;
let members: Member[];
let rewardId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url!);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(direct);
  url.host = `${proxy.host}:${proxy.port}`;
  viaProxy = url.toString();
  handle = await createDatabase({
    kind: 'postgres',
    url: viaProxy,
    poolSize: 4,
    timeouts: { connectMs: 1_000, statementMs: 1_000 },
  });
  app = await buildApp({ db: handle.db, env: testEnv({ ADMIN_KEY }) });
  await app.ready();
  // Set up directly, not through the proxy. Twice as many writers as connections in the pool.
  members = [];
  for (let i = 0; i < 8; i++) {
    const m = await createMember(database.db);
    await creditBonus(database.db, m, 1_000_000);
    members.push(m);
  }
  const reward = await createReward(database.db, 'beta', {
    points: 1,
    stock: REWARD_STOCK,
    limit: 1_000_000,
  });
  rewardId = reward.id;
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.close();
});

interface Outcome {
  status: number;
  retryAfter: string | undefined;
  /** An adjustment's ledger entry or an activated reward's code, when acknowledged. */
  entryId?: number;
  code?: string;
}

/** Every answer the writers got, in order. */
const outcomes: Outcome[] = [];
let writing = true;

/** One member's writes, one after another: a staff adjustment, then a reward activation, … */
async function writer(m: Member) {
  for (let n = 0; writing; n++) {
    const res =
      n % 2 === 0
        ? await app.inject({
            method: 'POST',
            url: '/v1/admin/points/adjust',
            headers: { origin: ORIGIN.beta, 'x-admin-key': ADMIN_KEY },
            payload: { customer_id: m.id, delta: 1, reason: 'bonus', note: `write ${n}` },
          })
        : await app.inject({
            method: 'POST',
            url: '/v1/customer-rewards',
            headers: m.headers,
            payload: { reward_id: rewardId },
          });
    const ok = res.statusCode < 300;
    const data = ok ? (res.json() as { data: { entry_id?: number; code?: string } }).data : {};
    outcomes.push({
      status: res.statusCode,
      retryAfter: res.headers['retry-after'] as string | undefined,
      entryId: data.entry_id,
      code: data.code,
    });
    await sleep(10);
  }
}

/** Waits, within the test's timeout, for what the writers see to change. */
async function until(what: string, done: () => boolean) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 25_000) throw new Error(`still waiting for ${what}`);
    await sleep(20);
  }
}
const acknowledgedSince = (mark: number) => outcomes.slice(mark).filter((o) => o.status < 300);

const probe = (url: string) => app.inject({ method: 'GET', url });

describe('the database going away under writes', () => {
  it('answers 503 while it is away, recovers when it is back, and loses no acknowledged write', async () => {
    const writers = members.map(writer);
    await until('writes through the proxy', () => acknowledgedSince(0).length >= 8);
    expect((await probe('/health/ready')).statusCode).toBe(200);

    for (const outage of ['cut', 'blackhole'] as const) {
      const start = outcomes.length;
      if (outage === 'cut') await proxy.cut();
      else proxy.blackhole();
      await until(
        `503s during the ${outage}`,
        () => outcomes.slice(start).filter((o) => o.status === 503).length >= 16,
      );
      const ready = await probe('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(ready.json()).toMatchObject({
        status: 'error',
        httpStatus: 'ServiceUnavailable',
        message: 'Not ready: database unreachable',
      });
      expect((await probe('/health/live')).statusCode).toBe(200);

      const back = outcomes.length;
      await proxy.restore();
      // Every writer gets through again: no connection of the pool stayed broken or leaked.
      await until(`writes after the ${outage}`, () => acknowledgedSince(back).length >= 12);
      expect((await probe('/health/ready')).json()).toEqual({
        status: 'success',
        data: { database: 'up' },
      });
    }
    writing = false;
    await Promise.all(writers);
    // Every connection went back to the pool (none leaked by a transaction that failed): closing
    // it does not wait for one forever.
    const closing = handle.close().then(() => 'closed');
    expect(
      await Promise.race([closing, sleep(10_000).then(() => 'a connection never returned')]),
    ).toBe('closed');

    // Nothing but success or 503 with Retry-After, never a 500.
    expect(outcomes.filter((o) => o.status >= 300 && o.status !== 503)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503 && !o.retryAfter)).toEqual([]);

    // Every acknowledged write is stored.
    const entryIds = outcomes.flatMap((o) => (o.entryId ? [o.entryId] : []));
    const codes = outcomes.flatMap((o) => (o.code ? [o.code] : []));
    expect(entryIds.length).toBeGreaterThan(0);
    expect(codes.length).toBeGreaterThan(0);
    const [entries] = await database.db
      .select({ n: count() })
      .from(pointsEntries)
      .where(inArray(pointsEntries.id, entryIds));
    expect(Number(entries!.n)).toBe(entryIds.length);
    const [issuedAcknowledged] = await database.db
      .select({ n: count() })
      .from(customerRewards)
      .where(inArray(customerRewards.code, codes));
    expect(Number(issuedAcknowledged!.n)).toBe(codes.length);

    // No write half-stored: every balance equals its ledger, the stock its rewards issued.
    const ledger = await ledgerMismatches(database.db);
    expect(ledger.mismatched).toEqual([]);
    expect(ledger.negative).toEqual([]);
    expect(ledger.orphans).toBe(0);
    const [reward] = await database.db
      .select({ stock: rewards.stock })
      .from(rewards)
      .where(eq(rewards.id, rewardId));
    const [issued] = await database.db
      .select({ n: count() })
      .from(customerRewards)
      .where(eq(customerRewards.rewardId, rewardId));
    expect(reward!.stock + Number(issued!.n)).toBe(REWARD_STOCK);
  });
});

describe('a connection that stops answering', () => {
  it('is given up by a transaction, never left taking a place in the pool', async () => {
    const single = await createDatabase({
      kind: 'postgres',
      url: viaProxy,
      poolSize: 1,
      timeouts: { connectMs: 1_000, statementMs: 500 },
    });
    try {
      await single.db.execute(sql`select 1`); // the pool's one connection, open and idle
      proxy.blackhole();
      const failed = await single.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await proxy.restore();
      // Its `begin` got no answer; a client kept checked out would leave this waiting in vain.
      await expect(single.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await single.close();
    }
  });
});

describe('the database away at start', () => {
  it('is waited for, with a line at each attempt, instead of ending the process', async () => {
    await proxy.cut();
    const lines: string[] = [];
    const opened = await openDatabase(testEnv({ DATABASE_URL: viaProxy }), (line) => {
      // The database comes back during the first wait.
      if (lines.push(line) === 1) void proxy.restore();
    });
    try {
      expect(lines[0]).toMatch(/^database unreachable \(.*ECONNREFUSED.*\), retrying in 5 s$/);
      await expect(opened.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await opened.close();
    }
  });
});
