// Server rendering for the site server (issue 12, `serve-stack.mjs --ssr`): public pages come
// from the tenant's server build (`dist-server/render.js`), member pages stay the SPA shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Shared caches keep a public page a minute and may serve it stale for ten while refreshing. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Member pages (and failures): nothing is stored anywhere. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/** The SPA shell for pages the browser decides (`/` by the visitor's language, redirects). */
export const SHELL_CACHE = 'no-cache';

/** Brotli or gzip by Accept-Encoding (HTML only; hashed assets are served as they are). */
export async function compressFor(acceptEncoding, body) {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding: 'br', body: await brotli(body, { params }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzip(body) };
  return { encoding: null, body: Buffer.from(body) };
}

/**
 * Loads the renderer and the page template of one built tenant. `runtime` is the runtime
 * configuration the pages use (the built one merged with overrides); `origin` the site's own.
 */
export async function createSsrPages({ root, serverDir, runtime, origin }) {
  const { renderPage } = await import(path.join(serverDir, 'render.js'));
  const template = await readFile(path.join(root, 'index.html'), 'utf8');

  /** Answers a page request (GET, no file extension) with server HTML or the SPA shell. */
  return async function sendPage(request, reply) {
    let result;
    try {
      result = await renderPage({
        url: request.url,
        template,
        runtime,
        origin: origin ?? `http://${request.headers.host}`,
      });
    } catch (error) {
      request.log.error(error);
      result = { kind: 'client', reason: 'error' };
    }
    const html = result.kind === 'html' ? result.html : template;
    const status = result.kind === 'html' ? result.status : 200;
    const cache =
      result.kind === 'html'
        ? status < 500
          ? PUBLIC_PAGE_CACHE
          : PRIVATE_PAGE_CACHE
        : result.reason === 'member' || result.reason === 'error'
          ? PRIVATE_PAGE_CACHE
          : SHELL_CACHE;
    const { encoding, body } = await compressFor(request.headers['accept-encoding'], html);
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', cache)
      .header('vary', 'Accept-Encoding')
      .header('x-atrium-render', result.kind === 'html' ? 'server' : `client; ${result.reason}`);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
