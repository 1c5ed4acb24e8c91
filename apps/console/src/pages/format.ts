import { formatPrice } from '@atrium/domain/money';

/** An amount as the API sends it (`"199.50"`), in the console's language (`cs` is the site's `cz`). */
export function formatMoneyAmount(amount: string, language: string): string {
  const locale = language === 'cs' ? 'cz' : language;
  return formatPrice(amount, locale === 'cz' || locale === 'sk' || locale === 'de' ? locale : 'en');
}

/** A moment as a date and time in the console's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day (`2026-11-22`) as a date in the console's language, whatever the browser's time zone. */
export function formatDate(day: string, language: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}
