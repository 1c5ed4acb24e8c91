import type { AdminPointsEntry } from '@atrium/domain/contract/loyalty';
import { FALLBACK_LOCALE } from '@atrium/domain/locales';
import { formatPrice } from '@atrium/domain/money';

/**
 * How staff read a ledger row and a tier (docs/console.md "Members"): in the console's language,
 * with what the row's reference names instead of `receipt:27`. Pure, so the rules are tested
 * without a browser; the page puts the parts into its translated sentences.
 */

/** The console's language (`cs`) as the API's content locale (`cz`). */
export const contentLocale = (language: string) => (language === 'cs' ? 'cz' : language);

/**
 * A name the mall wrote in several languages, in the console's language, else the mall's own
 * (Czech), else English, else any; null when there is none.
 */
export function nameIn(names: Record<string, string>, language: string): string | null {
  const order = [contentLocale(language), FALLBACK_LOCALE, 'en'];
  for (const locale of order) if (names[locale]) return names[locale];
  return Object.values(names).find(Boolean) ?? null;
}

/** An amount in haléře as the console's language writes money (`1 287,50 Kč`, `CZK 1,287.50`). */
export function formatMinor(minor: number, language: string): string {
  const locale = contentLocale(language);
  return formatPrice(minor, locale === 'cz' || locale === 'sk' || locale === 'de' ? locale : 'en', {
    alwaysShowMinor: true,
  });
}

/** A tier by the name the mall gave it, else its slug made readable (`silver` → `Silver`). */
export function tierName(
  member: { tier: string | null; tier_names: Record<string, string> },
  language: string,
): string | null {
  if (!member.tier) return null;
  return (
    nameIn(member.tier_names, language) ??
    member.tier.charAt(0).toUpperCase() + member.tier.slice(1).replace(/-/g, ' ')
  );
}

/** What a ledger row is about, for the page's sentence of its kind. */
export type PointsEntryText =
  | { kind: 'receipt' | 'reversal'; receiptId: number; shop: string | null; amount: string }
  | { kind: 'reward'; title: string }
  | { kind: 'by-staff'; staff: string; note: string | null }
  | { kind: 'expiry'; day: string | null }
  | { kind: 'plain'; reference: string | null };

/** Who made a row by hand, as the reference names them: `staff` alone is the automation key. */
export const AUTOMATION_KEY = 'staff';

export function describePointsEntry(entry: AdminPointsEntry, language: string): PointsEntryText {
  if (entry.receipt && (entry.reason === 'receipt' || entry.reason === 'reversal')) {
    return {
      kind: entry.reason,
      receiptId: entry.receipt.id,
      shop: nameIn(entry.receipt.shop_names, language),
      amount: formatMinor(entry.receipt.amount_minor, language),
    };
  }
  if (entry.reward && entry.reason === 'reward') {
    const title = nameIn(entry.reward.titles, language);
    if (title) return { kind: 'reward', title };
  }
  if (entry.staff) return { kind: 'by-staff', staff: entry.staff.name, note: entry.staff.note };
  if (entry.reason === 'expiry') {
    const day = /^expiry:(\d{4}-\d{2}-\d{2})$/.exec(entry.reference ?? '')?.[1] ?? null;
    return { kind: 'expiry', day };
  }
  return { kind: 'plain', reference: entry.reference };
}
