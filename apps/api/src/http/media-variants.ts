import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

import type { onRequestAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

import { sendUnavailable } from './envelope';
import { HttpError } from './errors';

/**
 * Responsive variants of content images: `/media/<path>?w=960&format=avif` is the picture at 960
 * pixels wide as AVIF (or WebP), made once with sharp and kept in memory. The site's `<picture>`
 * offers the widths below for phone and desktop (libs/ui `responsiveImage`), so a phone fetches a
 * 480-pixel AVIF instead of the 1600-pixel original. Only these widths and formats exist: a
 * request for any other combination is refused, so the number of variants (and renders) is
 * bounded by the number of files.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;

export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export type Variant = { width: VariantWidth; format: VariantFormat };

/** Files with a variant: vector and raster pictures (PDFs and text never). */
const SOURCE_EXTENSION = /\.(svg|png|jpe?g|webp|avif)$/i;

/** Encoded variants kept in memory, by bytes (a variant is 2–60 KB). */
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Renders at once (sharp uses the libuv pool too); beyond QUEUE_LIMIT waiting, a request is
 * answered 503 instead of queued. A cold home page with every carousel loaded asks for about 70
 * variants at once; a render takes 15–140 ms, so a full queue drains in seconds.
 */
const CONCURRENT_RENDERS = 2;
const QUEUE_LIMIT = 256;

export type VariantRequest =
  | { kind: 'original' }
  | { kind: 'variant'; variant: Variant }
  | { kind: 'invalid'; field: 'w' | 'format'; message: string };

/** Reads `w` and `format` from a media request's query; neither means the original file. */
export function parseVariant(query: Record<string, unknown>, path: string): VariantRequest {
  const { w, format } = query;
  if (w === undefined && format === undefined) return { kind: 'original' };
  if (!SOURCE_EXTENSION.test(path)) {
    return { kind: 'invalid', field: 'w', message: 'Only pictures have sizes and formats.' };
  }
  const width = Number(w);
  if (!VARIANT_WIDTHS.includes(width as VariantWidth)) {
    return {
      kind: 'invalid',
      field: 'w',
      message: `w must be one of ${VARIANT_WIDTHS.join(', ')}.`,
    };
  }
  if (!VARIANT_FORMATS.includes(format as VariantFormat)) {
    return {
      kind: 'invalid',
      field: 'format',
      message: `format must be one of ${VARIANT_FORMATS.join(', ')}.`,
    };
  }
  return {
    kind: 'variant',
    variant: { width: width as VariantWidth, format: format as VariantFormat },
  };
}

export class VariantQueueFullError extends Error {
  constructor() {
    super('Too many pictures are being prepared; try again in a moment.');
    this.name = 'VariantQueueFullError';
  }
}

/** A vector is drawn at the density that gives the asked width, so it stays sharp. */
async function rasterize(file: string, { width, format }: Variant): Promise<Buffer> {
  const input = await readFile(file);
  const isVector = /\.svg$/i.test(file);
  let density: number | undefined;
  if (isVector) {
    const { width: natural = width } = await sharp(input).metadata();
    density = Math.min(2400, Math.ceil((72 * width) / Math.max(1, natural)));
  }
  const image = sharp(input, { density, limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: !isVector });
  return format === 'avif'
    ? image.avif({ quality: 55, effort: 2 }).toBuffer()
    : image.webp({ quality: 78 }).toBuffer();
}

/** The variant maker: a byte-bounded cache, one render per key at a time, a bounded queue. */
export function createVariantMaker() {
  const done = new LRUCache<string, Buffer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (buffer) => buffer.byteLength,
  });
  const pending = new Map<string, Promise<Buffer>>();
  let active = 0;
  const waiting: Array<() => void> = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= CONCURRENT_RENDERS) {
      if (waiting.length >= QUEUE_LIMIT) throw new VariantQueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  return function variantOf(file: string, variant: Variant): Promise<Buffer> {
    const key = `${file}\0${variant.width}\0${variant.format}`;
    const cached = done.get(key);
    if (cached) return Promise.resolve(cached);
    let render = pending.get(key);
    if (!render) {
      render = slot(() => rasterize(file, variant))
        .then((buffer) => {
          done.set(key, buffer);
          return buffer;
        })
        .finally(() => pending.delete(key));
      pending.set(key, render);
    }
    return render;
  };
}

/**
 * An `onRequest` hook answering `?w=<width>&format=avif|webp` for the files of `root`, served at
 * `urlPrefix`, before fastify-static looks at the request (it ignores the query): the variant,
 * cached a day; 422 for a variant not offered or a file that is not a picture; 404 for a file
 * that is not there; 503 with `Retry-After` when the render queue is full. Without a variant the
 * request goes on to the static files.
 */
export function answerVariants(root: string, urlPrefix: string): onRequestAsyncHookHandler {
  const variantOf = createVariantMaker();
  return async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
    const asked = parseVariant(request.query as Record<string, unknown>, pathname);
    if (asked.kind === 'original') return;
    if (asked.kind === 'invalid') {
      throw new HttpError(422, 'The given data was invalid', { [asked.field]: [asked.message] });
    }
    const file = resolve(root, pathname.slice(urlPrefix.length));
    if (!pathname.startsWith(urlPrefix) || !file.startsWith(root + sep)) {
      throw new HttpError(404, 'Picture not found');
    }
    try {
      const body = await variantOf(file, asked.variant);
      return reply
        .type(`image/${asked.variant.format}`)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    } catch (error) {
      if (error instanceof VariantQueueFullError) return sendUnavailable(reply, error.message);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new HttpError(404, 'Picture not found');
      }
      throw new HttpError(422, 'The picture could not be read', { file: ['Not a picture.'] });
    }
  };
}
