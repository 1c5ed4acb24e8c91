import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';

import { answerVariants } from './media-variants';

/** Open Graph's recommended preview size (Facebook, LinkedIn, WhatsApp, X). */
const PREVIEW = { width: 1200, height: 630 } as const;
/** Rendered previews kept in memory; the media folder holds a few hundred images at most. */
const MAX_CACHED_PREVIEWS = 500;

export type MediaFilesOptions = { mediaDir: string };

/**
 * `GET /media/*`: the content images (seed media), cached for a day. Social networks and chat apps
 * show no preview for an SVG `og:image`, so every `/media/<path>.svg` is also served as a PNG at
 * `/media/<path>.png` (1200 × 630, the picture contained on white), rendered once with sharp. The
 * site's link previews use that address (libs/site `socialImageUrl`). A picture asked with
 * `?w=<width>&format=avif|webp` is answered with that variant (http/media-variants.ts).
 */
export const mediaFilesPlugin: FastifyPluginAsync<MediaFilesOptions> = async (app, options) => {
  const root = resolve(options.mediaDir);
  const previews = new Map<string, Promise<Buffer>>();

  const renderPreview = (svgPath: string) =>
    readFile(svgPath).then((svg) =>
      sharp(svg, { density: 144 })
        .resize({ ...PREVIEW, fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer(),
    );

  const preview = (svgPath: string) => {
    let rendered = previews.get(svgPath);
    if (!rendered) {
      if (previews.size >= MAX_CACHED_PREVIEWS) previews.clear();
      rendered = renderPreview(svgPath);
      // A missing or broken SVG is not kept: the next request tries again.
      rendered.catch(() => previews.delete(svgPath));
      previews.set(svgPath, rendered);
    }
    return rendered;
  };

  // Variants are answered before fastify-static looks at the request (it ignores the query).
  app.addHook('onRequest', answerVariants(root, '/media/'));

  // Inside this plugin a file fastify-static does not find comes here (prefix-scoped handler).
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
    const match = /^\/media\/(.+)\.png$/.exec(pathname);
    const svgPath = match ? resolve(root, `${match[1]}.svg`) : null;
    if (!svgPath || !svgPath.startsWith(root + sep)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    try {
      const png = await preview(svgPath);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    } catch {
      return reply.code(404).type('text/plain').send('Not found');
    }
  });

  await app.register(fastifyStatic, { root, maxAge: '1d', decorateReply: false });
};
