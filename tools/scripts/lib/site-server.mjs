// Serves one tenant's built site: hashed assets cached for a year, everything else revalidated,
// and the single-page app's index.html for any path that is not a file (client-side routing).
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export async function serveSite({ distDir, port, host = '0.0.0.0' }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    index: ['index.html'],
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  await app.listen({ port, host });
  return app;
}
