import { cinemaShowtimesQueryOptions } from '@atrium/api-client/cinema';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { FilmScreenings } from '@atrium/domain/contract/cinema';
import { formatTime } from '@atrium/domain/date-range';
import { findTranslation } from '@atrium/domain/translations';
import { Badge } from '@atrium/ui/badge';
import { FilterChips } from '@atrium/ui/filter-chips';
import { EmptyState } from '@atrium/ui/state';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useNow } from '../../frame/clock/use-now';
import { useLocale } from '../../frame/locale/use-locale';
import { renderRouterLink } from '../../frame/navigation/router-link';
import { useMall } from '../../mall/use-mall';
import { Page } from '../../common/page';
import { ShopCardItem } from '../../common/shops/shops-list';
import { CINEMA_COMPANIES } from '../../routing/loaders';
import { cinemaDays, pickedDay } from './cinema-days';
import '../../common/shops/shops.css';
import './visit.css';

const cinemaApi = getRouteApi('/$locale/_default/cinema');

const GENRES: Record<string, MessageDescriptor> = {
  drama: msg`Drama`,
  comedy: msg`Comedy`,
  animation: msg`Animation`,
  thriller: msg`Thriller`,
  documentary: msg`Documentary`,
  romance: msg`Romance`,
};

/**
 * `/cinema?date=YYYY-MM-DD`: the programme of a day (`GET /v1/cinema/showtimes`), today and the
 * six days after it as links, each film with its screenings linking to the tickets; then the
 * centre's entertainment venues.
 */
export function CinemaPage() {
  const { t } = useLingui();
  const { date: asked } = cinemaApi.useSearch();
  const mall = useMall();
  const now = useNow();
  const days = cinemaDays(now, mall.timezone);
  const day = pickedDay(days, asked);
  // The loader's query when the day asked for is offered; today's (no date) when it is not.
  const { data: programme } = useSuspenseQuery(
    cinemaShowtimesQueryOptions(asked === day ? asked : undefined),
  );
  return (
    <Page heading={t`Cinema`} intro={t`Films and entertainment at the centre.`}>
      <DayLinks days={days} day={day} />
      {programme.films.length === 0 ? (
        <EmptyState title={t`No screenings on this day`} description={t`Pick another day above.`} />
      ) : (
        <ul className="cinema-films" role="list">
          {programme.films.map((film) => (
            <FilmCard key={film.id} film={film} timeZone={programme.time_zone} />
          ))}
        </ul>
      )}
      <Venues />
    </Page>
  );
}

/** Today, tomorrow, then `Mon 30/11` (the language's short form): links, so each day has its URL. */
function DayLinks({ days, day }: { days: readonly string[]; day: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const label = (value: string, index: number) => {
    if (index === 0) return t`Today`;
    if (index === 1) return t`Tomorrow`;
    return new Intl.DateTimeFormat(i18n.locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value}T12:00:00Z`));
  };
  return (
    <FilterChips
      className="cinema-days"
      label={t`Day of the programme`}
      chips={days.map((value, index) => ({
        value,
        label: label(value, index),
        href: index === 0 ? `/${locale}/cinema` : `/${locale}/cinema?date=${value}`,
      }))}
      value={day}
      renderLink={renderRouterLink}
    />
  );
}

function FilmCard({ film, timeZone }: { film: FilmScreenings; timeZone: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = findTranslation(film.translations, locale, 'title') ?? '';
  const synopsis = findTranslation(film.translations, locale, 'synopsis');
  const genre = GENRES[film.genre];
  const minutes = film.length_minutes;
  const language = film.language.toUpperCase();
  const subtitles = film.subtitles?.toUpperCase();
  const rating = film.age_rating;
  return (
    <li className="cinema-film">
      <div className="cinema-film__head">
        <h2>{title}</h2>
        <Badge className="cinema-film__rating" aria-label={t`Age rating ${rating}`}>
          {rating}
        </Badge>
      </div>
      <p className="cinema-film__facts">
        {[
          genre ? i18n._(genre) : null,
          t`${minutes} min`,
          t`Language: ${language}`,
          subtitles ? t`Subtitles: ${subtitles}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {synopsis && <p className="cinema-film__synopsis">{synopsis}</p>}
      <ul className="cinema-film__showtimes" role="list" aria-label={t`Screenings of ${title}`}>
        {film.showtimes.map((showtime) => {
          const time = formatTime(showtime.starts_at, locale, timeZone);
          const hall = showtime.hall;
          return (
            <li key={showtime.id}>
              <a
                href={showtime.ticket_url}
                target="_blank"
                rel="noopener noreferrer"
                className="cinema-film__showtime"
                aria-label={t`Tickets for ${time}, hall ${hall} (opens in a new tab)`}
              >
                <strong>{time}</strong>
                <span>
                  <Trans>Hall {hall}</Trans>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The cinema and the centre's other entertainment, as shop cards. */
function Venues() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(CINEMA_COMPANIES);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  if (data.data.length === 0) return null;
  return (
    <section className="cinema-venues" aria-labelledby="cinema-venues">
      <h2 id="cinema-venues">{t`Entertainment at the centre`}</h2>
      <ul className="content-grid" role="list">
        {data.data.map((venue) => (
          <li key={venue.id}>
            <ShopCardItem
              shop={venue}
              showFloor={settings.show_floor_number_on_shop_card}
              titleAs="h3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
