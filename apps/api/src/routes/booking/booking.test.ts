import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';

let t: TestApp;
let eva: string;
let adam: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  eva = (await registerVerified(t, 'eva@example.com')).token;
  adam = (await registerVerified(t, 'adam@example.com')).token;
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe('booking', () => {
  it('lists services and options of the tenant only', async () => {
    const beta = (
      await t.app.inject({ url: '/v1/booking/services', headers: { origin: ORIGIN.beta } })
    ).json().data;
    const harfa = (
      await t.app.inject({ url: '/v1/booking/services', headers: { origin: ORIGIN.galerieharfa } })
    ).json().data;
    expect(beta.length).toBeGreaterThan(0);
    const betaIds = new Set(beta.map((s: { id: number }) => s.id));
    expect(harfa.some((s: { id: number }) => betaIds.has(s.id))).toBe(false);
    expect(beta[0]).toHaveProperty('translations');
    const options = (
      await t.app.inject({
        url: `/v1/booking/options?service_id=${beta[0].id}`,
        headers: { origin: ORIGIN.beta },
      })
    ).json().data;
    expect(options.every((o: { service_id: number }) => o.service_id === beta[0].id)).toBe(true);
  });

  it('creates an order with services and options; members see only their own orders', async () => {
    const services = (
      await t.app.inject({ url: '/v1/booking/services', headers: { origin: ORIGIN.beta } })
    ).json().data as { id: number; options: { id: string; price: number }[] }[];
    const service = services.find((s) => s.options.length > 0)!;
    const option = service.options[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/booking/orders',
      headers: bearer(eva),
      payload: {
        services: [{ service_id: service.id, quantity: 2, option_ids: [option.id] }],
        scheduled_at: tomorrow(),
        note: 'Silver Škoda',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      status: 'pending',
      total: option.price * 2,
      note: 'Silver Škoda',
    });
    expect(order.items.map((i: { kind: string }) => i.kind)).toEqual(['service', 'option']);

    const mine = (await t.app.inject({ url: '/v1/booking/orders', headers: bearer(eva) })).json()
      .data;
    expect(mine.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(
      (await t.app.inject({ url: '/v1/booking/orders', headers: bearer(adam) })).json().data.total,
    ).toBe(0);
    expect(
      (await t.app.inject({ url: '/v1/booking/orders', headers: { origin: ORIGIN.beta } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses unknown services or options, other tenants’ services and past times (422)', async () => {
    const harfa = (
      await t.app.inject({ url: '/v1/booking/services', headers: { origin: ORIGIN.galerieharfa } })
    ).json().data as { id: number }[];
    const beta = (
      await t.app.inject({ url: '/v1/booking/services', headers: { origin: ORIGIN.beta } })
    ).json().data as { id: number }[];
    for (const payload of [
      { services: [{ service_id: harfa[0]!.id }], scheduled_at: tomorrow() },
      { services: [{ service_id: beta[0]!.id, option_ids: ['nope'] }], scheduled_at: tomorrow() },
      { services: [{ service_id: beta[0]!.id }], scheduled_at: '2020-01-01T10:00:00Z' },
      { services: [], scheduled_at: tomorrow() },
      { scheduled_at: 'tomorrow' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/booking/orders',
        headers: bearer(eva),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });
});
