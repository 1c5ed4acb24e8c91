import { createDatabase, type DatabaseHandle } from '@atrium/server-db/database';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, type TestDatabase, testEnv } from '../test/test-app';
import { loyaltyContext } from './loyalty-plugin';
import { createReceiptOcr } from './receipt-reading';
import { createMember, loyaltyShop } from './test-helpers';

/**
 * OCR's settle step while the database is away (receipt-reading.ts `createReceiptOcr`): the API
 * reaches PostgreSQL through a TCP proxy that is cut while a photo's outcome is stored; the
 * settle is tried again after each back-off delay. No real time passes: the injected `sleep`
 * records the delays and restores the proxy when the test says the database is back.
 * PostgreSQL only (the `api-pg` project): PGlite runs in-process, with no connection to lose.
 */
let database: TestDatabase;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let app: FastifyInstance;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const direct = new URL(database.url!);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const url = new URL(direct);
  url.host = `${proxy.host}:${proxy.port}`;
  handle = await createDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 2,
    timeouts: { connectMs: 1_000, statementMs: 1_000 },
  });
  app = await buildApp({ db: handle.db, env: testEnv() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await database?.close();
});

/** A receipt being read (hold `reading`, OCR `queued`), written directly, not through the proxy. */
async function receiptBeingRead(): Promise<number> {
  const member = await createMember(database.db);
  const shop = await loyaltyShop(database.db, 'beta');
  const number = `OUT-${++n}-${Date.now()}`;
  const [row] = await database.db
    .insert(receipts)
    .values({
      tenantId: 'beta',
      customerId: member.id,
      companyId: shop,
      amount: 24_990,
      purchasedOn: '2026-11-20',
      receiptNumber: number,
      receiptNumberKey: number,
      imagePath: 'receipts/beta/00/missing.jpg',
      imageType: 'image/jpeg',
      imageSize: 1,
      imageSha256: `sha-${number}`,
      holdReason: 'reading',
      ocrStatus: 'queued',
    })
    .returning({ id: receipts.id });
  return row!.id;
}

const stored = async (id: number) =>
  (await database.db.select().from(receipts).where(eq(receipts.id, id)))[0]!;

describe('storing a reading while the database is away', () => {
  it('tries again with back-off and stores it once the database is back', async () => {
    const id = await receiptBeingRead();
    const waits: number[] = [];
    const ocr = createReceiptOcr(loyaltyContext(app), {
      timeoutMs: 5_000,
      maxQueue: 4,
      log: app.log,
      settleRetryDelaysMs: [10, 20, 40, 80],
      sleep: async (ms) => {
        waits.push(ms);
        // The database comes back during the second wait.
        if (waits.length === 2) await proxy.restore();
      },
    });
    try {
      await proxy.cut();
      // The photo is missing, so reading fails at once: the outcome to store is "unread".
      ocr.enqueue({ id, imagePath: 'receipts/beta/00/missing.jpg', imageType: 'image/jpeg' });
      await ocr.idle();
    } finally {
      await proxy.restore();
      await ocr.close();
    }
    expect(waits).toEqual([10, 20]);
    expect(await stored(id)).toMatchObject({
      status: 'pending',
      holdReason: 'unread',
      ocrStatus: 'failed',
    });
  });

  it('gives up after the last delay and leaves the receipt to the next start’s sweep', async () => {
    const id = await receiptBeingRead();
    const waits: number[] = [];
    const ocr = createReceiptOcr(loyaltyContext(app), {
      timeoutMs: 5_000,
      maxQueue: 4,
      log: app.log,
      settleRetryDelaysMs: [10, 20, 40],
      sleep: async (ms) => void waits.push(ms),
    });
    try {
      await proxy.cut();
      ocr.enqueue({ id, imagePath: 'receipts/beta/00/missing.jpg', imageType: 'image/jpeg' });
      await ocr.idle();
    } finally {
      await proxy.restore();
    }
    expect(waits).toEqual([10, 20, 40]);
    expect(await stored(id)).toMatchObject({ holdReason: 'reading', ocrStatus: 'queued' });
    // The sweep of the next start (receipts older than 0 minutes here) marks it unread.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await ocr.sweepInterrupted(0)).toBeGreaterThanOrEqual(1);
    expect(await stored(id)).toMatchObject({ holdReason: 'unread', ocrStatus: 'failed' });
    await ocr.close();
  });
});
