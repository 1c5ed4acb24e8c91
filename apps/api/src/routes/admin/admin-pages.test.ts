import { adminPageSchema } from '@atrium/domain/contract/pages-admin';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * /v1/admin/pages (admin-pages.routes.ts): the `content` permission; a page made, changed and
 * deleted with the public `/v1/website-pages/permalink/…` following at once; built-in pages keep
 * their address and cannot be deleted; every change audited and announced.
 */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let content: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  content = await invited(t, owner, 'content-pages@example.test', 'content');
  support = await invited(t, owner, 'support-pages@example.test', 'support');
});
afterAll(() => t?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...content.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
const list = async () =>
  z
    .array(adminPageSchema)
    .parse((await t.app.inject({ url: '/v1/admin/pages', headers: content.headers })).json().data);
const publicPage = (permalink: string, origin = ORIGIN.beta) =>
  t.app.inject({ url: `/v1/website-pages/permalink/${permalink}`, headers: { origin } });

const page = (permalink: string, title = 'Christmas opening') => ({
  permalink,
  image: null,
  translations: [
    { locale: 'en', title, content: '<p>Open until 22:00 every day.</p>' },
    { locale: 'cz', title: 'Vánoční otevírací doba', content: '<p>Otevřeno do 22:00.</p>' },
  ],
});

describe('/v1/admin/pages', () => {
  it('lists the pages with the built-in ones marked, and is refused to support', async () => {
    const pages = await list();
    expect(pages.find((p) => p.permalink === 'privacy-policy')?.built_in).toBe(true);
    expect(
      (await t.app.inject({ url: '/v1/admin/pages', headers: support.headers })).statusCode,
    ).toBe(403);
  });

  it('makes, changes and deletes a page of the mall’s own, the site following at once', async () => {
    const sent = transport.events.length;
    const made = await send('POST', '/v1/admin/pages', page('christmas-opening'));
    expect(made.statusCode, made.body).toBe(201);
    const { id } = adminPageSchema.parse(made.json().data);
    expect((await publicPage('christmas-opening')).json().data.translations[0].title).toBe(
      'Christmas opening',
    );
    // Another mall has no such page.
    expect((await publicPage('christmas-opening', ORIGIN.novoplaza)).statusCode).toBe(404);

    const changed = await send(
      'PUT',
      `/v1/admin/pages/${id}`,
      page('christmas', 'Christmas hours'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicPage('christmas-opening')).statusCode).toBe(404);
    expect((await publicPage('christmas')).json().data.translations[0].title).toBe(
      'Christmas hours',
    );

    const deleted = await send('DELETE', `/v1/admin/pages/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await publicPage('christmas')).statusCode).toBe(404);

    expect(transport.events.slice(sent).map((event) => event.data)).toEqual([
      { type: 'page', id },
      { type: 'page', id },
      { type: 'page', id },
    ]);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?target_type=page',
      headers: owner.headers,
    });
    const actions = (audit.json().data.data as { action: string; target_id: string }[])
      .filter((entry) => entry.target_id === String(id))
      .map((entry) => entry.action);
    expect(actions.sort()).toEqual(['page.create', 'page.delete', 'page.update']);
  });

  it('refuses bad pages with the fields’ paths, a taken address, and touching a built-in page’s address', async () => {
    const cases: [unknown, string][] = [
      [{ ...page('Bad Address!') }, 'permalink'],
      [{ ...page('x'), image: 'https://elsewhere.example/a.jpg' }, 'image'],
      [{ ...page('x'), translations: [] }, 'translations'],
      [
        { ...page('x'), translations: [{ locale: 'en', title: ' ', content: '' }] },
        'translations.0.title',
      ],
      [page('about'), 'permalink'], // taken by the built-in page
    ];
    for (const [body, path] of cases) {
      const res = await send('POST', '/v1/admin/pages', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors as object), res.body).toContain(path);
    }
    const privacy = (await list()).find((p) => p.permalink === 'privacy-policy')!;
    const moved = await send('PUT', `/v1/admin/pages/${privacy.id}`, page('privacy'));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('permalink');
    const removed = await send('DELETE', `/v1/admin/pages/${privacy.id}`);
    expect(removed.statusCode).toBe(409);
    expect((await publicPage('privacy-policy')).statusCode).toBe(200);
    expect((await send('DELETE', '/v1/admin/pages/999999')).statusCode).toBe(404);
  });
});
