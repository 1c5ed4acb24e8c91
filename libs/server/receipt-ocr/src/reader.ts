import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

import { skewAngle, type InkImage } from './deskew';
import { flattenLight, type Grey } from './lighting';
import { findPaper } from './paper';
import { readReceiptFields, type ReceiptFields } from './parse';
import { homography, warp, type Point } from './projective';
import { readReceiptNumber } from './receipt-number';
import { readTotalLine } from './total';

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
  /** The receipt's own number as printed ("Účtenka č. …", "Bon-Nr.", "Receipt No."), or null. */
  receiptNumber: string | null;
  /** The line the total was read from, as recognised (for staff to check), or null. */
  totalLine: string | null;
  /** Whether the paper was found in the photo and warped upright before reading. */
  paperFound: boolean;
  /** Degrees the print was turned by after that (turned back before reading). */
  skew: number;
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

/** Paper width the picture is scaled to for recognition (px): ~35–45 px per line of print. */
const PAPER_WIDTH = 1000;

/**
 * The picture as tesseract reads it best (docs/loyalty.md "Reading receipts"): the paper found
 * against the table and warped to an upright rectangle `PAPER_WIDTH` across (perspective and
 * rotation undone); the light made even and faded print darkened; the remaining skew measured
 * and turned back. A photo whose paper is not found is read whole, scaled to 1,000–`maxSide` px
 * across, and only deskewed. libvips works on libuv's thread pool and the pixel loops take a
 * few tens of ms, so the event loop is not held for long.
 */
export async function prepare(image: Buffer, maxSide: number): Promise<PreparedPicture> {
  const small = await sharp(image)
    .rotate()
    .resize(360, 360, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = await sharp(image)
    .rotate()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    // Noise (a dim room, JPEG) off before the light is evened: stretched, it reads as text.
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const source = {
    data: new Uint8Array(grey.data.buffer, grey.data.byteOffset, grey.data.length),
    width: grey.info.width,
    height: grey.info.height,
    channels: 1,
  };
  // The pixel loops below run on the event loop; a turn of it between them keeps each wait short.
  await nextTurn();
  const corners = findPaper({
    data: new Uint8Array(small.data.buffer, small.data.byteOffset, small.data.length),
    width: small.info.width,
    height: small.info.height,
  });
  const whole = async (): Promise<Grey> => {
    if (source.width >= 1000) return source;
    const grown = await sharp(grey.data, { raw: grey.info })
      .resize({ width: 1000 })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(grown.data.buffer, grown.data.byteOffset, grown.data.length),
      width: grown.info.width,
      height: grown.info.height,
    };
  };
  let paper = corners !== null;
  let page = corners
    ? await paperUpright(source, corners, small.info.width, maxSide)
    : await whole();
  await nextTurn();
  let even = flattenLight(page);
  await nextTurn();
  let angle = skewAngle(inkOf(even));
  if (paper && Math.abs(angle) > MAX_SKEW_AFTER_WARP) {
    // Print still turned after the warp: the corners were not the paper's (a shadow or a cloth
    // cut or widened it), and the crop may have cut print off. The whole photo is read instead.
    paper = false;
    page = await whole();
    await nextTurn();
    even = flattenLight(page);
    await nextTurn();
    angle = skewAngle(inkOf(even));
  }
  let picture = sharp(Buffer.from(even.data.buffer, even.data.byteOffset, even.data.length), {
    raw: { width: even.width, height: even.height, channels: 1 },
  });
  if (Math.abs(angle) >= 0.3) picture = picture.rotate(-angle, { background: '#ffffff' });
  // A 3×3 median takes the speckle of noisy, stretched faded print, which tesseract would
  // otherwise try to read as text (slower, and stray characters inside numbers).
  picture = picture.median(3);
  return { png: await picture.png().toBuffer(), paper, angle };
}

/** Degrees of skew left after warping the paper upright beyond which its corners are doubted. */
const MAX_SKEW_AFTER_WARP = 2;

