import { formatPrice } from '@atrium/domain/money';

import { SEED_LOCALES, type L4 } from './i18n';
import type { TenantSeed } from './tenants';

/**
 * The demo data writes amounts in Czech crowns; a mall in euros gets them at a fixed demo rate,
 * so prices, parking tariffs, receipts and the loyalty rules of one mall stay in proportion.
 */
export const DEMO_CZK_PER_EUR = 25;

/** `czk` crowns (whole or with haléře, e.g. 12.9) in the tenant's minor units. */
export function demoMinor(t: Pick<TenantSeed, 'currency'>, czk: number): number {
  const haler = Math.round(czk * 100);
  return t.currency === 'CZK' ? haler : Math.round(haler / DEMO_CZK_PER_EUR);
}

/** The amount written for each language: `30 Kč`, `1,20 €`, `CZK 30`, `1,20 €`. */
export function demoPrice(t: Pick<TenantSeed, 'currency'>, czk: number): L4 {
  const minor = demoMinor(t, czk);
  return Object.fromEntries(
    SEED_LOCALES.map((locale) => [locale, formatPrice(minor, locale, { currency: t.currency })]),
  ) as L4;
}

/**
 * Replaces every `{price:N}` (N crowns) in each language's text with the amount in the tenant's
 * currency: `'Poukázka na nákup {price:200}'` → `Poukázka na nákup 200 Kč` or `… 8 €`.
 */
export function withPrices(t: Pick<TenantSeed, 'currency'>, text: L4): L4 {
  return Object.fromEntries(
    SEED_LOCALES.map((locale) => [
      locale,
      text[locale].replace(/\{price:(\d+(?:\.\d+)?)\}/g, (_, czk: string) => {
        return demoPrice(t, Number(czk))[locale];
      }),
    ]),
  ) as L4;
}
