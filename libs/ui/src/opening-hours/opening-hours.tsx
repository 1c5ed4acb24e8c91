import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';
import { intlLocale } from '../lib/locale';
import styles from './opening-hours.module.css';

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export type OpeningHoursRow = {
  /** A weekday, or a date label for holidays (e.g. "24 Dec"). */
  day: Weekday | (string & {});
  /** `HH:MM` pairs; empty or `closed` means closed. */
  ranges?: Array<{ open: string; close: string }>;
  closed?: boolean;
  note?: React.ReactNode;
};

export type OpeningHoursTableProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  rows: OpeningHoursRow[];
  /** The mall's current weekday (computed by the site in the mall's time zone). */
  today?: Weekday;
  caption?: React.ReactNode;
};

// 2024-01-01 was a Monday.
function weekdayName(day: Weekday, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  const name = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** `0:00`–`24:00` (or `00:00`): the whole day, which reads better in words. */
function isWholeDay(range: { open: string; close: string }): boolean {
  return /^0?0:00$/.test(range.open) && range.close === '24:00';
}

function isWeekday(day: string): day is Weekday {
  return (weekdays as readonly string[]).includes(day);
}

/** A week of opening hours: today highlighted, closed days marked. */
export function OpeningHoursTable({
  rows,
  today,
  caption,
  className,
  ...props
}: OpeningHoursTableProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <table className={cn(styles.table, className)} {...props}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <tbody>
        {rows.map((row) => {
          const isToday = row.day === today;
          const closed = row.closed || !row.ranges?.length;
          return (
            <tr
              key={row.day}
              className={cn(isToday && styles.today)}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                {isWeekday(row.day) ? weekdayName(row.day, i18n.locale) : row.day}
                {isToday && (
                  <Badge variant="primary" className={styles.todayMark}>
                    {t`Today`}
                  </Badge>
                )}
              </th>
              <td>
                {closed ? (
                  <span className={styles.closed}>{t`Closed`}</span>
                ) : (
                  row.ranges!.map((r) => (
                    <span key={r.open} style={{ display: 'block' }}>
                      {isWholeDay(r) ? t`Open 24 hours` : `${r.open}–${r.close}`}
                    </span>
                  ))
                )}
                {row.note && <span className={styles.note}>{row.note}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
