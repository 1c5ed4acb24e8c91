import { describe, expect, it } from 'vitest';

import { listFirstPage } from './list-first-page';

describe('listFirstPage', () => {
  it.each([
    ['/en/offers', '/en/offers/1'],
    ['/en/offers/', '/en/offers/1'],
    ['/cz/akce', '/cz/akce/1'],
    ['/de/neuigkeiten-center', '/de/neuigkeiten-center/1'],
    ['/en/e-shops', '/en/e-shops/1'],
    ['/en/shops', '/en/shops-services'],
    ['/sk/obchody', '/sk/obchody-a-sluzby'],
  ])('%s → %s', (path, firstPage) => {
    expect(listFirstPage(path)).toBe(firstPage);
  });

  it.each([
    '/en/offers/2', // a page already
    '/en/events/fashion', // events take no category
    '/en/offers/abc', // a category, or nothing: left to the 404
    '/en/rewards', // the member's rewards
    '/en/shops/fashion',
    '/en/offer/1', // a detail page
    '/en/opening-hours',
    '/en/no-such-list',
    '/offers',
    '/en/offers/a/b',
  ])('%s is no list without its page', (path) => {
    expect(listFirstPage(path)).toBeNull();
  });
});
