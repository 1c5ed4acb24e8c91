import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  alikeReceipt,
  mulberry32,
  photograph,
  rephotoSetting,
} from '@atrium/receipt-ocr/testing/alike-receipts';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { loyaltyContext } from './loyalty-plugin';
import { createMember, loyaltyShop, multipart, pragueDay } from './test-helpers';

/**
 * The duplicate rule on receipts photographed alike (docs/loyalty.md "Duplicates"), with reading
 * on: 10 distinct slips on the same table hash within 0 bits of each other, so the former rule
 * (any photo within 10 bits is a copy) held 9 of them; 3 second photos of earlier ones (another
 * angle, light, crop, table and JPEG quality, 9–18 bits away) entered under other numbers are held
 * once read (the same day, total, time and IČO printed). Small on purpose (OCR is CPU-heavy); the
 * full set is tools/bench/ocr/duplicates.ts.
 */
let t: TestApp;
let dataDir: string;
let shop: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-receipt-duplicates-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, RECEIPT_OCR: 'on' } });
  shop = await loyaltyShop(t.db, 'beta', 4);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(photo: Buffer, fields: { day: string; total: number; number: string }) {
  const m = await createMember(t.db); // one member each: under the per shop and day limit
  const body = await multipart(
    {
      company_id: String(shop),
      amount: (fields.total / 100).toFixed(2),
      purchased_at: fields.day,
      receipt_number: fields.number,
    },
    { data: photo },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; duplicate_image: boolean };
}

describe('duplicates by identity, not by likeness', () => {
  it('10 distinct receipts photographed alike are no copies; 3 re-photographs are, once read', async () => {
    const originals: { id: number; day: string; total: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const r = alikeReceipt(11, i);
      // The entered day is recent (the rules refuse old receipts); the printed one is what
      // identifies the receipt.
      const day = pragueDay(-(i % 25));
      const sent = await send(await photograph(r), {
        day,
        total: r.total,
        number: r.receiptNumber,
      });
      expect(sent.duplicate_image).toBe(false);
      originals.push({ id: sent.id, day, total: r.total });
    }
    await loyaltyContext(t.app).ocr!.idle();
    const rand = mulberry32(5);
    const again: { id: number; of: number }[] = [];
    for (let k = 0; k < 3; k++) {
      const i = k * 3;
      const o = originals[i]!;
      const photo = await photograph(alikeReceipt(11, i), rephotoSetting(rand));
      const sent = await send(photo, { day: pragueDay(-26), total: o.total, number: `AGAIN-${k}` });
      again.push({ id: sent.id, of: o.id });
    }
    await loyaltyContext(t.app).ocr!.idle();
    const rows = await t.db
      .select({ id: receipts.id, hold: receipts.holdReason, of: receipts.duplicateImageOf })
      .from(receipts)
      .where(
        inArray(
          receipts.id,
          [...originals, ...again].map((r) => r.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const falseCopies = originals.filter((o) => byId.get(o.id)!.hold === 'duplicate-image');
    expect(falseCopies).toEqual([]);
    for (const a of again) {
      expect(byId.get(a.id)).toMatchObject({ hold: 'duplicate-image', of: a.of });
    }
  });
});
