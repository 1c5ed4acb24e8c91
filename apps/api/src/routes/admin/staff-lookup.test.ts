import { receipts } from '@atrium/server-db/schema/loyalty';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember, loyaltyShop, type Member, pragueDay } from '../../loyalty/test-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstOwner, invited, type StaffSession } from '../staff/staff-test-helpers';

/**
 * Staff at volume: members found by part of a name, e-mail or phone (folded, paged, this mall's
 * only); the receipt queue narrowed by hold reason, shop, day range and member; the decisions made
 * on it; ledger rows described by what they name. On PGlite and PostgreSQL.
 */
let t: TestApp;
let owner: StaffSession;
let desk: StaffSession;
let harfaOwner: StaffSession;
let novak: Member;
let dvorak: Member;
let harfaNovak: Member;
let gross: Member;
let shopA: number;
let shopB: number;

async function receipt(
  m: Member,
  fields: Partial<typeof receipts.$inferInsert> & { companyId: number },
): Promise<number> {
  const number = randomBytes(5).toString('hex');
  const [row] = await t.db
    .insert(receipts)
    .values({
      tenantId: m.tenantId,
      customerId: m.id,
      amount: 128_750,
      purchasedOn: pragueDay(),
      receiptNumber: number,
      receiptNumberKey: number.toUpperCase(),
      imagePath: `receipts/${m.tenantId}/${number}.jpg`,
      imageType: 'image/jpeg',
      imageSize: 100,
      imageSha256: number,
      holdReason: 'over-limit',
      ...fields,
    })
    .returning({ id: receipts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  owner = await firstOwner(t, 'beta');
  desk = await invited(t, owner, 'desk-lookup@example.test', 'desk');
  harfaOwner = await firstOwner(t, 'galerieharfa');
  novak = await createMember(t.db, 'beta', {
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana.n@posta.example',
    phone: '+420 777 123 456',
  });
  dvorak = await createMember(t.db, 'beta', {
    firstName: 'Petr',
    lastName: 'Dvořák',
    email: 'petr@firma.example',
  });
  gross = await createMember(t.db, 'beta', {
    firstName: 'Anna',
    lastName: 'Groß‑Müller',
    email: 'anna@strasse.example',
  });
  harfaNovak = await createMember(t.db, 'galerieharfa', {
    firstName: 'Jan',
    lastName: 'Novák',
    email: 'jan.novak@harfa.example',
  });
  shopA = await loyaltyShop(t.db, 'beta', 0);
  shopB = await loyaltyShop(t.db, 'beta', 1);
});
afterAll(() => t?.close());

const get = (url: string, as: StaffSession) => t.app.inject({ url, headers: as.headers });
const post = (url: string, as: StaffSession, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as.headers, payload });

