import { existsSync } from 'node:fs';

import { channelAuthSchema, userAuthSchema } from '@atrium/domain/contract/broadcasting';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { type ApiRealtime, apiRealtimeCredentials } from '@atrium/realtime-gateway/api-realtime';
import { broadcastingAuthPlugin } from '@atrium/realtime-gateway/broadcasting-auth';
import type { RealtimePublisher } from '@atrium/realtime-gateway/publisher';
import type { Database } from '@atrium/server-db/database';
import { MEDIA_DIR } from '@atrium/server-db/seed/media-dir';
import { registerHttpMetrics } from '@atrium/observability/http-metrics';
import { REQUEST_ID_HEADER, requestIdFrom } from '@atrium/observability/request-id';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';

import { registerAuthDecorators } from './auth/authenticate';
import { devToolsEnabled } from './demo-mode';
import type { Env } from './env';
import { AfterResponse } from './http/after-response';
import { registerContract } from './http/contract';
import { errorBody, registerEnvelope } from './http/envelope';
import { healthRoutes } from './http/health.routes';
import type { Tracing } from './http/tracing';
import { frameworkErrors, registerInputGuards } from './http/input-guard';
import { sharedRateLimits } from './auth/rate-limit-store';
import { mediaFilesPlugin } from './http/media-files';
import { registerOpenApi } from './http/openapi';
import { absolutizeMedia } from './http/media-url';
import { ResponseCaches } from './http/response-cache';
import { registerSecurityHeaders } from './http/security-headers';
import { loyaltyPlugin } from './loyalty/loyalty-plugin';
import { devOutboxRoutes } from './mail/outbox.routes';
import { amenitiesRoutes } from './routes/amenities/amenities.routes';
import { authRoutes } from './routes/auth/auth.routes';
import { bookingRoutes } from './routes/booking/booking.routes';
import { contentImageFilesRoutes } from './routes/content-admin/content-image-files';
import { avatarFilesRoutes } from './routes/me/avatars.routes';
import { meRoutes } from './routes/me/me.routes';
import { messagesRoutes } from './routes/messages/messages.routes';
import { newslettersRoutes } from './routes/newsletters/newsletters.routes';
import { supportRoutes } from './routes/support/support.routes';
import { categoriesRoutes } from './routes/categories/categories.routes';
import { companiesRoutes } from './routes/companies/companies.routes';
import { cinemaRoutes } from './routes/cinema/cinema.routes';
import { faqRoutes } from './routes/faq/faq.routes';
import { floorplansRoutes } from './routes/floorplans/floorplans.routes';
import { loyaltyCatalogRoutes } from './routes/loyalty-catalog/loyalty-catalog.routes';
import { mallsRoutes } from './routes/malls/malls.routes';
import { optionsRoutes } from './routes/options/options.routes';
import { pagesRoutes } from './routes/pages/pages.routes';
import { postsRoutes } from './routes/posts/posts.routes';
import { productsRoutes } from './routes/products/products.routes';
import { realtimeWebhookRoutes } from './routes/realtime/realtime-webhooks.routes';
import { redirectsRoutes } from './routes/redirects/redirects.routes';
import { rewardsRoutes } from './routes/rewards/rewards.routes';
import { searchRoutes } from './routes/search/search.routes';
import { settingsRoutes } from './routes/settings/settings.routes';
import { siteRoutes } from './routes/site/site.routes';
import { sitemapRoutes } from './routes/sitemap/sitemap.routes';
import { staffPasswordResetRoutes } from './routes/staff/staff-password-reset.routes';
import { staffRoutes } from './routes/staff/staff.routes';
import { broadcastingAuthenticate } from './staff/broadcasting';
import { TenantDirectory } from './tenancy/tenant-directory';
import { registerTenantResolution } from './tenancy/tenant-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Env;
    tenants: TenantDirectory;
    /** Set when main.ts started realtime; services publish through it (else they log). */
    realtime?: RealtimePublisher;
    /** The app's response caches (http/response-cache.ts); route plugins create theirs here. */
    responseCaches: ResponseCaches;
    /** Work started after the answer (http/after-response.ts); close waits for it. */
    afterResponse: AfterResponse;
  }
}

