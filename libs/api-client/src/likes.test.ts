import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createApiClient } from './client';
import { configureApiClient } from './configure';
import { setLiked } from './likes';
import { meKeys } from './me';
import { subscribeNewsletter, unsubscribeNewsletter } from './newsletters';
import { sendJson, startServer } from './test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
let failLikes = false;

const ids = () => ({ news: [], event: [3], reward: [], product: [], company: [] });

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/v1/me/likes' && failLikes) {
      return sendJson(res, 500, {
        status: 'error',
        httpStatus: 'InternalServerError',
        message: 'Boom',
      });
    }
    if (path === '/v1/me/likes' && req.method === 'POST') {
      return sendJson(res, 201, {
        status: 'success',
        data: { ...JSON.parse(req.body), liked: true },
      });
    }
    if (path === '/v1/me/likes' && req.method === 'DELETE') {
      return sendJson(res, 200, { status: 'success', data: { liked: false } });
    }
    if (path === '/v1/newsletters/subscription') {
      const body = JSON.parse(req.body) as { email: string };
      if (!body.email.includes('@')) {
        return sendJson(res, 422, {
          status: 'error',
          httpStatus: 'UnprocessableEntity',
          message: 'The given data was invalid',
          errors: { email: ['Enter a valid e-mail address'] },
        });
      }
      return sendJson(res, 200, { status: 'success', data: { message: 'Check your inbox' } });
    }
    if (path === '/v1/newsletters/unsubscribe') {
      return sendJson(res, 200, { status: 'success', data: { message: 'Unsubscribed' } });
    }
    return sendJson(res, 404, { status: 'error', httpStatus: 'NotFound', message: 'Not found' });
  });
  configureApiClient(createApiClient({ baseUrl: server.baseUrl, getToken: () => 'member-token' }));
});
afterAll(() => server.close());
beforeEach(() => {
  failLikes = false;
  server.requests.length = 0;
});

describe('setLiked', () => {
  it('posts a like and adds the id to the cached like ids', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meKeys.likeIds(), ids());
    await setLiked(queryClient, 'event', 7, true);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ type: 'event', id: 7 });
    expect(request.headers.authorization).toBe('Bearer member-token');
    expect(queryClient.getQueryData<ReturnType<typeof ids>>(meKeys.likeIds())?.event).toEqual([
      3, 7,
    ]);
  });

  it('deletes a like by type and id and removes it from the cache', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meKeys.likeIds(), ids());
    await setLiked(queryClient, 'event', 3, false);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe('/v1/me/likes?type=event&id=3');
    expect(queryClient.getQueryData<ReturnType<typeof ids>>(meKeys.likeIds())?.event).toEqual([]);
  });

  it('puts the cached ids back when the API fails', async () => {
    failLikes = true;
    const queryClient = new QueryClient();
    queryClient.setQueryData(meKeys.likeIds(), ids());
    await expect(setLiked(queryClient, 'event', 7, true)).rejects.toThrow('Boom');
    expect(queryClient.getQueryData<ReturnType<typeof ids>>(meKeys.likeIds())?.event).toEqual([3]);
  });
});

describe('newsletters', () => {
  it('subscribes with e-mail, consent and language', async () => {
    await expect(
      subscribeNewsletter({ email: 'eva@example.com', consent: true, locale: 'cz' }),
    ).resolves.toEqual({ message: 'Check your inbox' });
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({
      email: 'eva@example.com',
      consent: true,
      locale: 'cz',
    });
  });

  it('rejects with the per-field errors of a 422', async () => {
    await expect(subscribeNewsletter({ email: 'nope', consent: true })).rejects.toMatchObject({
      status: 422,
      errors: { email: ['Enter a valid e-mail address'] },
    });
  });

  it('unsubscribes with the token of the welcome mail', async () => {
    await unsubscribeNewsletter('tok-123');
    expect(server.requests.at(-1)!.url).toBe('/v1/newsletters/unsubscribe');
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ token: 'tok-123' });
  });
});
