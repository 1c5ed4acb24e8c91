import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type * as React from 'react';

import { DEFAULT_TIME_ZONE } from '@atrium/domain/constants';
import { formatDate } from '@atrium/domain/date-range';
import type { Locale } from '@atrium/domain/locales';
import {
  DEFAULT_ZONE,
  displayTime,
  hoursOnDate,
  localMoment,
  localizedName,
  upcomingExceptions,
  weeklyHours,
  type OpeningHoursEntry,
} from '@atrium/domain/opening-hours';

import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';
import { useUiLocale } from '../lib/translation';
import { OpeningHoursTable } from '../opening-hours/opening-hours';
import styles from './opening-hours-zones.module.css';

export type OpeningHoursZonesProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The mall's `opening_hours` parsed with `openingHoursSchema` (default zone first or not). */
  zones: readonly OpeningHoursEntry[];
  /** The current instant (pass it for stable server/client output); default now. */
  now?: Date;
  timeZone?: string;
  /** How far ahead exceptions are listed (days). */
  exceptionDays?: number;
  locale?: Locale;
  /** Zone headings' level (the page's outline). */
  headingLevel?: 2 | 3;
};

/**
 * Every zone's week (mall, hypermarket, restaurants, …) with its name in the language, today
 * highlighted (a holiday today shows its own hours), closed days, and the coming exceptions.
 */
export function OpeningHoursZones({
  zones,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
  exceptionDays = 30,
  locale: localeProp,
  headingLevel = 3,
  className,
  ...props
}: OpeningHoursZonesProps) {
  const { t } = useLingui();
  const uiLocale = useUiLocale();
  const uid = useId();
  const locale = localeProp ?? uiLocale;
  const Heading = `h${headingLevel}` as const;
  const today = localMoment(now, timeZone);
  if (!zones.length) {
    return <p className={styles.empty}>{t`Opening hours are not available.`}</p>;
  }
  const ordered = [...zones].sort(
    (a, b) => Number(b.zone === DEFAULT_ZONE) - Number(a.zone === DEFAULT_ZONE),
  );
  return (
    <div className={cn(styles.zones, className)} {...props}>
      {ordered.map((zone) => {
        const name =
          localizedName(zone.name, locale) ??
          (zone.zone === DEFAULT_ZONE ? t`Shopping centre` : zone.zone);
        const todays = hoursOnDate(zone, today.date);
        const exceptions = upcomingExceptions(zone, now, timeZone, exceptionDays);
        const rows = weeklyHours(zone).map((row) => {
          const isToday = row.weekday === today.weekday;
          const hours = isToday ? todays.hours : row.hours;
          const exceptionName =
            isToday && todays.exception ? localizedName(todays.exception.name, locale) : null;
          return {
            day: row.weekday,
            ranges: hours
              ? [{ open: displayTime(hours.open), close: displayTime(hours.close) }]
              : [],
            note: exceptionName ?? undefined,
          };
        });
        return (
          <section key={zone.zone} className={styles.zone} aria-labelledby={`${uid}-${zone.zone}`}>
            <div className={styles.head}>
              <Heading id={`${uid}-${zone.zone}`} className={styles.name}>
                {name}
              </Heading>
              {zone.status === 'closed' && <Badge variant="danger">{t`Temporarily closed`}</Badge>}
            </div>
            <OpeningHoursTable rows={rows} today={today.weekday} />
            {exceptions.length > 0 && (
              <div className={styles.exceptions}>
                <p className={styles.exceptionsTitle}>{t`Changed opening hours`}</p>
                <ul>
                  {exceptions.map((ex) => {
                    const label = localizedName(ex.name, locale);
                    return (
                      <li key={ex.date}>
                        <span className={styles.exDate}>
                          {formatDate(ex.date + 'T12:00:00Z', locale, 'UTC')}
                          {label ? ` (${label})` : ''}
                        </span>{' '}
                        <span>
                          {ex.hours
                            ? `${displayTime(ex.hours.open)}–${displayTime(ex.hours.close)}`
                            : t`Closed`}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
