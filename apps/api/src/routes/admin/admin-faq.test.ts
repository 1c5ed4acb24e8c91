import { faqAdminSchema } from '@atrium/domain/contract/faq-admin';
import { faqItemSchema } from '@atrium/domain/contract/content';
import { createLoggingPublisher } from '@atrium/realtime-gateway/publisher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * GET/PUT /v1/admin/faq (admin-faq.routes.ts): the `content` permission; the questions checked
 * whole (texts, languages, the mall's own categories) before anything is written; a change
 * audited with before/after, cached answers dropped, `content.updated` sent; `/v1/faq` lists the
 * questions in the new order.
 */
const transport = createLoggingPublisher(() => {});
let t: TestApp;
let owner: StaffSession;
let content: StaffSession;
let desk: StaffSession;

beforeAll(async () => {
  t = await createTestApp({ realtime: transport, env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  content = await invited(t, owner, 'content-faq@example.test', 'content');
  desk = await invited(t, owner, 'desk-faq@example.test', 'desk');
});
afterAll(() => t?.close());

const read = (headers: Record<string, string>) => t.app.inject({ url: '/v1/admin/faq', headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/admin/faq',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const current = async () => faqAdminSchema.parse((await read(content.headers)).json().data);
const publicFaq = async (origin: string) =>
  z
    .array(faqItemSchema)
    .parse((await t.app.inject({ url: '/v1/faq', headers: { origin } })).json().data);

const question = (text: string, category_id: number | null = null) => ({
  category_id,
  translations: [{ locale: 'en' as const, question: text, answer: `About ${text}.` }],
});

describe('GET /v1/admin/faq', () => {
  it('answers the questions in order and the mall’s FAQ categories', async () => {
    const { items, categories } = await current();
    expect(items.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
    expect(items[0]!.translations.map((entry) => entry.locale)).toContain('cz');
    const listed = await publicFaq(ORIGIN.beta);
    expect(items.map((item) => item.id)).toEqual(listed.map((item) => item.id));
  });

  it('is refused to desk staff', async () => {
    expect((await read(desk.headers)).statusCode).toBe(403);
    expect((await put(desk.headers, { items: [] })).statusCode).toBe(403);
  });
});

describe('PUT /v1/admin/faq', () => {
  it('refuses invalid questions with the fields’ paths and writes nothing', async () => {
    const before = await current();
    const harfa = await t.app.inject({ url: '/v1/faq', headers: { origin: ORIGIN.novoplaza } });
    const otherMallCategory = (harfa.json().data as { category_id: number | null }[]).find(
      (item) => item.category_id !== null,
    )!.category_id!;
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: [{ category_id: null, translations: [] }] }, 'items.0.translations'],
      [
        {
          items: [
            { category_id: null, translations: [{ locale: 'en', question: ' ', answer: 'a' }] },
          ],
        },
        'items.0.translations.0.question',
      ],
      [
        {
          items: [
            {
              category_id: null,
              translations: [
                { locale: 'en', question: 'q', answer: 'a' },
                { locale: 'en', question: 'q2', answer: 'a2' },
              ],
            },
          ],
        },
        'items.0.translations',
      ],
      [
        { items: [question('Parking?'), question('Wifi?', otherMallCategory)] },
        'items.1.category_id',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await put(owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), `${JSON.stringify(body)} → ${res.body}`).toContain(path);
    }
    expect(await current()).toEqual(before);
  });

  it('stores the questions in order, audits them and sends content.updated', async () => {
    const before = await current();
    const category = before.categories[0]!.id;
    await publicFaq(ORIGIN.beta); // cached now
    const sent = transport.events.length;
    const items = [question('Where do I park?', category), question('Is there wifi?')];
    const res = await put(content.headers, { items });
    expect(res.statusCode, res.body).toBe(200);
    const saved = faqAdminSchema.parse(res.json().data).items;
    expect(saved.map(({ category_id, translations }) => ({ category_id, translations }))).toEqual(
      items,
    );

    const listed = await publicFaq(ORIGIN.beta);
    expect(listed.map((item) => item.translations[0]?.question)).toEqual([
      'Where do I park?',
      'Is there wifi?',
    ]);
    expect(listed[0]!.category_id).toBe(category);
    expect(transport.events.slice(sent)).toEqual([
      { channel: 'mall-beta', event: 'content.updated', data: { type: 'faq' } },
    ]);
    const audit = await t.app.inject({
      url: '/v1/staff/audit?action=faq.update',
      headers: owner.headers,
    });
    const entry = audit.json().data.data[0];
    expect(entry.actor).toMatchObject({ type: 'staff', label: 'content-faq@example.test' });
    expect(entry.before.items).toHaveLength(before.items.length);
    expect(entry.after.items).toEqual(items);
    expect((await publicFaq(ORIGIN.novoplaza)).length).toBeGreaterThan(0);
  });
});
