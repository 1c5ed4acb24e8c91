import { cinemaProgrammeSchema, showtimesQuerySchema } from '@atrium/domain/contract/cinema';
import { DEFAULT_TIME_ZONE } from '@atrium/domain/constants';
import { films, showtimes } from '@atrium/server-db/schema/cinema';
import { malls } from '@atrium/server-db/schema';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { success } from '../../http/envelope';
import { ok } from '../../http/contract';
import { toJson } from '../../http/list';

/**
 * GET /v1/cinema/showtimes?date=YYYY-MM-DD — the films screened on that day in the mall's time
 * zone (default today), each with its showtimes; today's screenings that have started are left
 * out. Cached per tenant and URL for 60 s like the other public lists, so a screening may stay
 * listed up to a minute after it starts.
 */
export const cinemaRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.responseCaches.create({ ttlMs: 60_000, per: 'tenant-and-url' });
  app.get(
    '/cinema/showtimes',
    { schema: { querystring: showtimesQuerySchema, response: ok(cinemaProgrammeSchema) } },
    async (req, reply) => {
      const q = req.query;
      return cache.send(req, reply, async () => {
        const tenantId = req.tenant.id;
        const timeZone = await mallTimeZone(tenantId);
        const now = new Date();
        const date = q.date ?? new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
        const rows = await app.db
          .select({ film: films, showtime: showtimes })
          .from(showtimes)
          .innerJoin(films, eq(films.id, showtimes.filmId))
          .where(
            and(
              eq(showtimes.tenantId, tenantId),
              sql`(${showtimes.startsAt} AT TIME ZONE ${timeZone})::date = ${date}::date`,
              gt(showtimes.startsAt, now),
            ),
          )
          .orderBy(asc(showtimes.startsAt), asc(showtimes.id));
        const byFilm = new Map<number, Record<string, unknown> & { showtimes: unknown[] }>();
        for (const { film, showtime } of rows) {
          let entry = byFilm.get(film.id);
          if (!entry) byFilm.set(film.id, (entry = { ...toJson(film), showtimes: [] }));
          const { filmId: _filmId, ...rest } = showtime;
          entry.showtimes.push(toJson(rest));
        }
        return success({ date, time_zone: timeZone, films: [...byFilm.values()] });
      });
    },
  );

  async function mallTimeZone(tenantId: string): Promise<string> {
    const [mall] = await app.db
      .select({ zone: sql<string | null>`${malls.profile}->>'timezone'` })
      .from(malls)
      .where(eq(malls.tenantId, tenantId))
      .orderBy(asc(malls.position))
      .limit(1);
    return mall?.zone && isTimeZone(mall.zone) ? mall.zone : DEFAULT_TIME_ZONE;
  }
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
