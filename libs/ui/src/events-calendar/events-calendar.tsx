import { useLingui as useLinguiRuntime } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as React from 'react';

import { DEFAULT_TIME_ZONE } from '@atrium/domain/constants';
import { calendarDay, type DateInput } from '@atrium/domain/date-range';

import { cn } from '../lib/cn';
import { ChevronLeftIcon } from '../lib/icons/chevron-left-icon';
import { ChevronRightIcon } from '../lib/icons/chevron-right-icon';
import { intlLocale } from '../lib/locale';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import { ErrorState } from '../state/state';
import styles from './events-calendar.module.css';
import { layoutWeek, type DaySpan } from './week-lanes';

/** An event or offer on the calendar: a date range (`end` inclusive) and where it links. */
export type CalendarItem = {
  id: string | number;
  title: string;
  start: DateInput;
  end: DateInput;
  href?: string;
};

export type EventsCalendarProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  items: readonly CalendarItem[];
  /** The shown month as `YYYY-MM` (controlled); else `defaultMonth`, else today's month. */
  month?: string;
  defaultMonth?: string;
  onMonthChange?: (month: string) => void;
  /** Today as `YYYY-MM-DD` (default: now in `timeZone`). */
  today?: string;
  /** The mall's time zone (default Europe/Prague). */
  timeZone?: string;
  renderLink?: RenderLink;
  /** Items of a cell before "+N more". */
  maxPerDay?: number;
  loading?: boolean;
  /** A failure message; with `onRetry` a retry button. */
  error?: React.ReactNode;
  onRetry?: () => void;
  label?: string;
};

// --- date maths on YYYY-MM-DD strings (UTC, no time zone surprises) -------------------------

const toUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
export function shiftDay(day: string, days: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return iso(d).slice(0, 7);
}
/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (day: string) => (toUtc(day).getUTCDay() + 6) % 7;

/** The weeks (Monday first) covering a month, as rows of `YYYY-MM-DD`. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = shiftDay(first, -weekdayIndex(first));
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = shiftDay(day, 1);
    }
    weeks.push(week);
  } while (day.slice(0, 7) === month);
  return weeks;
}

/** The calendar days each item covers, in the mall's time zone. */
export function itemDaySpans(
  items: readonly CalendarItem[],
  timeZone: string,
): DaySpan<CalendarItem>[] {
  return items.map((item) => ({
    item,
    from: calendarDay(item.start, timeZone),
    to: calendarDay(item.end, timeZone),
  }));
}

/**
 * The phone agenda: the items of a month grouped by the day they start in it (an item that began
 * earlier is listed on the 1st), each once, with its dates beside it.
 */
export function monthAgenda(
  spans: readonly DaySpan<CalendarItem>[],
  month: string,
): { day: string; spans: DaySpan<CalendarItem>[] }[] {
  const first = `${month}-01`;
  const groups = new Map<string, DaySpan<CalendarItem>[]>();
  const inMonth = spans
    .filter((span) => span.from.slice(0, 7) <= month && span.to.slice(0, 7) >= month)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (const span of inMonth) {
    const day = span.from < first ? first : span.from;
    groups.set(day, [...(groups.get(day) ?? []), span]);
  }
  return [...groups].map(([day, daySpans]) => ({ day, spans: daySpans }));
}

/**
 * A month of events: a grid (←/→/↑/↓ move by day/week, Home/End, PageUp/PageDown by month) whose
 * week rows draw each item as a bar across its days (lanes, "+N more" opens the week in full);
 * on phones an agenda instead: the month's items by the day they start here, with their dates.
 */
