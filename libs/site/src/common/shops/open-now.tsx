import { toLanguageTag } from '@atrium/domain/locales';
import {
  defaultZone,
  displayTime,
  localMoment,
  openingHoursSchema,
  openState,
  weeklyHours,
  type OpeningHoursEntry,
} from '@atrium/domain/opening-hours';
import { OpeningHoursTable } from '@atrium/ui/opening-hours';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNow } from '../../frame/clock/use-now';
import { useLocale } from '../../frame/locale/use-locale';

/**
 * A shop's own hours (`opening_hours` in the domain format: a list of zones, or one zone), or
 * `null` when it has none (then the mall's main hours apply).
 */
export function shopHours(raw: unknown): OpeningHoursEntry | null {
  if (raw === null || raw === undefined) return null;
  const parsed = openingHoursSchema.safeParse(Array.isArray(raw) ? raw : [raw]);
  return parsed.success ? (defaultZone(parsed.data) ?? null) : null;
}

/**
 * "Open now, closes at 20:00" / "Closed now, opens tomorrow at 9:00" for one zone of hours in
 * the mall's time zone (overnight hours and exceptions handled by `openState`).
 */
export function OpenNow({ zone, timeZone }: { zone: OpeningHoursEntry; timeZone: string }) {
  const locale = useLocale();
  const now = useNow();
  const state = useMemo(() => openState(zone, now, timeZone), [zone, now, timeZone]);
  if (state.state === 'open') {
    const time = displayTime(state.closesAt === '24:00' ? '00:00' : state.closesAt);
    return (
      <p className="open-now open-now--open" data-state="open">
        {state.closesDaysAhead === 0 && state.closesAt !== '24:00' ? (
          <Trans>Open now, closes at {time}</Trans>
        ) : (
          <Trans>Open now, closes at midnight</Trans>
        )}
      </p>
    );
  }
  const next = state.next;
  if (!next) {
    return (
      <p className="open-now open-now--closed" data-state="closed">
        <Trans>Closed</Trans>
      </p>
    );
  }
  const time = displayTime(next.open);
  const tag = toLanguageTag(locale);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${next.date}T12:00:00Z`),
  );
  const date = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${next.date}T12:00:00Z`));
  return (
    <p className="open-now open-now--closed" data-state="closed">
      {next.day === 'today' ? (
        <Trans>Closed now, opens today at {time}</Trans>
      ) : next.day === 'tomorrow' ? (
        <Trans>Closed now, opens tomorrow at {time}</Trans>
      ) : next.day === 'weekday' ? (
        <Trans>
          Closed now, opens on {weekday} at {time}
        </Trans>
      ) : (
        <Trans>
          Closed now, opens on {date} at {time}
        </Trans>
      )}
    </p>
  );
}

/** One zone's week as the ui table, today (in the mall's time zone) highlighted. */
export function WeekTable({
  zone,
  timeZone,
  label,
}: {
  zone: OpeningHoursEntry;
  timeZone: string;
  /** The table's accessible name (the visible heading above it says the same). */
  label: string;
}) {
  const now = useNow();
  const today = localMoment(now, timeZone).weekday;
  const rows = weeklyHours(zone).map((row) => ({
    day: row.weekday,
    ranges: row.hours
      ? [{ open: displayTime(row.hours.open), close: displayTime(row.hours.close) }]
      : [],
  }));
  return <OpeningHoursTable rows={rows} today={today} aria-label={label} />;
}
