import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

import { readReceiptFields, type ReceiptFields } from './parse';

/**
 * Reads receipts with tesseract.js in its own worker thread (the API's event loop only queues
 * and waits), one picture at a time, behind a bounded queue and a per-picture time limit.
 *
 * Offline by construction: the WASM core comes from the `tesseract.js-core` package and the
 * English LSTM model from `@tesseract.js-data/eng` (both npm packages), `langPath` points at that
 * package's folder and `cacheMethod: 'none'` keeps tesseract.js from writing a copy into the
 * working directory. Without `langPath` tesseract.js would download from a CDN: never here.
 * English is enough: receipts are read for digits and a few labels, compared without diacritics.
 */

/** The folder of the English LSTM-only ("best_int") model in `@tesseract.js-data/eng`. */
export function englishModelDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface ReceiptReading extends ReceiptFields {
  /** The recognised text (for staff and debugging; a few hundred characters). */
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  /** Milliseconds of recognition (not of waiting in the queue). */
  ms: number;
}

export interface ReceiptReaderOptions {
  /** A picture not read within this many ms fails with OcrTimeoutError (the worker is restarted). */
  timeoutMs?: number;
  /** Pictures waiting beyond this fail at once with OcrQueueFullError. */
  maxQueue?: number;
  /** Long side the picture is scaled down to before recognition (px). */
  maxSide?: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR did not finish within ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

export class OcrQueueFullError extends Error {
  constructor(max: number) {
    super(`OCR queue is full (${max} waiting)`);
    this.name = 'OcrQueueFullError';
  }
}

export class OcrClosedError extends Error {
  constructor() {
    super('OCR reader is closed');
    this.name = 'OcrClosedError';
  }
}

interface Job {
  image: Buffer;
  resolve: (r: ReceiptReading) => void;
  reject: (e: unknown) => void;
}

/**
 * Grey, contrast-stretched, at most `maxSide` px long and at least 1,000 px across (tesseract
 * reads best at ~30 px per line of text). libvips works on libuv's thread pool: not on the
 * event loop either.
 */
async function prepare(image: Buffer, maxSide: number): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const long = Math.max(w, h);
  let pipeline = sharp(image).rotate().greyscale().normalise();
  if (long > maxSide)
    pipeline = pipeline.resize({
      width: w >= h ? maxSide : undefined,
      height: h > w ? maxSide : undefined,
    });
  else if (w > 0 && w < 1000 && long * (1000 / w) <= maxSide)
    pipeline = pipeline.resize({ width: 1000 });
  return pipeline.png().toBuffer();
}

export class ReceiptReader {
  private readonly timeoutMs: number;
  private readonly maxQueue: number;
  private readonly maxSide: number;
  private readonly queue: Job[] = [];
  private worker: Promise<Worker> | null = null;
  private busy = false;
  private closed = false;
  /** Ends the picture being read (close()). */
  private cancelCurrent: ((error: Error) => void) | null = null;

  constructor(opts: ReceiptReaderOptions = {}) {
    this.timeoutMs = opts.timeoutMs ?? 60_000;
    this.maxQueue = opts.maxQueue ?? 100;
    this.maxSide = opts.maxSide ?? 2000;
  }

  /** Pictures waiting, not counting the one being read. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Reads one picture (JPEG/PNG bytes). Rejects on timeout, a full queue or a closed reader. */
  read(image: Buffer): Promise<ReceiptReading> {
    if (this.closed) return Promise.reject(new OcrClosedError());
    if (this.queue.length >= this.maxQueue)
      return Promise.reject(new OcrQueueFullError(this.maxQueue));
    return new Promise<ReceiptReading>((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
      void this.drain();
    });
  }

  /** Rejects what waits and ends the worker thread. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new OcrClosedError());
    this.cancelCurrent?.(new OcrClosedError());
    await this.stopWorker();
  }

  private startWorker(): Promise<Worker> {
    this.worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: englishModelDir(),
        cacheMethod: 'none',
        gzip: true,
      });
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.AUTO,
        // Phone photos carry no usable resolution; without this tesseract warns and guesses.
        user_defined_dpi: '300',
      });
      return worker;
    })();
    // A worker that failed to start is not kept: the next picture tries again.
    this.worker.catch(() => {
      this.worker = null;
    });
    return this.worker;
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    try {
      await (await worker).terminate();
    } catch {
      // already gone
    }
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        try {
          job.resolve(await this.recognise(job.image));
        } catch (error) {
          job.reject(error);
        }
      }
    } finally {
      this.busy = false;
    }
  }

  private async recognise(image: Buffer): Promise<ReceiptReading> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      this.cancelCurrent = reject;
      timer = setTimeout(() => reject(new OcrTimeoutError(this.timeoutMs)), this.timeoutMs);
    });
    const started = performance.now();
    // After a time-out or close the work below goes on by itself; it must not start a worker.
    let abandoned = false;
    try {
      return await Promise.race([
        (async () => {
          const picture = await prepare(image, this.maxSide);
          if (abandoned) throw new OcrClosedError();
          const worker = await this.startWorker();
          if (abandoned) throw new OcrClosedError();
          const { data } = await worker.recognize(picture);
          return {
            ...readReceiptFields(data.text),
            text: data.text,
            confidence: Math.round(data.confidence),
            ms: Math.round(performance.now() - started),
          };
        })(),
        timeout,
      ]);
    } catch (error) {
      abandoned = true;
      // A stuck or broken worker is ended so it cannot hold the CPU; the next picture starts one.
      if (error instanceof OcrTimeoutError) await this.stopWorker();
      throw error;
    } finally {
      clearTimeout(timer);
      this.cancelCurrent = null;
    }
  }
}
