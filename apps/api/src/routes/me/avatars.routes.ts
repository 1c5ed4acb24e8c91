import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

import { uploadsDir } from '../auth/auth.routes';

/**
 * GET /uploads/avatars/<tenant>/<file>.webp — resized profile pictures (public URLs with a random
 * part, cached a day). Only the avatars folder is served; other uploads (receipts) are not.
 */
export const avatarFilesRoutes: FastifyPluginAsync = async (app) => {
  const root = join(uploadsDir(app.config), 'avatars');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/avatars/',
    maxAge: '1d',
    immutable: true,
    decorateReply: false,
    index: false,
    list: false,
  });
};
