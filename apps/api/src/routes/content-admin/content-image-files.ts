import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

import type { Env } from '../../env';
import { answerVariants } from '../../http/media-variants';
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
  app.addHook('onRequest', answerVariants(root, CONTENT_UPLOADS_URL));

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
