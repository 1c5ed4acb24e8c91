import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ok, registerContract } from './contract';
import { registerEnvelope, success } from './envelope';
import { unauthorized } from './errors';
import { ResponseCaches } from './response-cache';

/** The contract as Fastify enforces it (http/contract.ts), on a bare app. */

const item = z.object({ id: z.number().int(), title: z.string() });
let app: FastifyInstance;
let answer: unknown;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerEnvelope(app);
  registerContract(app);
  const caches = new ResponseCaches('http://api.test');
  const cache = caches.create({ ttlMs: 60_000, per: 'tenant-and-url' });
  const routes: FastifyPluginAsyncZod = async (v1) => {
    v1.get('/item', { schema: { response: ok(item) } }, async () => answer as never);
    v1.get(
      '/list',
      {
        schema: {
          querystring: z.object({ per_page: z.coerce.number().int().min(1).max(48).default(12) }),
          response: ok(z.object({ per_page: z.number() })),
        },
      },
      async (req) => success({ per_page: req.query.per_page }),
    );
    v1.get(
      '/private',
      {
        schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) },
        preHandler: async () => {
          throw unauthorized();
        },
      },
      async () => success(null),
    );
    v1.get('/cached', { schema: { response: ok(item) } }, async (req, reply) => {
      (req as { tenant?: { id: string } }).tenant = { id: 'beta' };
      return cache.send(req, reply, async () => answer);
    });
  };
  await app.register(routes);
  await app.ready();
});
afterAll(() => app.close());

describe('the response schema', () => {
  it('lets a conforming answer through and drops keys the contract does not name', async () => {
    answer = success({ id: 1, title: 'Sale', secret: 'internal' });
    const res = await app.inject({ url: '/item' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { id: 1, title: 'Sale' } });
  });

  it('turns an answer that breaks the contract into a 500 envelope', async () => {
    answer = success({ id: 'one', title: 'Sale' });
    const res = await app.inject({ url: '/item' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      httpStatus: 'InternalServerError',
      message: 'Internal server error',
    });
  });

  it('checks a cached answer when the cache builds it', async () => {
    answer = success({ id: 2 });
    expect((await app.inject({ url: '/cached' })).statusCode).toBe(500);
    answer = success({ id: 2, title: 'Two', extra: true });
    const res = await app.inject({ url: '/cached?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { id: 2, title: 'Two' } });
  });
});

describe('the request schema', () => {
  it('answers invalid input with the 422 envelope and per-field messages', async () => {
    const res = await app.inject({ url: '/list?per_page=100' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      httpStatus: 'UnprocessableEntity',
      message: 'The given data was invalid',
      errors: { per_page: [expect.stringContaining('48')] },
    });
  });

  it('hands the handler the parsed value (coerced, defaulted)', async () => {
    expect((await app.inject({ url: '/list' })).json().data).toEqual({ per_page: 12 });
    expect((await app.inject({ url: '/list?per_page=24' })).json().data).toEqual({ per_page: 24 });
  });

  it('lets the route’s preHandlers answer first (401 before 422)', async () => {
    const res = await app.inject({ url: '/private?page=0' });
    expect(res.statusCode).toBe(401);
  });
});
