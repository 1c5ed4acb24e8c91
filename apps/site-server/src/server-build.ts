// What a tenant's server build (`apps/<app>/dist-server/render.js`, libs/site/src/server/render.tsx
// built by tools/tenant-build) exports to the site server. The build is loaded at run time, so
// these types are the contract between the two; the site server's build suite renders real pages
// through it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RuntimeConfig } from './runtime';

export type RenderRequest = {
  /** Path with search, e.g. `/cz/obchody/1?q=x`. */
  url: string;
  /** The built `index.html`; the page is rendered into `#root`. */
  template: string;
  runtime: RuntimeConfig;
  /** The site's own origin: sent to the API as `Origin` (tenant). */
  origin: string;
  /** How the API is read (the render worker's cache of public answers). */
  fetch?: typeof globalThis.fetch;
  /** The bare `/` only: the language its home page is rendered in (`visitorLocaleOf`). */
  visitorLocale?: string;
};

export type RenderResult =
  | { kind: 'html'; status: number; html: string; payload: string }
  | { kind: 'moved'; status: number; to: string }
  | { kind: 'client'; reason: 'member' | 'redirect' | 'visitor-locale' };

export type ServerBuild = {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** The page cache's key of a URL: the path plus the search parameters its route reads. */
  pageCacheKey(url: string, context: { runtime: RuntimeConfig; origin: string }): string;
  /** The language of the bare `/` for a visitor: locale cookie, `Accept-Language`, default. */
  visitorLocaleOf(headers: { cookie?: string | null; acceptLanguage?: string | null }): string;
  /** The key suffix shared by every URL whose search parameters a route refuses. */
  INVALID_SEARCH: string;
  tenant: { tenantId: string; gtmId?: string | null; metaId?: string | null };
  /** Every inline script the pages carry (allowed by hash in the Content-Security-Policy). */
  inlineScripts: readonly string[];
};

/** Imports `<serverDir>/render.js`. */
export function importServerBuild(serverDir: string): Promise<ServerBuild> {
  return import(pathToFileURL(path.join(serverDir, 'render.js')).href) as Promise<ServerBuild>;
}
