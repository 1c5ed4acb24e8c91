import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, PRODUCTION_ENV, type TestApp } from '../test/test-app';

let t: TestApp;
let prod: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      TENANT_EXTRA_ORIGINS: 'galerieharfa=https://www.harfa.example,beta=https://beta.example',
    },
  });
  prod = await createTestApp({ env: PRODUCTION_ENV });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

const mallName = async (app: TestApp, headers: Record<string, string>) => {
  const res = await app.app.inject({ url: '/v1/malls', headers });
  return { code: res.statusCode, body: res.json() };
};

describe('tenant from Origin', () => {
  it('finds the tenant from each local site origin', async () => {
    expect((await mallName(t, { origin: ORIGIN.beta })).body.data[0].name).toBe('Atrium Beta');
    expect((await mallName(t, { origin: ORIGIN.galerieharfa })).body.data[0].name).toBe(
      'Galerie Harfa',
    );
    expect((await mallName(t, { origin: 'http://127.0.0.1:4203' })).body.data[0].name).toBe(
      'Europa Shopping Center',
    );
  });

  it('accepts the extra origins configured per tenant', async () => {
    expect((await mallName(t, { origin: 'https://www.harfa.example' })).body.data[0].name).toBe(
      'Galerie Harfa',
    );
    expect((await mallName(t, { origin: 'https://beta.example' })).body.data[0].name).toBe(
      'Atrium Beta',
    );
  });

  it('rejects an unknown origin with 403 and a clear message', async () => {
    const { code, body } = await mallName(t, { origin: 'https://evil.example' });
    expect(code).toBe(403);
    expect(body).toEqual({
      status: 'error',
      httpStatus: 'Forbidden',
      message: 'Unknown origin https://evil.example',
    });
  });

  it('ignores X-Tenant when an Origin is present', async () => {
    const { body } = await mallName(t, { origin: ORIGIN.novoplaza, 'x-tenant': 'beta' });
    expect(body.data[0].name).toBe('Novo Plaza');
  });

  it('accepts X-Tenant without Origin outside production', async () => {
    expect((await mallName(t, { 'x-tenant': 'presentation' })).body.data[0].name).toBe(
      'Atrium Presentation',
    );
    const unknown = await mallName(t, { 'x-tenant': 'nope' });
    expect(unknown.code).toBe(403);
    const none = await mallName(t, {});
    expect(none.code).toBe(400);
    expect(none.body.httpStatus).toBe('BadRequest');
  });

  it('refuses X-Tenant in production', async () => {
    const { code, body } = await mallName(prod, { 'x-tenant': 'beta' });
    expect(code).toBe(400);
    expect(body.status).toBe('error');
    expect((await mallName(prod, { origin: ORIGIN.beta })).code).toBe(200);
  });
});

describe('CORS', () => {
  it('allows known origins with credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/malls',
      headers: { origin: ORIGIN.europasc, 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN.europasc);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives unknown origins no CORS grant', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/malls',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('envelope', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/v1/nothing-here', headers: { origin: ORIGIN.beta } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', httpStatus: 'NotFound' });
  });
});
