import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiError, isApiError } from './api-error';
import { createApiClient } from './client';
import { type RecordedRequest, sendJson, startServer } from './test/http-server';

type Server = Awaited<ReturnType<typeof startServer>>;

let server: Server;
let last: () => RecordedRequest;

const unauthorized = {
  status: 'error',
  httpStatus: 'Unauthorized',
  message: 'The token is not valid',
};

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url.split('?')[0];
    switch (path) {
      case '/v1/echo':
        return sendJson(res, 200, {
          status: 'success',
          data: { method: req.method, url: req.url, body: req.body },
        });
      case '/v1/invalid':
        return sendJson(res, 422, {
          status: 'error',
          httpStatus: 'UnprocessableEntity',
          message: 'The given data was invalid',
          errors: { email: ['The email must be a valid email address.'], password: ['Too short'] },
        });
      case '/v1/unauthorized':
        return sendJson(res, 401, unauthorized);
      case '/v1/bad-gateway':
        res.writeHead(502, { 'Content-Type': 'text/plain' });
        return res.end('Bad gateway');
      case '/v1/error-with-200':
        return sendJson(res, 200, { status: 'error', httpStatus: 'Conflict', message: 'Taken' });
      case '/v1/bare':
        return sendJson(res, 200, { website_name: 'Beta' });
      case '/v1/empty':
        res.writeHead(204);
        return res.end();
      default:
        return sendJson(res, 404, {
          status: 'error',
          httpStatus: 'NotFound',
          message: 'Not found',
        });
    }
  });
  last = () => {
    const request = server.requests.at(-1);
    if (!request) throw new Error('the server got no request');
    return request;
  };
});

afterAll(() => server.close());

function client(token: string | null = 'tok-123', extra: { webAppOrigin?: string } = {}) {
  const calls: string[] = [];
  const api = createApiClient({
    baseUrl: `${server.baseUrl}/`,
    getToken: () => token,
    onUnauthorized: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push('onUnauthorized');
    },
    ...extra,
  });
  return { api, calls };
}

/** Runs a call that must fail and returns the ApiError plus what had happened by then. */
async function failure(run: () => Promise<unknown>, calls: string[]) {
  try {
    await run();
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error, callsAtThrow: [...calls] };
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('GET resolves with data, with the query string, bearer token and JSON accept header', async () => {
    const { api } = client();
    const data = await api.get<{ method: string; url: string }>('/v1/echo', {
      page: 2,
      search: 'café & bar',
      upcoming: true,
      category: ['fashion', 'food'],
      missing: undefined,
      none: null,
    });
    expect(data.method).toBe('GET');
    expect(data.url).toBe(
      '/v1/echo?page=2&search=caf%C3%A9+%26+bar&upcoming=true&category=fashion&category=food',
    );
    expect(last().headers.authorization).toBe('Bearer tok-123');
    expect(last().headers.accept).toBe('application/json');
    expect(last().headers.origin).toBeUndefined();
    expect(last().headers.cookie).toBeUndefined();
  });

  it('sends no Authorization header without a token, and reads the token on every request', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
    await api.get('v1/echo');
    expect(last().headers.authorization).toBeUndefined();
    token = 'fresh';
    await api.get('/v1/echo');
    expect(last().headers.authorization).toBe('Bearer fresh');
  });

  it('POST and PATCH send JSON and resolve with the whole response', async () => {
    const { api } = client();
    const posted = await api.post('/v1/echo', { email: 'a@b.cz', amount: '120.50' });
    expect(posted).toEqual({
      status: 'success',
      data: { method: 'POST', url: '/v1/echo', body: '{"email":"a@b.cz","amount":"120.50"}' },
    });
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().headers.authorization).toBe('Bearer tok-123');

    const patched = await api.patch<{ method: string; body: string }>('/v1/echo', {
      first_name: 'Eva',
    });
    expect(patched.status).toBe('success');
    expect(patched.data.method).toBe('PATCH');
    expect(JSON.parse(patched.data.body)).toEqual({ first_name: 'Eva' });
  });

  it('sends FormData as is (multipart with its own boundary)', async () => {
    const { api } = client();
    const form = new FormData();
    form.set('company_id', '7');
    form.set('image', new Blob(['%PDF-1.4 receipt'], { type: 'application/pdf' }), 'receipt.pdf');
    await api.post('/v1/echo', form);
    const request = last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="company_id"');
    expect(request.body).toContain('\r\n\r\n7\r\n');
    expect(request.body).toContain('filename="receipt.pdf"');
    expect(request.body).toContain('Content-Type: application/pdf');
    expect(request.body).toContain('%PDF-1.4 receipt');
    expect(request.body).not.toContain('[object FormData]');
  });

  it('DELETE sends the method and resolves with the whole response', async () => {
    const { api } = client();
    const deleted = await api.delete<{ method: string }>('/v1/echo');
    expect(deleted.status).toBe('success');
    expect(deleted.data.method).toBe('DELETE');
    expect(last().method).toBe('DELETE');
    expect(last().body).toBe('');
  });

  it('keeps absolute URLs (a settings caching proxy) and reads a bare JSON body as data', async () => {
    const { api } = client();
    expect(await api.get(`${server.baseUrl}/v1/bare`)).toEqual({ website_name: 'Beta' });
    expect(await api.delete('/v1/empty')).toEqual({ status: 'success', data: null });
    expect(api.url('/v1/news', { page: 1 })).toBe(`${server.baseUrl}/v1/news?page=1`);
  });

  it('for a web-app origin sends the Origin header and the token cookie', async () => {
    const { api } = client('tok 9/x', { webAppOrigin: 'http://localhost:4201' });
    await api.get('/v1/echo');
    expect(last().headers.origin).toBe('http://localhost:4201');
    expect(last().headers.cookie).toBe('token=tok%209%2Fx');
    expect(last().headers.authorization).toBe('Bearer tok 9/x');

    const anonymous = client(null, { webAppOrigin: 'http://localhost:4200' });
    await anonymous.api.post('/v1/echo', {});
    expect(last().headers.origin).toBe('http://localhost:4200');
    expect(last().headers.cookie).toBeUndefined();
  });
});

