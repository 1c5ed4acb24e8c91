/** The tenant sites served for the end-to-end run, with what each must show. */
export const TENANT_SITES = [
  { app: 'beta', origin: 'http://localhost:4200', defaultLocale: 'en' },
  { app: 'harfa', origin: 'http://localhost:4201', defaultLocale: 'cz' },
  { app: 'novoplaza', origin: 'http://localhost:4202', defaultLocale: 'cz' },
  { app: 'europasc', origin: 'http://localhost:4203', defaultLocale: 'sk' },
  { app: 'presentation', origin: 'http://localhost:4204', defaultLocale: 'en' },
] as const;

export const BETA = TENANT_SITES[0].origin;
