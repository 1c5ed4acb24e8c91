// Compressed bodies of rendered pages: brotli (quality 5) or gzip by Accept-Encoding, made once
// per page and encoding, since a cached page is sent many times.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Brotli or gzip by Accept-Encoding (HTML only; hashed assets are served as they are). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(encoding: Encoding, html: Buffer): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return gzip(html);
}

const encodedBodies = new WeakMap<object, Map<Encoding, Buffer>>();

/** The body of `page` (any object the cache keeps) in `encoding`; uncompressed is `html` itself. */
export async function encodedBody(
  page: object,
  html: Buffer,
  encoding: Encoding | null,
): Promise<Buffer> {
  if (!encoding) return html;
  let variants = encodedBodies.get(page);
  if (!variants) encodedBodies.set(page, (variants = new Map()));
  let body = variants.get(encoding);
  if (!body) variants.set(encoding, (body = await encode(encoding, html)));
  return body;
}
