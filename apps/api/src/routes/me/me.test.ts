import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { companies, events, news } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { bearer, registerVerified } from '../auth/account-test-helpers';
import { parkingSecret, verifyParkingCode } from './parking-code';

let t: TestApp;
let dataDir: string;
let eva: string;
let adam: string;
let harfa: string;
let betaCompanies: number[];
let harfaCompany: number;
let betaEvent: number;
let betaNews: number;

beforeAll(async () => {
  // Uploads go to a temporary DATA_DIR, not the repo's .data.
  dataDir = mkdtempSync(join(tmpdir(), 'atrium-me-'));
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', DATA_DIR: dataDir } });
  eva = (await registerVerified(t, 'eva@example.com')).token;
  adam = (await registerVerified(t, 'adam@example.com')).token;
  harfa = (await registerVerified(t, 'eva@example.com', 'galerieharfa')).token;
  const ids = async (table: typeof companies | typeof events | typeof news, tenant: string) =>
    (
      await t.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.tenantId, tenant))
        .orderBy(asc(table.id))
    ).map((r) => r.id);
  betaCompanies = (await ids(companies, 'beta')).slice(0, 3);
  harfaCompany = (await ids(companies, 'galerieharfa'))[0]!;
  betaEvent = (await ids(events, 'beta'))[0]!;
  betaNews = (await ids(news, 'beta'))[0]!;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const req = (
  method: string,
  url: string,
  token: string,
  payload?: unknown,
  tenant: keyof typeof ORIGIN = 'beta',
) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token, tenant),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('every /v1/me path needs a token', () => {
  it.each([
    ['GET', '/v1/me/profile'],
    ['PATCH', '/v1/me/profile'],
    ['GET', '/v1/me/companies'],
    ['GET', '/v1/me/likes/ids'],
    ['POST', '/v1/me/likes'],
    ['POST', '/v1/me/follows/companies'],
    ['GET', '/v1/me/thumbs'],
    ['GET', '/v1/me/parking/show-qr-code'],
    ['POST', '/v1/me/profile-picture'],
  ])('%s %s → 401', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { origin: ORIGIN.beta },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().httpStatus).toBe('Unauthorized');
  });
});

describe('profile', () => {
  it('reads and updates the profile with validation', async () => {
    const got = await req('GET', '/v1/me/profile', eva);
    expect(got.json().data).toMatchObject({
      email: 'eva@example.com',
      first_name: 'Eva',
      avatar: null,
    });

    const bad = await req('PATCH', '/v1/me/profile', eva, {
      first_name: '',
      birth_date: '2990-01-01',
      phone: 'call me',
      gender: 'x',
      locale: 'fr',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'birth_date',
      'first_name',
      'gender',
      'locale',
      'phone',
    ]);

    const ok = await req('PATCH', '/v1/me/profile', eva, {
      first_name: 'Eva Marie',
      locale: 'de',
      phone: '+420 777 123 456',
      birth_date: '1990-05-04',
      city: 'Brno',
      marketing_consent: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      first_name: 'Eva Marie',
      locale: 'de',
      birth_date: '1990-05-04',
      city: 'Brno',
    });
    expect((await req('GET', '/v1/me/profile', eva)).json().data.phone).toBe('+420 777 123 456');
    // The other tenant's account with the same e-mail is untouched.
    expect(
      (await req('GET', '/v1/me/profile', harfa, undefined, 'galerieharfa')).json().data.first_name,
    ).toBe('Eva');
  });

  it('uploads a profile picture, resized to a 512×512 WebP; refuses other types', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const form = (file: Buffer, type: string, name = 'me.png') => {
      const boundary = '----atrium' + Math.random().toString(16).slice(2);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, type: `multipart/form-data; boundary=${boundary}` };
    };
    const f = form(png, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/me/profile-picture',
      headers: { ...bearer(eva), 'content-type': f.type },
      payload: f.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^http:\/\/api\.test\/uploads\/avatars\/beta\/\d+-[0-9a-f]{12}\.webp$/);
    const path = new URL(url).pathname;
    const file = await t.app.inject({ url: path });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(existsSync(join(t.env.DATA_DIR, 'uploads', path.replace('/uploads/', '')))).toBe(true);

    const gif = form(Buffer.from('GIF89a....'), 'image/gif', 'x.gif');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/me/profile-picture',
      headers: { ...bearer(eva), 'content-type': gif.type },
      payload: gif.body,
    });
    expect(refused.statusCode).toBe(415);
    const fake = form(Buffer.from('not really a png'), 'image/png');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/v1/me/profile-picture',
      headers: { ...bearer(eva), 'content-type': fake.type },
      payload: fake.body,
    });
    expect(broken.statusCode).toBe(415);
    // A PNG by its first bytes whose pixels are cut off is decoded in full and refused.
    const cut = form(png.subarray(0, png.length - 40), 'image/png');
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/v1/me/profile-picture',
      headers: { ...bearer(eva), 'content-type': cut.type },
      payload: cut.body,
    });
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json()).toMatchObject({
      status: 'error',
      errors: { image: ['The file is not a readable JPEG, PNG or WebP image'] },
    });
    const big = form(Buffer.alloc(6 * 1024 * 1024, 1), 'image/png');
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/v1/me/profile-picture',
      headers: { ...bearer(eva), 'content-type': big.type },
      payload: big.body,
    });
    expect(tooBig.statusCode).toBe(413);
    const json = await req('POST', '/v1/me/profile-picture', eva, { image: 'x' });
    expect(json.statusCode).toBe(415);
  });
});

