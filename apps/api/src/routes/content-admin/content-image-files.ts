import { mkdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

import type { Env } from '../../env';
import { sendUnavailable } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { createVariantMaker, parseVariant, VariantQueueFullError } from '../../http/media-variants';
import { uploadsDir } from '../auth/auth.routes';

/** Where staff's uploaded content pictures are answered: `/media/uploads/<tenant>/<file>.webp`. */
export const CONTENT_UPLOADS_URL = '/media/uploads/';

/** The folder of uploaded content pictures (`<DATA_DIR>/uploads/content`). */
export function contentUploadsDir(env: Env): string {
  return join(uploadsDir(env), 'content');
}

/**
 * GET /media/uploads/* — pictures staff uploaded (`POST /v1/admin/content/images`), stored once
 * as WebP at most 1920 pixels wide, cached a day (the names are random and never reused). Like
 * the seed's `/media/*` (http/media-files.ts), `?w=<width>&format=avif|webp` answers a
 * responsive variant, so the site's `<picture>` works the same for both.
 */
export const contentImageFilesRoutes: FastifyPluginAsync = async (app) => {
  const root = resolve(contentUploadsDir(app.config));
  mkdirSync(root, { recursive: true });
  const variantOf = createVariantMaker();

  app.addHook('onRequest', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '');
    const asked = parseVariant(request.query as Record<string, unknown>, pathname);
    if (asked.kind === 'original') return;
    if (asked.kind === 'invalid') {
      throw new HttpError(422, 'The given data was invalid', { [asked.field]: [asked.message] });
    }
    const file = resolve(root, pathname.slice(CONTENT_UPLOADS_URL.length));
    if (!file.startsWith(root + sep)) throw new HttpError(404, 'Picture not found');
    try {
      const body = await variantOf(file, asked.variant);
      return reply
        .type(`image/${asked.variant.format}`)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    } catch (error) {
      if (error instanceof VariantQueueFullError) return sendUnavailable(reply, error.message);
      throw new HttpError(404, 'Picture not found');
    }
  });

  await app.register(fastifyStatic, {
    root,
    prefix: CONTENT_UPLOADS_URL,
    maxAge: '1d',
    immutable: true,
    decorateReply: false,
    index: false,
    list: false,
  });
};
