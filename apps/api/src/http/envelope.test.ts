import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ORIGIN, createTestApp, type TestApp } from '../test/test-app';

/** The error envelope for the failures Fastify raises itself (DESIGN section 3). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login',
    headers: { origin: ORIGIN.beta, 'content-type': contentType },
    payload,
  });

describe('error envelope', () => {
  it('answers a body over the limit with 413', async () => {
    const res = await post(
      JSON.stringify({ email: 'a@b.cz', password: 'x'.repeat(300 * 1024) }),
      'application/json',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'error',
      httpStatus: 'PayloadTooLarge',
      message: 'Request body is too large',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'UnsupportedMediaType' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await post('{"email":', 'application/json');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', httpStatus: 'BadRequest' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers bad fields with 422 and per-field messages', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }), 'application/json');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.httpStatus).toBe('UnprocessableEntity');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers an unknown method/path with a 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/malls',
      headers: { origin: ORIGIN.beta },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});