describe('likes, follows and thumbs', () => {
  it('likes content, lists it and keeps members and tenants apart', async () => {
    const [c1, c2, c3] = betaCompanies as [number, number, number];
    expect((await req('POST', '/v1/me/likes', eva, { type: 'company', id: c1 })).statusCode).toBe(
      201,
    );
    expect((await req('POST', '/v1/me/likes', eva, { type: 'company', id: c1 })).statusCode).toBe(
      201,
    ); // idempotent
    await req('POST', '/v1/me/likes', eva, { type: 'event', id: betaEvent });
    await req('POST', '/v1/me/likes', eva, { type: 'news', id: betaNews });
    await req('POST', '/v1/me/likes', adam, { type: 'company', id: c2 });
    expect(
      (await req('POST', '/v1/me/follows/companies', eva, { company_id: c3 })).statusCode,
    ).toBe(201);

    const ids = (await req('GET', '/v1/me/likes/ids', eva)).json().data;
    expect(ids).toEqual({
      news: [betaNews],
      event: [betaEvent],
      reward: [],
      product: [],
      company: [c1],
    });
    expect((await req('GET', '/v1/me/likes/ids', adam)).json().data.company).toEqual([c2]);

    // /me/companies: liked and followed; /me/follows/companies: followed only.
    const mine = (await req('GET', '/v1/me/companies', eva)).json().data;
    expect(mine.total).toBe(2);
    expect(mine.data.map((c: { id: number }) => c.id).sort()).toEqual([c1, c3].sort());
    expect(mine.data[0]).toHaveProperty('translations');
    const follows = (await req('GET', '/v1/me/follows/companies', eva)).json().data;
    expect(follows.data.map((c: { id: number }) => c.id)).toEqual([c3]);
    const events = (await req('GET', '/v1/me/events', eva)).json().data;
    expect(events.data.map((e: { id: number }) => e.id)).toEqual([betaEvent]);
    expect((await req('GET', '/v1/me/news?per_page=1', eva)).json().data).toMatchObject({
      total: 1,
      per_page: 1,
    });
    expect((await req('GET', '/v1/me/rewards', eva)).json().data.total).toBe(0);
    expect((await req('GET', '/v1/me/news?per_page=7', eva)).statusCode).toBe(422);

    // Another tenant's content cannot be liked from beta, and beta likes do not show on harfa.
    const foreign = await req('POST', '/v1/me/likes', eva, { type: 'company', id: harfaCompany });
    expect(foreign.statusCode).toBe(404);
    const harfaIds = (await req('GET', '/v1/me/likes/ids', harfa, undefined, 'galerieharfa')).json()
      .data;
    expect(harfaIds.company).toEqual([]);
    expect(
      (await req('POST', '/v1/me/follows/companies', harfa, { company_id: c1 }, 'galerieharfa'))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await req(
          'POST',
          '/v1/me/likes',
          harfa,
          { type: 'company', id: harfaCompany },
          'galerieharfa',
        )
      ).statusCode,
    ).toBe(201);
    expect((await req('GET', '/v1/me/likes/ids', eva)).json().data.company).toEqual([c1]);

    // Unlike (body or query) and unfollow.
    expect((await req('DELETE', '/v1/me/likes', eva, { type: 'company', id: c1 })).statusCode).toBe(
      200,
    );
    expect((await req('DELETE', `/v1/me/likes?type=event&id=${betaEvent}`, eva)).statusCode).toBe(
      200,
    );
    expect(
      (await req('DELETE', '/v1/me/follows/companies', eva, { company_id: c3 })).statusCode,
    ).toBe(200);
    expect((await req('GET', '/v1/me/likes/ids', eva)).json().data).toMatchObject({
      company: [],
      event: [],
    });
    expect((await req('GET', '/v1/me/companies', eva)).json().data.total).toBe(0);
    // Adam's like survived Eva's unlikes.
    expect((await req('GET', '/v1/me/likes/ids', adam)).json().data.company).toEqual([c2]);
  });

  it('validates like and follow bodies', async () => {
    for (const body of [
      {},
      { type: 'shop', id: 1 },
      { type: 'news', id: 'abc' },
      { type: 'news', id: -1 },
    ]) {
      const res = await req('POST', '/v1/me/likes', eva, body);
      expect(res.statusCode).toBe(422);
    }
    expect(
      (await req('POST', '/v1/me/follows/companies', eva, { company_id: 'x' })).statusCode,
    ).toBe(422);
  });

  it('gives thumbs up and down, one per item', async () => {
    const [c1] = betaCompanies as [number];
    await req('POST', '/v1/me/thumbs', eva, { type: 'news', id: betaNews, value: 'up' });
    await req('POST', '/v1/me/thumbs', eva, { type: 'news', id: betaNews, value: 'down' });
    await req('POST', '/v1/me/thumbs', eva, { type: 'company', id: c1, value: 'up' });
    const list = (await req('GET', '/v1/me/thumbs', eva)).json().data as {
      type: string;
      id: number;
      value: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((x) => x.type === 'news')).toMatchObject({ id: betaNews, value: 'down' });
    expect((await req('GET', '/v1/me/thumbs', adam)).json().data).toEqual([]);
    expect(
      (await req('POST', '/v1/me/thumbs', eva, { type: 'news', id: betaNews, value: 'meh' }))
        .statusCode,
    ).toBe(422);
    await req('DELETE', '/v1/me/thumbs', eva, { type: 'news', id: betaNews });
    expect((await req('GET', '/v1/me/thumbs', eva)).json().data).toHaveLength(1);
  });
});

