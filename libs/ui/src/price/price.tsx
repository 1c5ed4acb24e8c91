import { useLingui } from '@lingui/react';
import { Plural, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { intlLocale } from '../lib/locale';
import styles from './price.module.css';

/** Amounts are decimal strings ("199.90") or integer minor units (haléře), never floats. */
export type Amount = { decimal: string } | { minor: number };

export function amountToNumber(amount: Amount): number {
  if ('minor' in amount) return amount.minor / 100;
  const n = Number(amount.decimal);
  if (!Number.isFinite(n)) throw new RangeError(`Invalid amount: ${amount.decimal}`);
  return n;
}

/** Number formats are costly to create and a list page formats dozens of prices: one per kind. */
const priceFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(amount: Amount, locale: string, currency = 'CZK'): string {
  const value = amountToNumber(amount);
  const minimumFractionDigits = Number.isInteger(value) ? 0 : 2;
  const key = `${locale}|${currency}|${minimumFractionDigits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(value);
}

export type PriceProps = React.ComponentProps<'span'> & {
  amount: Amount;
  /** The price before the offer, shown struck through. */
  originalAmount?: Amount;
  /** Default CZK (spec). */
  currency?: string;
};

/** A price in the active language's number format, with an optional original price. */
export function Price({
  amount,
  originalAmount,
  currency = 'CZK',
  className,
  ...props
}: PriceProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const now = formatPrice(amount, i18n.locale, currency);
  const before = originalAmount ? formatPrice(originalAmount, i18n.locale, currency) : null;
  return (
    <span className={cn(styles.price, className)} {...props}>
      {before && (
        <s className={styles.original}>
          <span className="visually-hidden">{t`Original price`} </span>
          {before}
        </s>
      )}
      <span>{now}</span>
    </span>
  );
}

/**
 * An offer's price from its two stored amounts (minor units): the discounted one when there is
 * one, the original struck through only when it is higher.
 */
export function OfferPrice({
  discounted,
  original,
  currency,
}: {
  discounted: number | null;
  original: number | null;
  currency?: string;
}) {
  return (
    <Price
      amount={{ minor: discounted ?? original ?? 0 }}
      originalAmount={
        discounted !== null && original !== null && original > discounted
          ? { minor: original }
          : undefined
      }
      currency={currency}
    />
  );
}

export type PointsProps = React.ComponentProps<'span'> & { value: number };

/** A points amount with the language's plural forms: "1 point", "5 bodů". */
export function Points({ value, className, ...props }: PointsProps) {
  return (
    <span className={cn(styles.points, className)} {...props}>
      <Plural value={value} one="# point" other="# points" />
    </span>
  );
}
