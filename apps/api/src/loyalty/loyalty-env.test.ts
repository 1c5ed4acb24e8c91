import { describe, expect, it } from 'vitest';

import { DEMO_ENV, PRODUCTION_ENV, testEnv } from '../test/test-app';
import { receiptOcrEnabled } from './loyalty-env';

describe('RECEIPT_OCR', () => {
  it('reads receipts in every mode unless set to off (the demo included)', () => {
    for (const mode of [{ NODE_ENV: 'development' }, DEMO_ENV, PRODUCTION_ENV]) {
      const env = testEnv({ ...mode, RECEIPT_OCR: '' });
      expect(receiptOcrEnabled({ ...env, RECEIPT_OCR: undefined }), JSON.stringify(mode)).toBe(
        true,
      );
    }
    expect(receiptOcrEnabled(testEnv({ RECEIPT_OCR: 'on' }))).toBe(true);
    expect(receiptOcrEnabled(testEnv({ RECEIPT_OCR: 'off' }))).toBe(false);
  });
});
