import { cinemaProgrammeSchema } from '@atrium/domain/contract/cinema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, ORIGIN, TENANT_IDS, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, origin: string = ORIGIN.beta) => {
  const res = await t.app.inject({ url, headers: { origin } });
  return { code: res.statusCode, body: res.json() };
};

const localDay = (at: Date, days = 0) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(at);
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /v1/cinema/showtimes', () => {
  it.each(TENANT_IDS)('%s has films with showtimes on each of the next days', async (tenant) => {
    const tomorrow = localDay(new Date(), 1);
    const { code, body } = await get(`/v1/cinema/showtimes?date=${tomorrow}`, ORIGIN[tenant]);
    expect(code).toBe(200);
    const data = cinemaProgrammeSchema.parse(body.data);
    expect(data.date).toBe(tomorrow);
    expect(data.films.length).toBeGreaterThanOrEqual(4);
    for (const film of data.films) {
      expect(film.translations.map((x) => x.locale).sort()).toEqual(['cz', 'de', 'en', 'sk']);
      expect(film.showtimes.length).toBeGreaterThan(0);
      for (const s of film.showtimes) {
        expect(localDay(new Date(s.starts_at))).toBe(tomorrow);
        expect(s.ticket_url).toMatch(/^https:\/\//);
      }
    }
  });

  it('answers today without a date and leaves out what has started', async () => {
    const { code, body } = await get('/v1/cinema/showtimes');
    expect(code).toBe(200);
    expect(body.data.date).toBe(localDay(new Date()));
    const now = Date.now();
    for (const film of body.data.films)
      for (const s of film.showtimes) expect(Date.parse(s.starts_at)).toBeGreaterThan(now);
  });

  it('is empty on a day without a programme', async () => {
    const { body } = await get(`/v1/cinema/showtimes?date=${localDay(new Date(), 30)}`);
    expect(body.data.films).toEqual([]);
  });

  it("shows only the tenant's own films", async () => {
    const date = localDay(new Date(), 2);
    const beta = (await get(`/v1/cinema/showtimes?date=${date}`, ORIGIN.beta)).body.data;
    const harfa = (await get(`/v1/cinema/showtimes?date=${date}`, ORIGIN.galerieharfa)).body.data;
    const ids = (d: { films: { id: number; showtimes: { id: number }[] }[] }) =>
      d.films.flatMap((f) => [`f${f.id}`, ...f.showtimes.map((s) => `s${s.id}`)]);
    const betaIds = new Set(ids(beta));
    expect(ids(harfa).some((id) => betaIds.has(id))).toBe(false);
    expect(harfa.films[0].showtimes[0].ticket_url).toContain('/galerieharfa/');
  });

  it.each(['2026-13-01', '2026-02-30', 'tomorrow', '2026-1-1'])(
    'answers 422 in the envelope for date=%s',
    async (date) => {
      const { code, body } = await get(`/v1/cinema/showtimes?date=${date}`);
      expect(code).toBe(422);
      expect(body.status).toBe('error');
    },
  );
});
