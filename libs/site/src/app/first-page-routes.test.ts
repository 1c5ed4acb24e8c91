import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { firstPageRouteTree, lazyRouteTree } from './first-page-routes';

describe('the browser’s route tree', () => {
  it('lacks every page but home until the rest of the tree is in, then nothing', async () => {
    const router = createRouter({
      routeTree: firstPageRouteTree,
      history: createMemoryHistory({ initialEntries: ['/en'] }),
      context: { queryClient: new QueryClient() } as never,
    });
    const tree = lazyRouteTree(() => router);
    expect(tree.lacks('/en')).toBe(false);
    expect(tree.lacks('/en/')).toBe(false);
    expect(tree.lacks('/')).toBe(false);
    expect(tree.lacks('/en/shops/all/1')).toBe(true);
    expect(tree.lacks('/en/shop/12/boots')).toBe(true);
    expect(tree.lacks('/en/dashboard')).toBe(true);

    await tree.complete();
    expect(tree.lacks('/en/shops/all/1')).toBe(false);
    expect(router.getMatchedRoutes('/en/shop/12/boots')[2]?.id).toBe(
      '/$locale/_default/shop/$id/$title',
    );
    expect(router.getMatchedRoutes('/en/dashboard')[2]?.id).toBe('/$locale/_dashboard/dashboard');
    // A path no route matches is not lacking: it is the 404 (no second load, no redirect loop).
    expect(tree.lacks('/en/no-such-page/1')).toBe(false);
  });
});
