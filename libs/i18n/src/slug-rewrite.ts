import { canonicalizePath, localizeCanonicalPath } from './slugs';

/**
 * TanStack Router's `rewrite` option (DESIGN section 7): the address bar shows localised slugs,
 * the route tree sees canonical English ones. `createRouter({ routeTree, rewrite: slugRewrite })`.
 */
export const slugRewrite = {
  input: ({ url }: { url: URL }): URL => {
    url.pathname = canonicalizePath(url.pathname);
    return url;
  },
  output: ({ url }: { url: URL }): URL => {
    url.pathname = localizeCanonicalPath(url.pathname);
    return url;
  },
};
