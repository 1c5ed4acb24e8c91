import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { tenants, type Translation } from '../schema';

/**
 * The mall cinema's programme (GET /v1/cinema/showtimes, docs/api.md "Cinema"): films with
 * their screenings. `translations` holds `{locale, title, synopsis}`.
 */

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const films = pgTable(
  'films',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Age rating as the cinema shows it, e.g. "U", "12", "15", "18". */
    ageRating: text('age_rating').notNull(),
    lengthMinutes: integer('length_minutes').notNull(),
    /** One of the FILM_GENRES codes (libs/domain/src/contract/cinema.ts); the site names it. */
    genre: text('genre').notNull(),
    /** Spoken language and subtitles as locale codes (en, cs, sk, de …); subtitles may be absent. */
    language: text('language').notNull(),
    subtitles: text('subtitles'),
    translations: jsonb('translations')
      .$type<Translation[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('films_tenant_idx').on(t.tenantId)],
);

export const showtimes = pgTable(
  'showtimes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    hall: text('hall').notNull(),
    ticketUrl: text('ticket_url').notNull(),
  },
  (t) => [index('showtimes_tenant_starts_idx').on(t.tenantId, t.startsAt)],
);