/** The paper (corners found on the small copy `smallWidth` across) warped upright. */
async function paperUpright(
  source: Grey,
  corners: readonly Point[],
  smallWidth: number,
  maxSide: number,
): Promise<Grey> {
  const scale = source.width / smallWidth;
  const quad = corners.map(([x, y]) => [x * scale, y * scale] as const);
  const [tl, tr, br, bl] = quad as [Point, Point, Point, Point];
  const across =
    (Math.hypot(tr[0] - tl[0], tr[1] - tl[1]) + Math.hypot(br[0] - bl[0], br[1] - bl[1])) / 2;
  const down =
    (Math.hypot(bl[0] - tl[0], bl[1] - tl[1]) + Math.hypot(br[0] - tr[0], br[1] - tr[1])) / 2;
  let width = PAPER_WIDTH;
  let height = Math.round((PAPER_WIDTH * down) / across);
  if (height > 2 * maxSide) {
    width = Math.round((width * 2 * maxSide) / height);
    height = 2 * maxSide;
  }
  const toSource = homography(
    [
      [0, 0],
      [width - 1, 0],
      [width - 1, height - 1],
      [0, height - 1],
    ],
    quad,
  );
  await nextTurn();
  return warp({ ...source, channels: 1 }, toSource, width, height, 255);
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The photo as the reader first read photos: grey, its contrast stretched, scaled to 1,000–
 * `maxSide` px across; nothing else. The second look for what the prepared picture missed.
 */
async function plain(image: Buffer, maxSide: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).rotate().metadata();
  const long = Math.max(width, height);
  let picture = sharp(image).rotate().greyscale().normalise();
  if (long > maxSide) picture = picture.resize(maxSide, maxSide, { fit: 'inside' });
  else if (width > 0 && width < 1000 && (long * 1000) / width <= maxSide) {
    picture = picture.resize({ width: 1000 });
  }
  return picture.png().toBuffer();
}

/** `first` with the fields it lacks taken from `second` (a day with the time of its line). */
function filledFrom(first: ReceiptFields, second: ReceiptFields): ReceiptFields {
  return {
    total: first.total ?? second.total,
    ...(first.date === null
      ? { date: second.date, time: second.time }
      : { date: first.date, time: first.time }),
    companyNumber: first.companyNumber ?? second.companyNumber,
  };
}

/** The print of a page as ink pixels, on a copy about 500 px across (for the skew). */
function inkOf(page: Grey): InkImage {
  const step = Math.max(1, Math.round(page.width / 500));
  const width = Math.floor(page.width / step);
  const height = Math.floor(page.height / step);
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      ink[y * width + x] = page.data[y * step * page.width + x * step]! < 128 ? 1 : 0;
  return { ink, width, height };
}

export interface PreparedPicture {
  png: Buffer;
  /** Whether the paper was found and warped upright. */
  paper: boolean;
  /** Degrees the print was still turned by (turned back). */
  angle: number;
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
        // One block of text: a till roll's label and amount stay on one line. The automatic
        // layout analysis split them into columns, so totals lost their labels.
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
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
          const prepared = await prepare(image, this.maxSide);
          if (abandoned) throw new OcrClosedError();
          const worker = await this.startWorker();
          if (abandoned) throw new OcrClosedError();
          const { data } = await worker.recognize(prepared.png);
          let fields = readReceiptFields(data.text);
          if (fields.total === null || fields.date === null || fields.companyNumber === null) {
            // A second look at the photo only normalised: the preparation's light and speckle
            // filters can take the dots of a small-printed date ("19.1.2026" read "191 2026").
            // Only what the first look missed is taken from it (docs/loyalty.md).
            const second = await worker.recognize(await plain(image, this.maxSide));
            if (abandoned) throw new OcrClosedError();
            fields = filledFrom(fields, readReceiptFields(second.data.text));
          }
          return {
            ...fields,
            receiptNumber: readReceiptNumber(data.text),
            totalLine: readTotalLine(data.text)?.line ?? null,
            paperFound: prepared.paper,
            skew: prepared.angle,
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