export function EventsCalendar({
  items,
  month: monthProp,
  defaultMonth,
  onMonthChange,
  today: todayProp,
  timeZone = DEFAULT_TIME_ZONE,
  renderLink = renderAnchor,
  maxPerDay = 3,
  loading,
  error,
  onRetry,
  label,
  className,
  ...props
}: EventsCalendarProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = intlLocale(i18n.locale);
  const today = todayProp ?? calendarDay(new Date(), timeZone);
  const [innerMonth, setInnerMonth] = useState(defaultMonth ?? today.slice(0, 7));
  const month = monthProp ?? innerMonth;
  const [active, setActive] = useState(() => (today.slice(0, 7) === month ? today : `${month}-01`));
  const activeInMonth = active.slice(0, 7) === month ? active : `${month}-01`;
  const gridRef = useRef<HTMLTableElement>(null);
  const focusPending = useRef(false);

  const weeks = useMemo(() => monthWeeks(month), [month]);
  const spans = useMemo(() => itemDaySpans(items, timeZone), [items, timeZone]);
  const [openWeek, setOpenWeek] = useState<string | null>(null);
  const layouts = useMemo(
    () =>
      weeks.map((week) =>
        layoutWeek(spans, week, week[0] === openWeek ? Number.POSITIVE_INFINITY : maxPerDay),
      ),
    [spans, weeks, openWeek, maxPerDay],
  );
  const agenda = useMemo(() => monthAgenda(spans, month), [spans, month]);

  const weekdayNames = useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, i) => {
      const d = new Date(Date.UTC(2024, 0, 1 + i));
      return { short: short.format(d), long: long.format(d) };
    });
  }, [locale]);
  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toUtc(`${month}-01`));
  const dayLabel = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const rangeLabel = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const dates = (span: DaySpan<CalendarItem>) =>
    span.from === span.to
      ? rangeLabel.format(toUtc(span.from))
      : rangeLabel.formatRange(toUtc(span.from), toUtc(span.to));

  const goToMonth = (next: string, activeDay?: string) => {
    setInnerMonth(next);
    setActive(activeDay ?? `${next}-01`);
    onMonthChange?.(next);
  };

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeInMonth}"]`)?.focus();
  }, [activeInMonth, month]);

  // Grid pattern: the day cells hold the one tab stop; links in other cells are reached by Enter.
  useEffect(() => {
    gridRef.current?.querySelectorAll<HTMLElement>('td a, td button').forEach((el) => {
      const cell = el.closest('td');
      el.tabIndex = cell?.dataset['day'] === activeInMonth ? 0 : -1;
    });
  });

  const moveTo = (day: string) => {
    focusPending.current = true;
    if (day.slice(0, 7) !== month) goToMonth(day.slice(0, 7), day);
    else setActive(day);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTableCellElement>, day: string) => {
    if (e.target !== e.currentTarget) return;
    const keys: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(day, -1),
      ArrowRight: () => shiftDay(day, 1),
      ArrowUp: () => shiftDay(day, -7),
      ArrowDown: () => shiftDay(day, 7),
      Home: () => shiftDay(day, -weekdayIndex(day)),
      End: () => shiftDay(day, 6 - weekdayIndex(day)),
      PageUp: () => `${shiftMonth(month, -1)}-01`,
      PageDown: () => `${shiftMonth(month, 1)}-01`,
    };
    const next = keys[e.key];
    if (next) {
      e.preventDefault();
      moveTo(next());
    } else if (e.key === 'Enter') {
      // The first entry over this day: a bar is drawn from its first day's cell of the week.
      const entries = e.currentTarget
        .closest('tr')
        ?.querySelectorAll<HTMLElement>('[data-calendar-entry]');
      const entry = [...(entries ?? [])].find(
        (el) => (el.dataset['firstDay'] ?? '') <= day && day <= (el.dataset['lastDay'] ?? ''),
      );
      const link = entry?.querySelector<HTMLElement>('a, button');
      if (link) {
        e.preventDefault();
        link.focus();
      }
    }
  };

  return (
    <section
      aria-label={label ?? t`Events calendar`}
      className={cn(styles.calendar, className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => goToMonth(shiftMonth(month, -1))}
          aria-label={t`Previous month`}
        >
          <ChevronLeftIcon />
        </button>
        <h2 className={styles.month} aria-live="polite">
          {monthTitle}
        </h2>
        <button
          type="button"
          className={styles.nav}
          onClick={() => goToMonth(shiftMonth(month, 1))}
          aria-label={t`Next month`}
        >
          <ChevronRightIcon />
        </button>
      </div>
      {error ? (
        <ErrorState description={error} onRetry={onRetry} />
      ) : (
        <>
          {loading && (
            <p className={styles.status} role="status">
              {t`Loading…`}
            </p>
          )}
          <table
            ref={gridRef}
            role="grid"
            aria-label={monthTitle}
            className={styles.grid}
            data-month={month}
          >
            <thead>
              <tr>
                {weekdayNames.map((w) => (
                  <th key={w.long} scope="col" abbr={w.long}>
                    {w.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, weekIndex) => {
                const layout = layouts[weekIndex]!;
                const lanes = Math.max(maxPerDay, week[0] === openWeek ? layout.laneCount : 0);
                return (
                  <tr key={week[0]} style={{ '--lanes': lanes } as React.CSSProperties}>
                    {week.map((day, dayIndex) => {
                      const inMonth = day.slice(0, 7) === month;
                      const isActive = day === activeInMonth;
                      const bars = layout.bars.filter((bar) => bar.start === dayIndex);
                      const more = layout.more[dayIndex]!;
                      return (
                        <td
                          key={day}
                          role="gridcell"
                          data-day={day}
                          tabIndex={isActive ? 0 : -1}
                          aria-current={day === today ? 'date' : undefined}
                          className={cn(
                            styles.day,
                            !inMonth && styles.outside,
                            day === today && styles.today,
                          )}
                          onKeyDown={(e) => onKeyDown(e, day)}
                          onFocus={() => setActive(day)}
                        >
                          <span className={styles.number} aria-hidden="true">
                            {Number(day.slice(8))}
                          </span>
                          <span className="visually-hidden">{dayLabel.format(toUtc(day))}</span>
                          {(bars.length > 0 || more > 0) && (
                            <ul className={styles.items}>
                              {bars.map((bar) => (
                                <li
                                  key={`${bar.item.id}-${bar.start}`}
                                  className={cn(
                                    styles.bar,
                                    bar.continuesBefore && styles.continuesBefore,
                                    bar.continuesAfter && styles.continuesAfter,
                                  )}
                                  style={
                                    {
                                      '--lane': bar.lane,
                                      '--span': bar.span,
                                    } as React.CSSProperties
                                  }
                                  data-calendar-entry=""
                                  data-first-day={week[bar.start]}
                                  data-last-day={week[bar.start + bar.span - 1]}
                                  title={bar.item.title}
                                >
                                  {bar.item.href ? (
                                    renderLink({
                                      href: bar.item.href,
                                      children: bar.item.title,
                                      className: styles.item,
                                    })
                                  ) : (
                                    <span className={styles.item}>{bar.item.title}</span>
                                  )}
                                </li>
                              ))}
                              {more > 0 && (
                                <li
                                  className={styles.more}
                                  style={{ '--lane': maxPerDay - 1 } as React.CSSProperties}
                                  data-calendar-entry=""
                                  data-first-day={day}
                                  data-last-day={day}
                                >
                                  <button type="button" onClick={() => setOpenWeek(week[0]!)}>
                                    {t`${plural(more, { one: '+# more', other: '+# more' })}`}
                                  </button>
                                </li>
                              )}
                            </ul>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {agenda.length > 0 && (
            <ol className={styles.list}>
              {agenda.map(({ day, spans: daySpans }) => (
                <li key={day} aria-current={day === today ? 'date' : undefined}>
                  <h3 className={styles.listDay}>{dayLabel.format(toUtc(day))}</h3>
                  <ul className={styles.listItems}>
                    {daySpans.map((span) => (
                      <li key={span.item.id}>
                        {span.item.href ? (
                          renderLink({
                            href: span.item.href,
                            children: span.item.title,
                            className: styles.listTitle,
                          })
                        ) : (
                          <span className={styles.listTitle}>{span.item.title}</span>
                        )}
                        <span className={styles.listDates}>{dates(span)}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
          {!loading && !agenda.length && <p className={styles.empty}>{t`No events this month.`}</p>}
        </>
      )}
    </section>
  );
}
