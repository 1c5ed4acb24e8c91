// Serves one tenant's built site: hashed assets cached for a year, everything else revalidated,
// and the single-page app's index.html for any path that is not a file (client-side routing).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { registerSitemap } from './sitemap.mjs';
import { createSsrPages } from './ssr-pages.mjs';

/**
 * `runtimeOverrides` replaces fields of the built runtime-config.json when the stack runs on
 * other ports than the build assumed (the end-to-end tests do).
 * `ssr` (issue 12, opt-in): pages are rendered on the server by `<ssr.serverDir>/render.js`
 * (the tenant's `vite build --ssr` output); `ssr.origin` is the site's public origin (default:
 * from the Host header). Without it nothing changes: static files and the SPA shell.
 */
export async function serveSite({
  distDir,
  port,
  host = '0.0.0.0',
  runtimeOverrides = null,
  ssr = null,
}) {
  const root = path.resolve(distDir);
  const app = Fastify({ logger: false });
  const built = JSON.parse(await readFile(path.join(root, 'runtime-config.json'), 'utf8'));
  const merged = runtimeOverrides
    ? {
        ...built,
        ...runtimeOverrides,
        realtime: { ...built.realtime, ...runtimeOverrides.realtime },
      }
    : built;

  if (runtimeOverrides) {
    app.get('/runtime-config.json', (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(merged),
    );
  }

  await registerSitemap(app, { root, runtimeOverrides });

  const sendPage = ssr
    ? await createSsrPages({
        root,
        serverDir: path.resolve(ssr.serverDir),
        runtime: merged,
        origin: ssr.origin ?? null,
      })
    : null;
  if (sendPage) app.get('/', sendPage);

  await app.register(fastifyStatic, {
    root,
    // With server rendering `/` is a page like any other, not the static shell.
    index: sendPage ? false : ['index.html'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    if (sendPage) return sendPage(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ port, host });
  return app;
}
