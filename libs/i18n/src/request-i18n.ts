import { type I18n, type Messages, setupI18n } from '@lingui/core';

import { type Locale, toLanguageTag } from '@atrium/domain/locales';

type LanguageTag = ReturnType<typeof toLanguageTag>;

/** The whole catalog of each language (the server renderer reads any page in any language). */
const catalogLoaders: Record<LanguageTag, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  cs: () => import('./locales/cs/messages.po'),
  sk: () => import('./locales/sk/messages.po'),
  de: () => import('./locales/de/messages.po'),
};

const catalogs = new Map<LanguageTag, Promise<Messages>>();

/**
 * A Lingui instance of its own, activated in one language (`en`, `cz`, `sk`, `de`), for one
 * server render (issue 19): renders in different languages run at once in one thread, each reading
 * its instance from React context (`I18nProvider`) and router context (route heads), and none
 * touches the shared `i18n` the browser uses. Catalogs are loaded once per process and shared.
 */
export async function createRequestI18n(locale: Locale): Promise<I18n> {
  const tag = toLanguageTag(locale);
  let catalog = catalogs.get(tag);
  if (!catalog) {
    catalog = catalogLoaders[tag]().then(({ messages }) => messages);
    catalogs.set(tag, catalog);
  }
  return setupI18n({ locale: tag, messages: { [tag]: await catalog } });
}
