import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { SettingsNavigationKey } from '@atrium/domain/settings';
import { useLingui } from '@lingui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../locale/use-locale';
import { menuEntries, topNavigation, type MenuEntry } from './navigation';

/** The entries of one settings navigation list, in the current language. */
export function useMenu(key: SettingsNavigationKey | 'top'): MenuEntry[] {
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const locale = useLocale();
  const { i18n } = useLingui();
  return useMemo(
    () =>
      key === 'top'
        ? topNavigation(settings, locale, i18n)
        : menuEntries(key, settings, locale, i18n),
    // i18n.locale: labels follow a language switch
    [key, settings, locale, i18n, i18n.locale],
  );
}