describe('parking QR code', () => {
  it('returns a signed, expiring code the gate can verify, and an SVG', async () => {
    const res = await req('GET', '/v1/me/parking/show-qr-code', eva);
    expect(res.statusCode).toBe(200);
    const { code, qr_svg, expires_at } = res.json().data;
    expect(qr_svg).toMatch(/^<svg/);
    const profile = (await req('GET', '/v1/me/profile', eva)).json().data;
    const secret = parkingSecret(t.env);
    expect(verifyParkingCode(secret, code)).toEqual({ tenantId: 'beta', customerId: profile.id });
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());
    // Tampered, wrong key, expired.
    expect(verifyParkingCode(secret, code.replace('.beta.', '.novoplaza.'))).toBeNull();
    expect(verifyParkingCode('another-secret-0123456789', code)).toBeNull();
    expect(verifyParkingCode(secret, code, Date.now() + 16 * 60 * 1000)).toBeNull();
  });
});

describe('logout through DELETE /v1/me/token', () => {
  it('revokes only that token', async () => {
    const { token } = await registerVerified(t, 'bye@example.com');
    expect((await req('DELETE', '/v1/me/token', token)).statusCode).toBe(200);
    expect((await req('GET', '/v1/me/profile', token)).statusCode).toBe(401);
    expect((await req('GET', '/v1/me/profile', eva)).statusCode).toBe(200);
  });
});
