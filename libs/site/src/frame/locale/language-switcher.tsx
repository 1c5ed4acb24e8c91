import { LOCALES, toLanguageTag, type Locale } from '@atrium/domain/locales';
import {
  LANGUAGE_ENDONYMS,
  LANGUAGE_SWITCHER_LABEL,
  switchLanguageLabel,
} from '@atrium/i18n/language-names';
import { writeLocaleCookie } from '@atrium/i18n/locale-cookie';
import { switchLocalePath } from '@atrium/i18n/slugs';
import { useLingui } from '@lingui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useLocale } from './use-locale';

/** Links to the same page in the other active languages; the choice is remembered in a cookie. */
export function LanguageSwitcher({ inactiveLocales }: { inactiveLocales: readonly Locale[] }) {
  const { i18n } = useLingui();
  const current = useLocale();
  const router = useRouter();
  const { publicHref } = useLocation();
  const locales = LOCALES.filter((locale) => !inactiveLocales.includes(locale));

  const choose = (locale: Locale, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    writeLocaleCookie(locale);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(href);
  };

  return (
    <nav aria-label={i18n._(LANGUAGE_SWITCHER_LABEL)} className="language-switcher">
      <ul>
        {locales.map((locale) => {
          const href = switchLocalePath(publicHref, locale);
          return (
            <li key={locale}>
              <a
                href={href}
                hrefLang={toLanguageTag(locale)}
                lang={toLanguageTag(locale)}
                aria-current={locale === current ? 'true' : undefined}
                aria-label={switchLanguageLabel(i18n, locale)}
                onClick={choose(locale, href)}
              >
                {LANGUAGE_ENDONYMS[locale]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
