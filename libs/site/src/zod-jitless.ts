/**
 * zod compiles its faster parsers with `new Function`, which the site's Content-Security-Policy
 * refuses (no 'unsafe-eval'): its probe alone would report a violation when the first schema is
 * built. zod 4 keeps its configuration on this global and adopts an object already there when it
 * loads, so the entry sets `jitless` without importing zod: `config()` from 'zod/v4/core' put
 * zod's core and util modules in the entry chunk (3.4 KB gzip), though only the pages with forms
 * (lazy chunks) use zod. zod-jitless.test.ts fails if zod stops reading it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
