import { settingsQueryOptions } from '@atrium/api-client/settings';
import { calendarDay } from '@atrium/domain/date-range';
import type { Locale } from '@atrium/domain/locales';
import type { FooterItem } from '@atrium/domain/settings';
import { findTranslation } from '@atrium/domain/translations';
import { FooterDivider, FooterLinkGroups, SocialLinks } from '@atrium/ui/footer';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMall } from '../../mall/use-mall';
import { useNow } from '../clock/use-now';
import { useLocale } from '../locale/use-locale';
import { documentEntries, FOOTER_GROUP_KEYS } from '../navigation/navigation';
import { renderRouterLink } from '../navigation/router-link';
import { settingsAnchorHref, settingsLink } from '../navigation/settings-link';
import { useMenu } from '../navigation/use-menus';

const GROUP_TITLES: Record<(typeof FOOTER_GROUP_KEYS)[number], MessageDescriptor> = {
  footer_discover_items: msg`Discover`,
  footer_for_visitors_items: msg`For visitors`,
  footer_about_us_items: msg`About us`,
  footer_useful_links_items: msg`Useful links`,
};

/**
 * The settings' extra links (`footer_items`, edited in the console's Settings): the name in the
 * page's language (else Czech, else the item's `name`), the address through `settingsLink`. A
 * site path marked `open_in_new_tab` becomes a plain link in a new tab; addresses elsewhere
 * always open in one, like every link of the settings.
 */
function extraLinks(items: readonly FooterItem[], locale: Locale) {
  return items.map((item, index) => {
    const link = settingsLink(item.url, locale);
    const newTab = item.open_in_new_tab === true && !link.external;
    return {
      key: `footer-item-${index}`,
      label: findTranslation(item.translations ?? [], locale, 'name') ?? item.name,
      href: newTab ? settingsAnchorHref(item.url, locale) : link.href,
      external: link.external || newTab,
    };
  });
}

/**
 * The footer's four link groups of the settings (the tenant's documents and the settings' extra
 * links last in "Useful links") and the mall's social links.
 */
export function FooterLinks() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const mall = useMall();
  const discover = useMenu('footer_discover_items');
  const visitors = useMenu('footer_for_visitors_items');
  const about = useMenu('footer_about_us_items');
  const useful = useMenu('footer_useful_links_items');
  const documents = documentEntries(settings, i18n).filter(
    (doc) => !useful.some((entry) => entry.href === doc.href),
  );
  const groups = [
    { key: 'footer_discover_items', entries: discover },
    { key: 'footer_for_visitors_items', entries: visitors },
    { key: 'footer_about_us_items', entries: about },
    {
      key: 'footer_useful_links_items',
      entries: [...useful, ...documents, ...extraLinks(settings.footer_items, locale)],
    },
  ] as const;
  return (
    <>
      <FooterDivider />
      <FooterLinkGroups
        renderLink={renderRouterLink}
        groups={groups.map((group) => ({
          key: group.key,
          title: i18n._(GROUP_TITLES[group.key]),
          links: group.entries.map((entry) => ({
            key: entry.key,
            label: entry.label,
            href: entry.href,
            external: entry.external,
          })),
        }))}
      />
      <FooterDivider />
      <SocialLinks links={mall} />
    </>
  );
}

/** `© 2026 Atrium Beta`: the year where the mall is (server and browser may be elsewhere). */
export function FooterCopyright() {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const mall = useMall();
  const year = calendarDay(useNow(), mall.timezone).slice(0, 4);
  return (
    <p className="site-footer__copyright">
      © {year} {settings.website_name ?? mall.name}
    </p>
  );
}
