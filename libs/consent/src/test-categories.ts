import type { CookieConsentCategory } from './categories';

/** The categories the API seeds (libs/server/db/src/seed/settings.ts), trimmed; tests only. */
export const SEED_LIKE_CATEGORIES: CookieConsentCategory[] = [
  {
    id: 'necessary',
    name: { en: 'Necessary', cz: 'Nezbytné', sk: 'Nevyhnutné', de: 'Notwendig' },
    description: { en: 'Needed for the site to work.', cz: 'Potřebné pro fungování webu.' },
    links: [],
    targetCookieIds: ['token', 'locale', 'cookie_consent'],
    isPreselected: false,
  },
  {
    id: 'functional',
    name: { en: 'Functional', cz: 'Funkční', sk: 'Funkčné', de: 'Funktional' },
    description: { en: 'Remember your preferences.', de: 'Speichern Ihre Vorlieben.' },
    links: [],
    targetCookieIds: ['preferences'],
    isPreselected: true,
  },
  {
    id: 'statistics',
    name: { en: 'Statistics', cz: 'Statistické', sk: 'Štatistické', de: 'Statistik' },
    description: { en: 'Help us understand how the site is used.' },
    links: [{ label: 'Google', url: 'https://policies.google.com/privacy' }],
    targetCookieIds: ['_ga', '_gid', '_gat'],
    isPreselected: false,
  },
  {
    id: 'marketing',
    name: { en: 'Marketing', cz: 'Marketingové', sk: 'Marketingové', de: 'Marketing' },
    description: { en: 'Relevant offers elsewhere.' },
    links: [],
    targetCookieIds: ['_fbp'],
    src: 'https://ads.example.net/tag.js',
    isPreselected: false,
  },
];
