import { slugRewrite } from '@atrium/i18n/slug-rewrite';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree';
import type { RouterContext } from './router-context';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    rewrite: slugRewrite,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
