import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { isValidCompanyNumber } from '@atrium/receipt-ocr/parse';
import { renderBlank, renderReceipt } from '@atrium/receipt-ocr/testing/receipt-image';
import { companies } from '@atrium/server-db/schema';
import { demoCompanyNumber } from '@atrium/server-db/seed/seed';
import { receipts } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { loyaltyContext } from './loyalty-plugin';
import { DEV_ADMIN_KEY } from './loyalty-env';
import type { ReceiptOcr } from './receipt-reading';
import { createMember, loyaltyShop, type Member, multipart, pragueDay } from './test-helpers';

/**
 * Receipts that read themselves (issue 21 item 3): with RECEIPT_OCR=on the upload answers at
 * once and tesseract.js reads the photo afterwards, in its worker thread; the receipt is approved
 * only when the read total, date and IČO confirm the entered ones. The photos are generated
 * (rendered text, turned by a degree or two, with noise). One app and so one OCR worker serves
 * every test here; each photo takes 1–3 s to read on a 2-core machine.
 */
const SHOP_ICO = '27082440';
let t: TestApp;
let dataDir: string;
let shop: number;
let member: Member;
let n = 0;
/** The receipt the first test sees approved (a later test sends it again). */
let approvedId = 0;
const admin = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-receipt-reading-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, RECEIPT_OCR: 'on' } });
  shop = await loyaltyShop(t.db, 'beta');
  await t.db.update(companies).set({ companyNumber: SHOP_ICO }).where(eq(companies.id, shop));
  member = await createMember(t.db, 'beta');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ocr = () => loyaltyContext(t.app).ocr!;

async function upload(image: Buffer, amount: string, day: string) {
  const body = await multipart(
    {
      company_id: String(shop),
      amount,
      purchased_at: day,
      receipt_number: `R-${++n}-${Math.random().toString(36).slice(2, 8)}`,
    },
    { data: image, type: 'image/png', name: 'receipt.png' },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...member.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string };
}

async function adminItem(id: number) {
  const res = await t.app.inject({ method: 'GET', url: '/v1/admin/receipts', headers: admin });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { id: number }[] | { data: { id: number }[] } };
  const items = Array.isArray(body.data) ? body.data : body.data.data;
  return items.find((r) => r.id === id) as Record<string, unknown> | undefined;
}

const row = async (id: number) =>
  (await t.db.select().from(receipts).where(eq(receipts.id, id)))[0]!;

describe('receipts that read themselves', () => {
  it('answers the upload first, then approves a receipt whose photo confirms it', async () => {
    const day = pragueDay(-1);
    const image = await renderReceipt(
      { shop: 'KNIHKUPECTVI LUXOR', companyNumber: SHOP_ICO, date: day, total: 24_990 },
      { rotate: 1.5, noise: 25, seed: 3 },
    );
    const answered = await upload(image, '249.90', day);
    expect(answered.status).toBe('pending'); // not read yet: the answer did not wait for OCR
    expect((await row(answered.id)).holdReason).toBe('reading');

    await ocr().idle();
    const after = await row(answered.id);
    expect(after).toMatchObject({
      status: 'approved',
      reviewedBy: 'auto',
      holdReason: null,
      ocrStatus: 'read',
      ocrAmount: 24_990,
      ocrPurchasedOn: day,
      ocrCompanyNumber: SHOP_ICO,
    });
    expect(after.points).toBeGreaterThan(0);
    approvedId = answered.id;
  });

  it('holds a second photo of an approved receipt as its copy once read, whatever was entered', async () => {
    const day = pragueDay(-1);
    // The first test's receipt again, photographed otherwise and entered with another day and
    // amount: at upload nothing ties it to the first; what is printed on it does.
    const image = await renderReceipt(
      { shop: 'KNIHKUPECTVI LUXOR', companyNumber: SHOP_ICO, date: day, total: 24_990 },
      { rotate: -1, noise: 30, seed: 3 }, // seed 3: the same items and time as the first
    );
    const { id } = await upload(image, '199.00', pragueDay(-6));
    expect((await row(id)).holdReason).toBe('reading');
    await ocr().idle();
    expect(await row(id)).toMatchObject({
      status: 'pending',
      holdReason: 'duplicate-image',
      duplicateImageOf: approvedId,
      ocrAmount: 24_990,
      ocrPurchasedOn: day,
    });
  });

  it('leaves a receipt whose read total differs from the entered amount for staff, who see both', async () => {
    const day = pragueDay(-2);
    const image = await renderReceipt(
      { shop: 'KAVARNA U FONTANY', companyNumber: SHOP_ICO, date: day, total: 24_990 },
      { rotate: -2, noise: 25, seed: 5 },
    );
    const { id } = await upload(image, '349.90', day);
    await ocr().idle();
    expect(await row(id)).toMatchObject({ status: 'pending', holdReason: 'read-amount' });
    const item = await adminItem(id);
    expect(item).toMatchObject({
      amount: '349.90',
      purchased_at: day,
      hold_reason: 'read-amount',
      reading: {
        status: 'read',
        amount: '249.90',
        amount_minor: 24_990,
        purchased_at: day,
        company_number: SHOP_ICO,
        error: null,
      },
    });
  });

  it('leaves a photo without readable text for staff', async () => {
    const { id } = await upload(await renderBlank(7), '249.90', pragueDay(-3));
    await ocr().idle();
    expect(await row(id)).toMatchObject({
      status: 'pending',
      holdReason: 'unread',
      ocrStatus: 'read',
      ocrAmount: null,
      ocrCompanyNumber: null,
    });
  });

  it('gives the demo shops company numbers with a valid check digit', async () => {
    const [seeded] = await t.db
      .select({ number: companies.companyNumber })
      .from(companies)
      .where(eq(companies.id, await loyaltyShop(t.db, 'beta', 1)));
    expect(seeded?.number).toMatch(/^9\d{7}$/);
    for (const [tenant, shop] of [
      [0, 0],
      [2, 17],
      [5, 999],
    ] as const) {
      expect(isValidCompanyNumber(demoCompanyNumber(tenant, shop))).toBe(true);
    }
  });

  it('keeps the receipt waiting for staff when reading fails', async () => {
    // The upload queues with a stand-in; the real OCR then gets a file that is not there.
    const ctx = loyaltyContext(t.app);
    const real = ctx.ocr!;
    const queued: { id: number }[] = [];
    ctx.ocr = { ...real, enqueue: (r) => void queued.push(r) } satisfies ReceiptOcr;
    const day = pragueDay(-4);
    try {
      await upload(await renderBlank(9), '249.90', day);
    } finally {
      ctx.ocr = real;
    }
    const id = queued[0]!.id;
    real.enqueue({ id, imagePath: 'receipts/beta/00/missing.jpg', imageType: 'image/jpeg' });
    await real.idle();
    const after = await row(id);
    expect(after).toMatchObject({ status: 'pending', holdReason: 'unread', ocrStatus: 'failed' });
    expect(after.ocrError).toMatch(/ENOENT|no such file/);
    expect((await adminItem(id))?.reading).toMatchObject({ status: 'failed', amount: null });
  });
});
