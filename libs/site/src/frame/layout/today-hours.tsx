import {
  displayTime,
  todaysOpeningHours,
  type TodaysOpeningHours,
} from '@atrium/domain/opening-hours';
import { toLanguageTag } from '@atrium/domain/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useNow } from '../clock/use-now';
import { useLocale } from '../locale/use-locale';
import { useMall } from '../../mall/use-mall';

/**
 * "Open today 9:00–21:00", or closed today and when the mall opens next (spec section 4): a line
 * in the header (`compact`), or a titled card on home with a link to the week's hours.
 */
export function TodayHours({
  compact = false,
  linkToAll = false,
}: {
  compact?: boolean;
  linkToAll?: boolean;
}) {
  const locale = useLocale();
  const mall = useMall();
  const { t } = useLingui();
  const now = useNow();
  const today = useMemo(
    () => todaysOpeningHours(mall.opening_hours, now, mall.timezone),
    [mall.opening_hours, now, mall.timezone],
  );
  if (compact) {
    // The header's over-header line: the text only (the home page has the titled region).
    return (
      <div className="today-hours today-hours--compact">
        <TodayHoursText today={today} />
      </div>
    );
  }
  return (
    <section className="today-hours" aria-label={t`Opening hours today`}>
      <h2 className="today-hours__title">
        <Trans>Opening hours today</Trans>
      </h2>
      <TodayHoursText today={today} />
      {linkToAll && (
        <Link to="/$locale/opening-hours" params={{ locale }} className="today-hours__all">
          <Trans>All opening hours</Trans>
        </Link>
      )}
    </section>
  );
}

function TodayHoursText({ today }: { today: TodaysOpeningHours }) {
  const locale = useLocale();
  if (today.status === 'open') {
    const open = displayTime(today.open);
    const close = displayTime(today.close);
    return (
      <p className="today-hours__text">
        <Trans>
          Open today {open}–{close}
        </Trans>
      </p>
    );
  }
  if (!today.next) {
    return (
      <p className="today-hours__text">
        <Trans>Closed today</Trans>
      </p>
    );
  }
  const time = displayTime(today.next.open);
  if (today.next.day === 'tomorrow') {
    return (
      <p className="today-hours__text">
        <Trans>Closed today, opens tomorrow at {time}</Trans>
      </p>
    );
  }
  const day = new Intl.DateTimeFormat(toLanguageTag(locale), {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${today.next.date}T12:00:00Z`));
  return (
    <p className="today-hours__text">
      <Trans>
        Closed today, opens {day} at {time}
      </Trans>
    </p>
  );
}
