import { afterAll, describe, expect, it } from 'vitest';

import { ReceiptReader } from './reader';
import { phonePhoto, type PhotoConditions } from './testing/phone-photo';

/**
 * Phone photos read end to end (tesseract.js in its worker thread, ~1 s of CPU each): a receipt
 * turned 5° and 8°, one photographed at a slant (keystone 12 %), and faded thermal print under
 * uneven light on a checked cloth. The reader before the deskew, paper warp and light
 * correction lost the total of every one of them (and the date of three). The large set is
 * the benchmark tools/bench/ocr/reading.ts (docs/benchmarks.md "Receipt reading on phone photos").
 */
const plain = { blur: 0, noise: 8, quality: 80, fontSize: 30, faded: false, unevenLight: false };
const photos: [string, number, Partial<PhotoConditions>, { total?: number }, boolean][] = [
  [
    'turned 5° (Czech, monospace, 3 333,33)',
    11,
    {
      ...plain,
      tilt: 5,
      keystone: 0,
      background: 'wood',
      language: 'cs',
      font: 'DejaVu Sans Mono',
    },
    { total: 333_333 },
    false,
  ],
  [
    'turned −8° (German, sans)',
    11,
    {
      ...plain,
      tilt: -8,
      keystone: 0,
      background: 'dark',
      language: 'de',
      font: 'Liberation Sans',
    },
    { total: 333_333 },
    true,
  ],
  [
    'keystoned 12 % (English, serif, uneven light)',
    12,
    {
      ...plain,
      tilt: 2,
      keystone: 0.12,
      unevenLight: true,
      background: 'grey',
      language: 'en',
      font: 'DejaVu Serif',
    },
    {},
    true,
  ],
  [
    'faded print, uneven light, checked cloth (Slovak)',
    13,
    {
      ...plain,
      tilt: 3,
      keystone: 0.05,
      faded: true,
      unevenLight: true,
      blur: 0.6,
      noise: 12,
      quality: 70,
      background: 'pattern',
      language: 'sk',
      font: 'Liberation Mono',
    },
    {},
    true,
  ],
];

describe('ReceiptReader on phone photos', () => {
  const reader = new ReceiptReader({ timeoutMs: 120_000 });
  afterAll(() => reader.close());

  it.each(photos)(
    '%s',
    async (_name, seed, conditions, truth, numberToo) => {
      const photo = await phonePhoto(seed, conditions, truth);
      const read = await reader.read(photo.image);
      expect({ total: read.total, date: read.date, companyNumber: read.companyNumber }).toEqual({
        total: photo.truth.total,
        date: photo.truth.date,
        companyNumber: photo.truth.companyNumber,
      });
      if (numberToo) expect(read.receiptNumber).toBe(photo.truth.receiptNumber);
      expect(read.totalLine).not.toBeNull();
    },
    120_000,
  );
});