describe('GET /v1/admin/members/search', () => {
  const found = async (q: string, as = desk) => {
    const res = await get(`/v1/admin/members/search?q=${encodeURIComponent(q)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.data as { id: number }[]).map((m) => m.id);
  };

  it('finds by part of a name without diacritics, by e-mail part and by phone digits', async () => {
    expect(await found('novak')).toEqual([novak.id]);
    expect(await found('NOVÁKOVÁ jana')).toEqual([novak.id]);
    expect(await found('dvorak')).toEqual([dvorak.id]);
    expect(await found('firma.exa')).toEqual([dvorak.id]);
    expect(await found('777 123')).toEqual([novak.id]);
    expect(await found('nobody-like-this')).toEqual([]);
    // ß read as ss, a no-break hyphen as a hyphen, ü as u, the e-mail's own ss.
    expect(await found('gross-muller')).toEqual([gross.id]);
    expect(await found('MULLER')).toEqual([gross.id]);
    expect(await found('strasse.ex')).toEqual([gross.id]);
    expect(await found('groß')).toEqual([gross.id]);
  });

  it('answers with name, number, e-mail, phone and balance, paged', async () => {
    const res = await get('/v1/admin/members/search?q=example&per_page=1', desk);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.per_page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    // Ordered by last name: Dvořák before Nováková.
    expect(page.data[0]).toMatchObject({
      id: dvorak.id,
      first_name: 'Petr',
      last_name: 'Dvořák',
      email: 'petr@firma.example',
      phone: null,
      balance: 0,
    });
  });

  it('reads any text literally: no pattern or regular-expression character means more', async () => {
    for (const q of ['a\\', '[]', 'a(b', '^$', 'x{2}', "';--", '%%', '__', '.*', 'n?vak', '\\d+']) {
      expect(await found(q), q).toEqual([]);
    }
    expect(await found('jana.n@')).toEqual([novak.id]);
  });

  it("never answers another mall's members", async () => {
    expect(await found('novak', harfaOwner)).toEqual([harfaNovak.id]);
    expect(await found('jan.novak@harfa')).toEqual([]);
  });

  it('refuses a search too short, too long or a page too large (422), and other roles', async () => {
    for (const q of ['q=a', 'q=', '', `q=${'x'.repeat(101)}`, 'q=novak&per_page=51']) {
      const res = await get(`/v1/admin/members/search?${q}`, desk);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().status).toBe('error');
    }
    const content = await invited(t, owner, 'content-lookup@example.test', 'content');
    expect((await get('/v1/admin/members/search?q=novak', content)).statusCode).toBe(403);
  });
});

describe('GET /v1/admin/receipts filters', () => {
  let held: number;
  let pdf: number;
  let otherShop: number;
  let older: number;

  beforeAll(async () => {
    held = await receipt(novak, { companyId: shopA });
    pdf = await receipt(novak, { companyId: shopA, holdReason: 'pdf' });
    otherShop = await receipt(dvorak, { companyId: shopB });
    older = await receipt(dvorak, {
      companyId: shopA,
      purchasedOn: pragueDay(-10),
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    });
  });

  const ids = async (query: string) => {
    const res = await get(`/v1/admin/receipts?per_page=200&${query}`, desk);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.data as { id: number }[]).map((r) => r.id);
  };

  it('narrows by hold reason, shop, member and days of purchase or upload', async () => {
    expect(await ids('hold_reason=pdf')).toEqual([pdf]);
    expect(await ids(`company_id=${shopB}`)).toEqual([otherShop]);
    expect(await ids('member=novakova')).toEqual([held, pdf]);
    expect(await ids(`customer_id=${dvorak.id}`)).toEqual([older, otherShop]);
    const lastWeek = pragueDay(-7);
    expect(await ids(`day=purchased&to=${lastWeek}`)).toEqual([older]);
    expect(await ids(`day=uploaded&from=${lastWeek}&member=dvorak`)).toEqual([otherShop]);
    expect(await ids(`from=${pragueDay(-9)}&to=${pragueDay(-9)}`)).toEqual([older]);
  });

  it('shows whose receipt it is by name', async () => {
    const res = await get(`/v1/admin/receipts?hold_reason=pdf`, desk);
    expect(res.json().data.data[0].member).toEqual({
      id: novak.id,
      first_name: 'Jana',
      last_name: 'Nováková',
      email: 'jana.n@posta.example',
    });
    const one = await get(`/v1/admin/receipts/${held}`, desk);
    expect(one.json().data.member.last_name).toBe('Nováková');
  });

  it("keeps another mall's receipts out, whatever the filter", async () => {
    const res = await get('/v1/admin/receipts?member=novak', harfaOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
    expect(
      (await get(`/v1/admin/receipts?customer_id=${novak.id}`, harfaOwner)).json().data.total,
    ).toBe(0);
  });

  it('refuses bad filters with 422', async () => {
    for (const q of [
      'hold_reason=lost',
      'status=maybe',
      'company_id=0',
      'company_id=99999999999',
      'day=printed',
      'from=2026-02-30',
      'from=yesterday',
      'from=2026-05-02&to=2026-05-01',
      'member=x',
    ]) {
      const res = await get(`/v1/admin/receipts?${q}`, desk);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().status).toBe('error');
    }
  });
});

describe('GET /v1/admin/receipts/decisions', () => {
  it('lists who decided what and when, with the reason, newest first', async () => {
    const approved = await receipt(novak, { companyId: shopA });
    const rejected = await receipt(dvorak, { companyId: shopB });
    expect((await post(`/v1/admin/receipts/${approved}/approve`, desk, {})).statusCode).toBe(200);
    const reject = await post(`/v1/admin/receipts/${rejected}/reject`, owner, {
      reason: 'other',
      note: 'Blurry photo',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const reverse = await post(`/v1/admin/receipts/${approved}/reverse`, owner, {
      reason: 'duplicate',
    });
    expect(reverse.statusCode, reverse.body).toBe(200);

    const res = await get('/v1/admin/receipts/decisions', desk);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.data;
    expect(rows.slice(0, 3)).toEqual([
      expect.objectContaining({
        decision: 'reverse',
        receipt_id: approved,
        reject_reason: 'duplicate',
        staff: { id: owner.id, name: 'Olga' },
        member: expect.objectContaining({ id: novak.id, last_name: 'Nováková' }),
      }),
      expect.objectContaining({
        decision: 'reject',
        receipt_id: rejected,
        company_id: shopB,
        reject_reason: 'other',
        reject_note: 'Blurry photo',
        member: expect.objectContaining({ id: dvorak.id }),
      }),
      expect.objectContaining({
        decision: 'approve',
        receipt_id: approved,
        amount_minor: 128_750,
        staff: { id: desk.id, name: 'desk-lookup@example.test' },
      }),
    ]);
    const only = async (q: string) =>
      (await get(`/v1/admin/receipts/decisions?${q}`, desk)).json().data.data as {
        receipt_id: number;
        decision: string;
      }[];
    expect((await only('decision=reject')).map((d) => d.receipt_id)).toEqual([rejected]);
    expect((await only('member=dvorak')).map((d) => d.decision)).toEqual(['reject']);
    expect((await only(`staff_id=${desk.id}`)).map((d) => d.decision)).toEqual(['approve']);
    expect(await only(`from=${pragueDay(1)}`)).toEqual([]);
    expect((await only(`from=${pragueDay()}&to=${pragueDay()}`)).length).toBe(3);
    const harfa = await get('/v1/admin/receipts/decisions', harfaOwner);
    expect(harfa.json().data.total).toBe(0);
    for (const q of ['decision=maybe', 'from=2026-13-01', 'per_page=0', 'staff_id=-1']) {
      expect((await get(`/v1/admin/receipts/decisions?${q}`, desk)).statusCode, q).toBe(422);
    }
  });
});

describe('GET /v1/admin/members/:id/points-history, described', () => {
  it('names the receipt and its shop, and the staff member and note of a bonus', async () => {
    const id = await receipt(dvorak, { companyId: shopA, amount: 128_750 });
    expect((await post(`/v1/admin/receipts/${id}/approve`, desk, {})).statusCode).toBe(200);
    const bonus = await post('/v1/admin/points/adjust', owner, {
      customer_id: dvorak.id,
      delta: 50,
      reason: 'bonus',
      note: 'Birthday: welcome',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const res = await get(`/v1/admin/members/${dvorak.id}/points-history`, desk);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().data.data;
    expect(first).toMatchObject({
      reason: 'bonus',
      receipt: null,
      reward: null,
      staff: { name: 'Olga', note: 'Birthday: welcome' },
    });
    expect(second).toMatchObject({
      reason: 'receipt',
      reference: `receipt:${id}`,
      receipt: { id, company_id: shopA, amount_minor: 128_750 },
      staff: null,
    });
    expect(Object.keys(second.receipt.shop_names)).toContain('cz');
  });

  it("gives the tier's names as the mall wrote them", async () => {
    const res = await get(`/v1/admin/members/${dvorak.id}`, desk);
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json().data;
    expect(member.tier).toBe('silver');
    expect(member.tier_names).toMatchObject({ en: 'Silver', cz: 'Stříbrná' });
  });
});
