import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { intlLocale } from '../lib/locale';
import styles from './points.module.css';

export type PointsChartPoint = {
  /** `YYYY-MM-DD` (or ISO) of the balance. */
  date: string;
  balance: number;
};

export type PointsChartProps = Omit<React.ComponentProps<'figure'>, 'children'> & {
  points: readonly PointsChartPoint[];
  /** Drawing size in CSS pixels (it scales to its box width). */
  width?: number;
  height?: number;
  label?: string;
};

/** Polyline coordinates for balances in a width × height box (with 2 px padding). */
export function sparklinePath(values: readonly number[], width: number, height: number): string {
  if (!values.length) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const range = max - min || 1;
  const pad = 2;
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = pad + i * step;
      const y = height - pad - ((v - min) / range) * (height - pad * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * An inline-SVG line of the balance over time, as wide as its box, with the first and the latest
 * date and balance beneath it; the same numbers as a table for screen readers.
 */
export function PointsChart({
  points,
  width = 640,
  height = 160,
  label,
  className,
  ...props
}: PointsChartProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = intlLocale(i18n.locale);
  const dates = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(locale);
  const title = label ?? t`Points over time`;
  if (points.length < 2) {
    return (
      <p className={cn(styles.chartEmpty, className)}>{t`Not enough history for a chart yet.`}</p>
    );
  }
  const line = sparklinePath(
    points.map((p) => p.balance),
    width,
    height,
  );
  const last = line.split(' ').pop()!.split(',');
  const dateOf = (point: PointsChartPoint) =>
    dates.format(new Date(point.date.length === 10 ? `${point.date}T00:00:00Z` : point.date));
  const ends = [points[0]!, points[points.length - 1]!];
  return (
    <figure className={cn(styles.chart, className)} aria-labelledby={`${id}-caption`} {...props}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        aria-hidden="true"
        className={styles.sparkline}
      >
        <polyline
          points={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
        />
        <circle cx={last[0]} cy={last[1]} r={6} fill="currentColor" />
      </svg>
      <div className={styles.chartEnds} aria-hidden="true">
        {ends.map((point, index) => (
          <span key={index}>
            {dateOf(point)}: <strong>{number.format(point.balance)}</strong>
          </span>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{t`Balance`}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{dateOf(p)}</td>
              <td>{number.format(p.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
