import { describe, expect, it } from 'vitest';

import { OcrClosedError, OcrQueueFullError, OcrTimeoutError, ReceiptReader } from './reader';
import { renderBlank } from './testing/receipt-image';

/**
 * The reader's limits without reading anything (no worker is needed to fail in time): a picture
 * not read within the time limit fails, one beyond the queue fails at once, a closed reader takes
 * nothing. Reading itself is tested by apps/api/src/loyalty/receipt-reading.test.ts.
 */
describe('ReceiptReader limits', () => {
  it('fails a picture not read in time, one beyond the queue, and any after close', async () => {
    const reader = new ReceiptReader({ timeoutMs: 1, maxQueue: 1 });
    const image = await renderBlank(1, 200, 200);
    const first = reader.read(image); // being read
    const second = reader.read(image); // waiting
    const third = reader.read(image); // beyond the queue
    await expect(third).rejects.toBeInstanceOf(OcrQueueFullError);
    await expect(first).rejects.toBeInstanceOf(OcrTimeoutError);
    await expect(second).rejects.toBeInstanceOf(OcrTimeoutError);
    await reader.close();
    await expect(reader.read(image)).rejects.toBeInstanceOf(OcrClosedError);
  });
});