describe('errors', () => {
  it('throws the error body as an ApiError with the HTTP status and per-field errors', async () => {
    const { api, calls } = client();
    const { error } = await failure(() => api.post('/v1/invalid', { email: 'x' }), calls);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.httpStatus).toBe('UnprocessableEntity');
    expect(error.message).toBe('The given data was invalid');
    expect(error.errors.email).toEqual(['The email must be a valid email address.']);
    expect(error.fieldError('password')).toBe('Too short');
    expect(error.body).toMatchObject({ status: 'error', httpStatus: 'UnprocessableEntity' });
    expect(calls).toEqual([]);
  });

  it('treats status error as a failure even with HTTP 200', async () => {
    const { api } = client();
    await expect(api.get('/v1/error-with-200')).rejects.toMatchObject({
      status: 200,
      httpStatus: 'Conflict',
      message: 'Taken',
    });
  });

  it('turns a response that is not the envelope into an ApiError', async () => {
    const { api, calls } = client();
    const { error } = await failure(() => api.get('/v1/bad-gateway'), calls);
    expect(error.status).toBe(502);
    expect(error.body).toBe('Bad gateway');
    expect(error.message).toBe('Request failed with status 502');
    const notFound = await failure(() => api.get('/v1/nope'), calls);
    expect(notFound.error.httpStatus).toBe('NotFound');
    expect(calls).toEqual([]);
  });

  it.each(['get', 'post', 'patch'] as const)(
    'Unauthorized on %s awaits onUnauthorized before throwing',
    async (method) => {
      const { api, calls } = client();
      const run =
        method === 'get'
          ? () => api.get('/v1/unauthorized')
          : () => api[method]('/v1/unauthorized', {});
      const { error, callsAtThrow } = await failure(run, calls);
      expect(callsAtThrow).toEqual(['onUnauthorized']);
      expect(error.status).toBe(401);
      expect(error.isUnauthorized).toBe(true);
      expect(error.body).toEqual(unauthorized);
    },
  );

  it('Unauthorized on DELETE throws without calling onUnauthorized', async () => {
    const { api, calls } = client();
    const { error } = await failure(() => api.delete('/v1/unauthorized'), calls);
    expect(error.httpStatus).toBe('Unauthorized');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('works without an onUnauthorized callback', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'x' });
    await expect(api.get('/v1/unauthorized')).rejects.toBeInstanceOf(ApiError);
  });
});