export interface BuildAppOptions {
  db: Database;
  env: Env;
  /**
   * From startApiRealtime (main.ts); tests leave it out and events are only logged. With
   * `onContentUpdated`, a mall's `content.updated` clears that tenant's cached responses.
   */
  realtime?: Pick<ApiRealtime, 'credentials' | 'publisher'> &
    Partial<Pick<ApiRealtime, 'onContentUpdated' | 'redisConnected' | 'receiveWebhookEvents'>>;
  /** True once a shutdown has begun: `/health/ready` answers 503 so the proxy sends no more. */
  draining?: () => boolean;
  /** OpenTelemetry traces (http/tracing.ts), when a collector is configured. */
  tracing?: Tracing | null;
}

/** Body limit for JSON/form bodies; uploads have their own limits in their routes. */
export const BODY_LIMIT = 256 * 1024;

/**
 * Builds the Fastify app around an already migrated database. Does not listen; `main.ts` does,
 * tests use `app.inject()` or `app.listen({ port: 0 })`.
 */
export async function buildApp({
  db,
  env,
  realtime,
  draining,
  tracing,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT,
    // The proxy's X-Request-Id (or a new one) names the request in logs and in the answer.
    genReqId: requestIdFrom,
    requestIdHeader: false,
    frameworkErrors, // a path that does not decode → 400 in the envelope (http/input-guard.ts)
    // Only the configured proxies (TRUST_PROXY); otherwise a client could pick its own
    // `request.ip` with X-Forwarded-For and step around every per-address limit.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    logController: new LogController({ disableRequestLogging: !env.LOG_REQUESTS }),
    // Without request logs there are no per-request lines to tie together by reqId, so
    // `request.log` is the app's logger itself: a pino child per request cost about 5 % of a
    // cached answer's CPU (docs/benchmarks.md). Error lines still carry the request (method, URL).
    ...(env.LOG_REQUESTS ? {} : { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
  });
  // First: @fastify/otel wraps the hooks and routes defined after it.
  if (tracing) await app.register(tracing.instrumentation.plugin());

  const directory = new TenantDirectory(db, env.TENANT_EXTRA_ORIGINS);
  await directory.reload();
  app.decorate('db', db);
  app.decorate('config', env);
  app.decorate('tenants', directory);
  if (realtime) app.decorate('realtime', realtime.publisher);
  const responseCaches = new ResponseCaches(env.PUBLIC_URL);
  app.decorate('responseCaches', responseCaches);
  const afterResponse = new AfterResponse(app.log);
  app.decorate('afterResponse', afterResponse);
  app.addHook('onClose', () => afterResponse.settled());
  // The site server re-renders right after content.updated; it must not get our old answers.
  const stopListening = realtime?.onContentUpdated?.((tenantId) => {
    responseCaches.clearTenant(tenantId);
    app.log.debug({ tenantId }, 'content.updated: cached responses cleared');
  });
  if (stopListening) app.addHook('onClose', async () => stopListening());

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerHttpMetrics(app, { prefix: 'atrium_api' });
  registerEnvelope(app);
  registerSecurityHeaders(app); // helmet's headers and Permissions-Policy on every answer
  registerInputGuards(app); // malformed query encoding → 400, U+0000 in any input → 422
  // The /v1 contract: zod request and response schemas on every route (http/contract.ts) and
  // the OpenAPI document made from them at /v1/openapi.json (reference page in demo mode).
  registerContract(app);
  await registerOpenApi(app, { publicUrl: env.PUBLIC_URL, referencePage: env.ATRIUM_DEMO });

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

  // Rate limits are opt-in per route: `config: { rateLimit: perMinute(n) }` (auth/rate-limit.ts).
  // With REDIS_URL every replica counts towards one limit (auth/rate-limit-store.ts).
  const sharedLimits = env.REDIS_URL ? sharedRateLimits(env.REDIS_URL, app.log) : undefined;
  if (sharedLimits) app.addHook('onClose', sharedLimits.close);
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits ? { store: sharedLimits.store } : {}),
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: (_req, ctx) => ({
      ...errorBody(429, `Too many requests, retry in ${Math.ceil(ctx.ttl / 1000)} s`),
      statusCode: 429,
    }),
  });

  await app.register(healthRoutes, { redisConnected: realtime?.redisConnected, draining });

  if (existsSync(MEDIA_DIR)) {
    await app.register(mediaFilesPlugin, { prefix: '/media', mediaDir: MEDIA_DIR });
  }

  await app.register(avatarFilesRoutes); // GET /uploads/avatars/* (profile pictures)
  await app.register(contentImageFilesRoutes); // GET /media/uploads/* (staff's content pictures)
  // GET /dev/outbox: development and demo mode, loopback clients only (demo-mode.ts)
  if (devToolsEnabled(env)) await app.register(devOutboxRoutes);
  // POST /v1/realtime/webhooks: signed Pusher-protocol webhooks, no tenant (docs/realtime.md)
  await app.register(realtimeWebhookRoutes, {
    prefix: '/v1',
    credentials: realtime?.credentials ?? apiRealtimeCredentials(env),
    ...(realtime?.receiveWebhookEvents ? { receive: realtime.receiveWebhookEvents } : {}),
  });

  await app.register(
    async (v1) => {
      registerTenantResolution(v1, directory, { allowTenantHeader: env.ALLOW_TENANT_HEADER });
      registerAuthDecorators(v1); // request.customer (auth/authenticate.ts)
      // Rows keep images as `/media/...`; responses carry absolute URLs.
      v1.addHook('preSerialization', async (_req, _reply, payload) =>
        absolutizeMedia(payload, env.PUBLIC_URL),
      );
      // Site
      await v1.register(mallsRoutes);
      await v1.register(settingsRoutes);
      await v1.register(siteRoutes);
      await v1.register(pagesRoutes);
      await v1.register(redirectsRoutes);
      // Content
      await v1.register(companiesRoutes);
      await v1.register(postsRoutes);
      await v1.register(productsRoutes);
      await v1.register(rewardsRoutes);
      await v1.register(categoriesRoutes);
      await v1.register(amenitiesRoutes);
      await v1.register(faqRoutes);
      await v1.register(cinemaRoutes);
      await v1.register(floorplansRoutes);
      await v1.register(loyaltyCatalogRoutes);
      await v1.register(optionsRoutes);
      await v1.register(searchRoutes);
      await v1.register(sitemapRoutes);
      // Accounts and member paths
      await v1.register(authRoutes);
      // Staff accounts, roles, the automation key and the audit log (docs/api.md "Staff accounts")
      await v1.register(staffRoutes);
      await v1.register(staffPasswordResetRoutes);
      // pusher-js channel authorisation and user sign-in (docs/realtime.md)
      await v1.register(broadcastingAuthPlugin, {
        app: realtime?.credentials ?? apiRealtimeCredentials(env),
        schemas: {
          auth: { response: { 200: channelAuthSchema } },
          userAuth: { response: { 200: userAuthSchema } },
        },
        // members, and staff sessions for their mall's private-staff-{tenantId}
        authenticate: broadcastingAuthenticate(db, env.TOKEN_TTL_DAYS),
      });
      // Loyalty: points, receipts, tiers, badges, customer rewards, admin (docs/loyalty.md)
      await v1.register(loyaltyPlugin);
      await v1.register(meRoutes, { prefix: '/me' });
      await v1.register(newslettersRoutes);
      await v1.register(supportRoutes);
      await v1.register(messagesRoutes);
      await v1.register(bookingRoutes);
    },
    { prefix: '/v1' },
  );

  return app;
}
