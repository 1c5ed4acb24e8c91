/**
 * What a visible link's prefetch fetches for a page component without running it (issue 22): the
 * files of the lazily imported chunk that exports it, the chunks it imports that the entry has not
 * loaded, and their messages' chunks per Lingui language tag; paths relative to the site's root.
 * Keyed by the component's export name (`ShopPage`). The tenant build writes it as
 * `route-code.json` (tools/tenant-build/src/route-code.ts); the site reads it
 * (libs/site/src/app/preload-route-code.ts).
 */
export type RouteCode = Record<string, { files: string[]; messages: Record<string, string[]> }>;

export const ROUTE_CODE_FILE = 'route-code.json';
