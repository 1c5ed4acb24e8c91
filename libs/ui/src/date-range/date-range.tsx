import { useLingui } from '@lingui/react';
import type * as React from 'react';

import { formatDateRange, type DateInput, type DateRangeOptions } from '@atrium/domain/date-range';
import type { Locale } from '@atrium/domain/locales';

import { localeFromTag } from '../lib/locale';

type Common = Omit<React.ComponentProps<'span'>, 'children'>;

export type DateRangeProps = Common &
  (
    | {
        /** A string the site already formatted. */
        text: string;
        start?: never;
        end?: never;
      }
    | {
        text?: never;
        start: DateInput;
        end?: DateInput;
        options?: DateRangeOptions;
        /** Default: @atrium/domain's `formatDateRange` (spec section 4) in the active language. */
        format?: (
          start: DateInput,
          end: DateInput,
          locale: Locale,
          options?: DateRangeOptions,
        ) => string;
      }
  );

function iso(d: DateInput): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** A date or date range. With start/end, the start instant is given to machines in `<time>`. */
export function DateRange(props: DateRangeProps) {
  const { i18n } = useLingui();
  if (props.text !== undefined) {
    const { text, ...rest } = props;
    return <span {...rest}>{text}</span>;
  }
  const { start, end, options, format = formatDateRange, ...rest } = props;
  const text = format(start, end ?? start, localeFromTag(i18n.locale), options);
  return (
    <span {...rest}>
      <time dateTime={iso(start)}>{text}</time>
    </span>
  );
}
