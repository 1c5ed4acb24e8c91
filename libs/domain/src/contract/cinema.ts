import { z } from 'zod';

import { LOCALES } from '../locales';

/**
 * GET /v1/cinema/showtimes?date=YYYY-MM-DD (docs/api.md "Cinema"): the films screened on one day
 * in the mall's time zone (default today; today's screenings that have started are left out),
 * each with its showtimes in start order. Films without a screening that day are not listed.
 */

export const FILM_GENRES = [
  'drama',
  'comedy',
  'animation',
  'thriller',
  'documentary',
  'romance',
] as const;
export type FilmGenre = (typeof FILM_GENRES)[number];

export const showtimesQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine((d) => {
      const parsed = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(d);
    }, 'date is not a calendar day')
    .optional(),
});

export const showtimeSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  hall: z.string(),
  ticket_url: z.string(),
});
export type Showtime = z.output<typeof showtimeSchema>;

export const filmScreeningsSchema = z.object({
  id: z.number().int(),
  age_rating: z.string(),
  length_minutes: z.number().int(),
  genre: z.string(),
  language: z.enum(LOCALES),
  subtitles: z.enum(LOCALES).nullable(),
  translations: z.array(
    z.looseObject({ locale: z.string(), title: z.string(), synopsis: z.string() }),
  ),
  showtimes: z.array(showtimeSchema),
});
export type FilmScreenings = z.output<typeof filmScreeningsSchema>;

/** The data of the answer: the day asked for (or today) and its films. */
export const cinemaProgrammeSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  films: z.array(filmScreeningsSchema),
});
export type CinemaProgramme = z.output<typeof cinemaProgrammeSchema>;
