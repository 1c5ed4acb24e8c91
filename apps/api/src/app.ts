import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import type { Database } from '@atrium/server-db/database';
import { MEDIA_DIR } from '@atrium/server-db/seed/media-dir';
import Fastify, { type FastifyInstance } from 'fastify';

import type { Env } from './env';
import { registerEnvelope, success } from './http/envelope';
import { mallsRoutes } from './routes/malls/malls.routes';
import { settingsRoutes } from './routes/settings/settings.routes';
import { TenantDirectory } from './tenancy/tenant-directory';
import { registerTenantResolution } from './tenancy/tenant-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Env;
    tenants: TenantDirectory;
  }
}

export interface BuildAppOptions {
  db: Database;
  env: Env;
}

/** Body limit for JSON/form bodies; uploads have their own limits in their routes. */
export const BODY_LIMIT = 256 * 1024;

/**
 * Builds the Fastify app around an already migrated database. Does not listen; `main.ts` does,
 * tests use `app.inject()` or `app.listen({ port: 0 })`.
 */
export async function buildApp({ db, env }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: env.NODE_ENV === 'production',
  });

  const directory = new TenantDirectory(db, env.TENANT_EXTRA_ORIGINS);
  await directory.reload();
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('tenants', directory);

  registerEnvelope(app);

  await app.register(cors, {
    // Only the tenants' site origins; credentials so the token cookie travels.
    origin: (origin, cb) => cb(null, origin ? directory.isKnownOrigin(origin) : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept',
      'Accept-Language',
      'X-Requested-With',
      'X-Socket-Id',
    ],
    maxAge: 600,
  });

  app.get('/health', async () => success({ ok: true }));

  if (existsSync(MEDIA_DIR)) {
    await app.register(fastifyStatic, {
      root: resolve(MEDIA_DIR),
      prefix: '/media/',
      maxAge: '1d',
      decorateReply: false,
    });
  }

  await app.register(
    async (v1) => {
      registerTenantResolution(v1, directory, { allowTenantHeader: env.ALLOW_TENANT_HEADER });
      await v1.register(mallsRoutes);
      await v1.register(settingsRoutes);
    },
    { prefix: '/v1' },
  );

  return app;
}
