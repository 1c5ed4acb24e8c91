/**
 * The end-to-end stack runs every port shifted by E2E_PORT_OFFSET (default 10000), so it never
 * collides with a developer's `npm start` (API 3333, sites 4200–4204).
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10_000);

const origin = (port: number) => `http://localhost:${port + PORT_OFFSET}`;

export const API = origin(3333);

/** The tenant sites served for the end-to-end run, with what each must show. */
export const TENANT_SITES = [
  { app: 'beta', origin: origin(4200), defaultLocale: 'en' },
  { app: 'harfa', origin: origin(4201), defaultLocale: 'cz' },
  { app: 'novoplaza', origin: origin(4202), defaultLocale: 'cz' },
  { app: 'europasc', origin: origin(4203), defaultLocale: 'sk' },
  { app: 'presentation', origin: origin(4204), defaultLocale: 'en' },
] as const;

export const BETA = TENANT_SITES[0].origin;
