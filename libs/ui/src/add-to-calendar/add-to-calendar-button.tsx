import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import {
  calendarEventIcs,
  calendarFileName,
  type CalendarEvent,
} from '@atrium/domain/calendar-event';

import { buttonClassName, type ButtonStyleProps } from '../button/button';
import { cn } from '../lib/cn';
import { CalendarIcon } from '../lib/icons/calendar-icon';

export type AddToCalendarButtonProps = Omit<
  React.ComponentProps<'a'>,
  'href' | 'download' | 'children'
> &
  ButtonStyleProps & {
    event: CalendarEvent;
    /** The file name without `.ics` (e.g. the event's slug). */
    slug?: string;
    children?: React.ReactNode;
    /** DTSTAMP of the file; default now. */
    now?: Date;
  };

/** The `.ics` file of an event as a data URL (what the button downloads). */
export function calendarDataUrl(event: CalendarEvent, now: Date = new Date()): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendarEventIcs(event, now))}`;
}

/**
 * "Add to calendar": downloads the event as an iCalendar file (`@atrium/domain/calendar-event`),
 * which phones and desktop calendars open. A link styled as a button, so it works without script.
 */
export function AddToCalendarButton({
  event,
  slug,
  children,
  now,
  variant = 'outline',
  size,
  block,
  className,
  ...props
}: AddToCalendarButtonProps) {
  const { t } = useLingui();
  return (
    <a
      href={calendarDataUrl(event, now)}
      download={calendarFileName(slug ?? '')}
      className={cn(buttonClassName({ variant, size, block }), className)}
      {...props}
    >
      <CalendarIcon />
      {children ?? t`Add to calendar`}
    </a>
  );
}
