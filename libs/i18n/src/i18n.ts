import { i18n, type Messages } from '@lingui/core';

import { type Locale, toLanguageTag } from '@atrium/domain/locales';
import { chunkMessages } from './chunk-messages';

export { i18n };

/**
 * The whole catalog of each language, one loader per language: each `.po` file is compiled by
 * @lingui/vite-plugin and becomes its own chunk. Used by the server renderer, the dev server,
 * Storybook and tests; a tenant's browser build (`ATRIUM_CHUNK_CATALOGS`, set by `chunkCatalogs()`
 * of `@atrium/i18n/vite`) loads per-chunk catalogs instead and leaves these out.
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

let chunkCatalogs: ReturnType<typeof chunkMessages> | undefined;

const loaded = new Set<string>();

/**
 * Loads the catalog of a URL locale (`en`, `cz`, `sk`, `de`) once and activates it on the shared
 * `i18n` instance. Lingui itself uses language tags, so `cz` becomes `cs` here.
 * In a tenant's browser build this loads the messages of the chunks imported so far (the frame
 * and the page's route); chunks imported later bring their own (chunk-messages.ts).
 * Resolves with the activated language tag.
 */
export async function activateLocale(locale: Locale): Promise<string> {
  const tag = toLanguageTag(locale);
  // A constant in every build (Vite's define), so a tenant's browser build drops `catalogLoaders`.
  if (import.meta.env.ATRIUM_CHUNK_CATALOGS === true) {
    chunkCatalogs ??= chunkMessages();
    const messages = await chunkCatalogs.load(tag, i18n.locale || undefined);
    // Lingui keeps this object: messages of chunks loaded later are merged into it.
    if (!loaded.has(tag)) i18n.load(tag, messages);
    loaded.add(tag);
    if (i18n.locale !== tag) i18n.activate(tag);
    chunkCatalogs.settle(tag);
    return tag;
  }
  if (!loaded.has(tag)) {
    const { messages } = await catalogLoaders[tag]();
    i18n.load(tag, messages);
    loaded.add(tag);
  }
  if (i18n.locale !== tag) i18n.activate(tag);
  return tag;
}
