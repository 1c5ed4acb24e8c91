import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { receipts } from '@atrium/server-db/schema/loyalty';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { DEV_ADMIN_KEY } from './loyalty-env';
import { PLAUSIBLE_RECEIPT_PHOTO } from './receipt-file';
import {
  createMember,
  fakeFile,
  loyaltyShop,
  type Member,
  multipart,
  pdfFile,
  pragueDay,
  receiptPhoto,
} from './test-helpers';

/**
 * Receipt files (issue 17, finding 4): what is refused, what waits for staff, what is stored and
 * how it is served. The app keeps its uploads in a folder of its own, so the files can be counted.
 */
let t: TestApp;
let dataDir: string;
let shop: number;
let otherShop: number;
let uploads = 0;
const admin = { origin: ORIGIN.beta, 'x-admin-key': DEV_ADMIN_KEY };

/** Whether EXIF data has tag 0x8825, the pointer to the GPS position, in its byte order. */
function hasGpsPosition(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II'; // after "Exif\0\0"
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-receipt-files-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  shop = await loyaltyShop(t.db, 'beta');
  otherShop = await loyaltyShop(t.db, 'beta', 1);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every file stored under uploads/receipts (all tenants). */
async function storedFiles(): Promise<string[]> {
  const root = join(dataDir, 'uploads', 'receipts');
  const all = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return all.filter((f) => /\.(jpg|png|pdf)$/.test(f));
}

async function upload(
  m: Member,
  data: Buffer,
  over: Record<string, string> = {},
  type = 'image/jpeg',
) {
  const body = await multipart(
    {
      company_id: String(shop),
      amount: '249.90',
      purchased_at: pragueDay(-(uploads++ % 28)), // under the per shop and day limit
      receipt_number: `F-${Math.random().toString(36).slice(2, 10)}`,
      ...over,
    },
    { data, type },
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/me/receipts',
    headers: { ...m.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function holdReason(id: number) {
  const [row] = await t.db
    .select({ hold: receipts.holdReason, duplicateOf: receipts.duplicateImageOf })
    .from(receipts)
    .where(eq(receipts.id, id));
  return row;
}

describe('receipt files', () => {
  it('refuses a file that only starts like a JPEG (422) and keeps no file of it', async () => {
    const m = await createMember(t.db);
    const before = await storedFiles();
    const res = await upload(m, fakeFile('jpeg', 40), { amount: '1999.00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: { image: ['The file is not a readable JPEG or PNG photo'] },
    });
    const cut = await receiptPhoto();
    const truncated = await upload(m, cut.subarray(0, cut.length >> 1));
    expect(truncated.statusCode).toBe(422);
    const pdf = await upload(m, fakeFile('pdf'), {}, 'application/pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.image).toEqual(['The PDF is damaged or incomplete']);
    expect(await storedFiles()).toEqual(before);
    const points = await t.app.inject({ url: '/v1/me/points', headers: m.headers });
    expect(points.json().data.balance).toBe(0);
  });

  it('with reading off a receipt-sized photo waits unread, never approved; a small photo waits as small', async () => {
    const m = await createMember(t.db);
    const photo = await upload(m, await receiptPhoto({ width: 480, height: 900, format: 'png' }));
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().data).toMatchObject({ status: 'pending', points: null });
    expect(await holdReason(photo.json().data.id)).toEqual({ hold: 'unread', duplicateOf: null });

    const { shortSide, longSide } = PLAUSIBLE_RECEIPT_PHOTO;
    const small = await upload(m, await receiptPhoto({ width: shortSide - 1, height: longSide }));
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().data).toMatchObject({ status: 'pending', points: null });
    expect(await holdReason(small.json().data.id)).toEqual({
      hold: 'small-photo',
      duplicateOf: null,
    });
  });

  it('a PDF always waits for staff', async () => {
    const m = await createMember(t.db);
    const res = await upload(m, pdfFile(), { amount: '60.00' }, 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'pending', duplicate_image: false });
    expect(await holdReason(res.json().data.id)).toEqual({ hold: 'pdf', duplicateOf: null });
  });

  it('the same photo again, or a resized, re-encoded, brightened or mirrored copy of the same day and total, waits as a copy', async () => {
    const m = await createMember(t.db);
    const other = await createMember(t.db);
    // One fixed photo: a random one's JPEG copy at 540 px is 5 bits away about once in 80
    // (measured), past the 4-bit rule, which the reading's day and total then catch.
    const original = await receiptPhoto({ seed: 'receipt-files copies' });
    const day = pragueDay(-3);
    const same = { purchased_at: day, amount: '317.40' }; // no other test's day and total
    const first = await upload(m, original, same);
    expect(first.json().data).toMatchObject({ status: 'pending', duplicate_image: false });
    const firstId = first.json().data.id as number;

    const copies = [
      original,
      await sharp(original).resize(540).jpeg({ quality: 70 }).toBuffer(),
      await sharp(original).modulate({ brightness: 1.1 }).png().toBuffer(),
      await sharp(original).flop().jpeg({ quality: 80 }).toBuffer(),
    ];
    for (const copy of copies) {
      // Another shop chosen: only the picture ties it to the first (each copy by a new member,
      // under the per shop and day limit).
      const res = await upload(await createMember(t.db), copy, {
        ...same,
        company_id: String(otherShop),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'pending',
        duplicate_image: true,
        points: null,
      });
      expect(await holdReason(res.json().data.id)).toEqual({
        hold: 'duplicate-image',
        duplicateOf: firstId,
      });
    }
    // Another member's upload of the same photo is held as well.
    const theirs = await upload(other, copies[1]!, same);
    expect(theirs.json().data).toMatchObject({ status: 'pending', duplicate_image: true });

    // Staff see why each receipt waits.
    const list = await t.app.inject({
      url: '/v1/admin/receipts?status=pending&per_page=100',
      headers: admin,
    });
    const held = (list.json().data.data as { id: number; hold_reason: string }[]).find(
      (r) => r.id === theirs.json().data.id,
    );
    expect(held).toMatchObject({ hold_reason: 'duplicate-image', duplicate_image_of: firstId });

    // The same picture entered with another day and total is no copy by itself (what is printed
    // decides: reading holds it if the entered values are not on the photo).
    const otherDay = await upload(await createMember(t.db), original, {
      purchased_at: pragueDay(-4),
      amount: '250.00',
    });
    expect(await holdReason(otherDay.json().data.id)).toEqual({
      hold: 'unread',
      duplicateOf: null,
    });
    // An unrelated photo is not taken for a copy.
    const fresh = await upload(m, await receiptPhoto(), { purchased_at: pragueDay(-5) });
    expect(fresh.json().data).toMatchObject({ status: 'pending', duplicate_image: false });
    expect(await holdReason(fresh.json().data.id)).toEqual({ hold: 'unread', duplicateOf: null });
  });

  it('stores the photo re-encoded, without its EXIF and GPS position', async () => {
    const m = await createMember(t.db);
    const withGps = await sharp(await receiptPhoto())
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1' }, // IFD3: the GPS directory
      })
      .jpeg()
      .toBuffer();
    expect(hasGpsPosition((await sharp(withGps).metadata()).exif)).toBe(true);
    const res = await upload(m, withGps);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ path: receipts.imagePath })
      .from(receipts)
      .where(eq(receipts.id, res.json().data.id));
    const stored = await readFile(join(dataDir, 'uploads', row!.path));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 720, height: 960 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('serves receipt files as downloads with nosniff, to the member and to staff', async () => {
    const m = await createMember(t.db);
    const photo = (await upload(m, await receiptPhoto())).json().data;
    const pdf = (await upload(m, pdfFile(), {}, 'application/pdf')).json().data;
    for (const [id, type, ext] of [
      [photo.id, 'image/jpeg', 'jpg'],
      [pdf.id, 'application/pdf', 'pdf'],
    ]) {
      for (const [url, headers] of [
        [`/v1/me/receipts/${id}/image`, m.headers],
        [`/v1/admin/receipts/${id}/image`, admin],
      ] as const) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="receipt-${id}.${ext}"`,
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('a receipt refused after its file was written (the same receipt twice) leaves no file', async () => {
    const m = await createMember(t.db);
    const fields = { receipt_number: `TWICE-${Date.now()}`, purchased_at: pragueDay(-1) };
    expect((await upload(m, await receiptPhoto(), fields)).statusCode).toBe(201);
    const before = await storedFiles();
    const again = await upload(m, await receiptPhoto(), fields);
    expect(again.statusCode).toBe(409);
    expect(await storedFiles()).toEqual(before);
  });
});
