import { i18n } from '@lingui/core';

/** The console's languages, as Lingui names them (the API's `cz` is `cs` here). */
export const CONSOLE_LANGUAGES = ['en', 'cs', 'sk', 'de'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = {
  en: 'English',
  cs: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
};

const STORAGE_KEY = 'atrium-console-language';

const loaders: Record<ConsoleLanguage, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('./locales/en/messages.po'),
  cs: () => import('./locales/cs/messages.po'),
  sk: () => import('./locales/sk/messages.po'),
  de: () => import('./locales/de/messages.po'),
};

function isLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first language the console speaks, else English. */
export function initialLanguage(): ConsoleLanguage {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: fall through
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export async function activateLanguage(language: ConsoleLanguage): Promise<void> {
  const { messages } = await loaders[language]();
  i18n.loadAndActivate({ locale: language, messages: messages as never });
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // not kept: fine
  }
}

export { i18n };
