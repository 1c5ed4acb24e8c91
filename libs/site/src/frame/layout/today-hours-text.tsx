import { displayTime, todaysOpeningHours } from '@atrium/domain/opening-hours';
import { toLanguageTag } from '@atrium/domain/locales';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNow } from '../clock/use-now';
import { useLocale } from '../locale/use-locale';
import { useMall } from '../../mall/use-mall';

/** "Open today 9:00–21:00", or closed today and when the mall opens next (spec section 4). */
export function TodayHoursText() {
  const locale = useLocale();
  const mall = useMall();
  const now = useNow();
  const today = useMemo(
    () => todaysOpeningHours(mall.opening_hours, now, mall.timezone),
    [mall.opening_hours, now, mall.timezone],
  );
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
