// The staff console (apps/console, docs/console.md) at `/console/` on a mall's site: the same
// origin as the site, so the API maps the console's requests to the mall like the site's own.
// Its files are static (no server rendering, no page cache): hashed assets cached for a year,
// index.html for every other path under /console/ (client-side routing), and its own
// runtime-config.json with the API and the realtime gateway the site's pages use.
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const CONSOLE_PREFIX = '/console';

/**
 * The console's headers differ from the site's in three ways: the desk may use the camera (the
 * QR scanner), the ZXing decoder is WebAssembly (`'wasm-unsafe-eval'`, no JavaScript eval), and
 * search engines keep out.
 */
const CONSOLE_PERMISSIONS =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

function consoleCsp(siteCsp: string): string {
  return siteCsp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} 'wasm-unsafe-eval'` : trimmed;
    })
    .join(';');
}

/** Whether `distDir` holds a console build (its index.html). */
export function hasConsoleBuild(distDir: string | null | undefined): distDir is string {
  return Boolean(distDir) && existsSync(path.join(distDir!, 'index.html'));
}

/**
 * `realtime`: the gateway the site's pages use (pusher-js options), so the console's receipts
 * queue and support inbox listen on the mall's staff channel; without it they only poll.
 */
export async function registerConsole(
  app: FastifyInstance,
  {
    distDir,
    apiBaseUrl,
    realtime,
  }: { distDir: string; apiBaseUrl: string; realtime?: RuntimeConfig['realtime'] },
): Promise<void> {
  const root = path.resolve(distDir);
  const runtime = realtime ? { apiBaseUrl, realtime } : { apiBaseUrl };
  app.get(CONSOLE_PREFIX, (request, reply) => {
    const at = request.url.indexOf('?');
    return reply.redirect(`${CONSOLE_PREFIX}/${at === -1 ? '' : request.url.slice(at)}`, 301);
  });
  await app.register(
    async (scope) => {
      // After the site's own onRequest hook (security-headers.ts) has set its headers.
      scope.addHook('onRequest', (_request, reply, done) => {
        const csp = reply.raw.getHeader('content-security-policy');
        if (typeof csp === 'string')
          reply.raw.setHeader('content-security-policy', consoleCsp(csp));
        reply.raw.setHeader('permissions-policy', CONSOLE_PERMISSIONS);
        reply.raw.setHeader('x-robots-tag', 'noindex, nofollow');
        done();
      });
      scope.get('/runtime-config.json', (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(runtime),
      );
      await scope.register(fastifyStatic, {
        root,
        index: false,
        wildcard: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      // `/console/` only: `/console` redirects here (above).
      scope.get('/', { prefixTrailingSlash: 'slash' }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').sendFile('index.html'),
      );
      scope.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0]!;
        if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        return reply.code(404).type('text/plain').send('Not found');
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
}
