import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3.1 document of `/v1`, generated from the routes' zod schemas
 * (`libs/domain/src/contract/*`, through fastify-type-provider-zod's transform) and served at
 * `GET /v1/openapi.json` without a tenant. The demo server (`ATRIUM_DEMO`) also shows it as a
 * reference page at `/v1/reference`. Must be registered before the routes it describes.
 */
export const OPENAPI_PATH = '/v1/openapi.json';
export const REFERENCE_PREFIX = '/v1/reference';

export const OPENAPI_TAGS = [
  { name: 'site', description: 'Mall, settings, pages, legal texts, redirects, sitemap' },
  {
    name: 'content',
    description: 'Shops, offers, events, news, rewards, amenities, FAQ, floors, cinema, search',
  },
  { name: 'auth', description: 'Registration, login, passwords, single sign-on' },
  {
    name: 'member',
    description: 'The signed-in member: profile, favourites, points, receipts, rewards',
  },
  { name: 'contact', description: 'Newsletter, support requests, messages, booking' },
  {
    name: 'staff',
    description: 'Staff endpoints (X-Admin-Key): loyalty administration, support inbox',
  },
  { name: 'realtime', description: 'Pusher-protocol channel authorisation and webhooks' },
] as const;

/** The tag of a /v1 path: its area, `staff` for everything under /v1/admin and /v1/staff. */
export function tagOf(url: string): string {
  const path = url.replace(/^\/v1/, '');
  if (/^\/(admin|staff)(\/|$)/.test(path)) return 'staff';
  if (/^\/(broadcasting|realtime)/.test(path)) return 'realtime';
  if (/^\/(me|customer-rewards|points)(\/|$)/.test(path)) return 'member';
  if (/^\/(newsletters|support|messages|booking)(\/|$)/.test(path)) return 'contact';
  if (
    /^\/(login|logout|register|forget-password|change-forget-password|change-password|add-password-after-sso|delete-account|firebase-login|oauth|social)/.test(
      path,
    )
  ) {
    return 'auth';
  }
  if (
    /^\/(malls|settings-web-app|translations|website-pages|privacy-policy|terms-conditions|redirects|sitemap)(\/|$)/.test(
      path,
    )
  ) {
    return 'site';
  }
  return 'content';
}

export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, referencePage }: { publicUrl: string; referencePage: boolean },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        version: '1',
        description:
          'The /v1 API of an Atrium mall site. Every /v1 path needs the tenant: the site\'s `Origin`, or `X-Tenant: <tenantId>` from a server. Answers are `{"status":"success","data":…}` or the error envelope `{"status":"error","httpStatus","message","errors?"}`; invalid input is a 422 with per-field messages. See docs/api.md.',
      },
      servers: [{ url: publicUrl }],
      tags: [...OPENAPI_TAGS],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The member token from /v1/login',
          },
          adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
        },
      },
    },
    transform: (document) => {
      const { url } = document;
      if (!url.startsWith('/v1/') || url === OPENAPI_PATH || url.startsWith(REFERENCE_PREFIX)) {
        return { schema: { hide: true }, url };
      }
      const out = jsonSchemaTransform(document);
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      schema['tags'] ??= [tagOf(url)];
      if (tagOf(url) === 'staff') schema['security'] ??= [{ adminKey: [] }];
      return { ...out, schema };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  if (referencePage) {
    await app.register(swaggerUi, {
      routePrefix: REFERENCE_PREFIX,
      staticCSP: true,
      uiConfig: { url: OPENAPI_PATH, docExpansion: 'list', deepLinking: true },
    });
  }
}
