import type { Locale } from '@atrium/domain/locales';
import type { FastifyRequest } from 'fastify';

/**
 * Links in e-mails point at the tenant's site, localised the way the site's router rewrites
 * paths (libs/i18n/src/slugs.ts, LOCALIZED_SLUGS; copied here for the two pages mails link to,
 * because server code must not import browser libraries; a test compares both tables).
 *
 * - verification: `/{locale}/{login}?verify=<token>`
 * - reset / magic login: `/{locale}/{set-new-password}?token=<token>`
 */
export const MAIL_PAGE_SLUGS = {
  login: { en: 'login', cz: 'prihlaseni', sk: 'prihlasenie', de: 'anmelden' },
  'set-new-password': {
    en: 'set-new-password',
    cz: 'nove-heslo',
    sk: 'nove-heslo',
    de: 'neues-passwort',
  },
  newsletter: { en: 'newsletter', cz: 'newsletter', sk: 'newsletter', de: 'newsletter' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MailPage = keyof typeof MAIL_PAGE_SLUGS;

/**
 * The site origin for links of this request: the request's own `Origin` (already checked to be
 * one of the tenant's origins), else the tenant's first configured origin.
 */
export function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && request.server.tenants.fromOrigin(origin)?.id === request.tenant.id) {
    return origin.replace(/\/+$/, '');
  }
  const own = request.server.tenants
    .origins()
    .find((o) => request.server.tenants.fromOrigin(o)?.id === request.tenant.id);
  return own ?? 'http://localhost:4200';
}

export function siteLink(
  request: FastifyRequest,
  locale: Locale,
  page: MailPage,
  query: Record<string, string>,
): string {
  const qs = new URLSearchParams(query).toString();
  return `${siteOrigin(request)}/${locale}/${(MAIL_PAGE_SLUGS[page] as Record<Locale, string>)[locale]}${qs ? `?${qs}` : ''}`;
}
