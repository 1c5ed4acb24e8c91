import { i18n, type Messages } from '@lingui/core';

import { type Locale, toLanguageTag } from '@atrium/domain/locales';

export { i18n };

/**
 * One loader per language. Each `.po` file is compiled by @lingui/vite-plugin and becomes its own
 * chunk, so a visitor downloads only the catalog of the language they read.
 */
const catalogLoaders: Record<
  ReturnType<typeof toLanguageTag>,
  () => Promise<{ messages: Messages }>
> = {
  en: () => import('./locales/en/messages.po'),
  cs: () => import('./locales/cs/messages.po'),
  sk: () => import('./locales/sk/messages.po'),
  de: () => import('./locales/de/messages.po'),
};

const loaded = new Set<string>();

/**
 * Loads the catalog of a URL locale (`en`, `cz`, `sk`, `de`) once and activates it on the shared
 * `i18n` instance. Lingui itself uses language tags, so `cz` becomes `cs` here.
 * Resolves with the activated language tag.
 */
export async function activateLocale(locale: Locale): Promise<string> {
  const tag = toLanguageTag(locale);
  if (!loaded.has(tag)) {
    const { messages } = await catalogLoaders[tag]();
    i18n.load(tag, messages);
    loaded.add(tag);
  }
  if (i18n.locale !== tag) i18n.activate(tag);
  return tag;
}
