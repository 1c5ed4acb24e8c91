import { settingsQueryOptions } from '@atrium/api-client/settings';
import { INTL_DATE_LOCALES } from '@atrium/domain/date-range';
import {
  defaultZone,
  otherZones,
  displayTime,
  hoursOnDate,
  localizedName,
  localMoment,
  upcomingExceptions,
  type OpeningHoursEntry,
} from '@atrium/domain/opening-hours';
import { findTranslation } from '@atrium/domain/translations';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import { OpenNow, WeekTable } from '../../common/shops/open-now';
import { useNow } from '../../frame/clock/use-now';
import '../../common/shops/shops.css';
import './visit.css';

function zoneTitle(zone: OpeningHoursEntry, locale: ReturnType<typeof useLocale>, main: string) {
  return localizedName(zone.name, locale) ?? (zone.zone === 'default' ? main : zone.zone);
}

/**
 * `/opening-hours`: the main hours (open-now line, the week with today highlighted, closed days),
 * the exceptions of the next 60 days (holidays), then every other zone, the mall's opening-hours
 * text, and parking when `is_parking_visible_on_opening_hours`.
 */
export function OpeningHoursPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const mall = useMall();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const now = useNow();
  const main = defaultZone(mall.opening_hours);
  const translations = Array.isArray(mall.translations) ? (mall.translations as never[]) : [];
  const description = findTranslation(translations, locale, 'opening_hours_description');
  if (!main) {
    return (
      <Page heading={t`Opening hours`}>
        <EmptyState
          title={t`The opening hours are not published yet`}
          description={t`Please call or write to the centre.`}
        />
      </Page>
    );
  }
  const zones = [main, ...otherZones(mall.opening_hours)];
  const dateFormat = new Intl.DateTimeFormat(INTL_DATE_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const exceptions = upcomingExceptions(main, now, mall.timezone, 60);
  const today = localMoment(now, mall.timezone).date;
  return (
    <Page heading={t`Opening hours`} className="opening-hours-page">
      <OpenNow zone={main} timeZone={mall.timezone} />
      {exceptions.length > 0 && (
        <section className="opening-hours-page__exceptions" aria-labelledby="oh-exceptions">
          <h2 id="oh-exceptions">
            <Trans>Holidays and changed hours</Trans>
          </h2>
          <ul role="list">
            {exceptions.map((exception) => {
              const day = dateFormat.format(new Date(`${exception.date}T12:00:00Z`));
              const name = localizedName(exception.name, locale);
              const hours = exception.hours;
              const from = hours ? displayTime(hours.open) : '';
              const to = hours ? displayTime(hours.close) : '';
              return (
                <li
                  key={exception.date}
                  aria-current={exception.date === today ? 'date' : undefined}
                >
                  <span className="opening-hours-page__day">
                    <strong>{day}</strong>
                    {name && <span className="opening-hours-page__holiday">{name}</span>}
                  </span>
                  {hours ? (
                    <span className="opening-hours-page__time">
                      {from}–{to}
                    </span>
                  ) : (
                    <span className="opening-hours-page__closed">
                      <Trans>Closed</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="opening-hours-page__zones">
        {zones.map((zone) => {
          const title = zoneTitle(zone, locale, t`Shopping centre`);
          const todayHours = hoursOnDate(zone, today);
          return (
            <section key={zone.zone} className="opening-hours-page__zone" data-zone={zone.zone}>
              <h2>{title}</h2>
              {zone.status === 'closed' ? (
                <p className="opening-hours-page__closed">
                  <Trans>Closed until further notice</Trans>
                </p>
              ) : (
                <>
                  {todayHours.exception && (
                    <p className="opening-hours-page__note">
                      <Trans>Changed hours today</Trans>
                    </p>
                  )}
                  <WeekTable zone={zone} timeZone={mall.timezone} label={title} />
                </>
              )}
            </section>
          );
        })}
      </div>
      {description && <HtmlContent html={description} />}
      {settings.is_parking_visible_on_opening_hours && (
        <p>
          <Link to={`/${locale}/parking` as never}>
            <Trans>Parking: prices and free spaces</Trans>
          </Link>
        </p>
      )}
    </Page>
  );
}
