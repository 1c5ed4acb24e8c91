import { afterEach, describe, expect, it } from 'vitest';

import { clearConsentCookies, readConsentCookie } from './consent-cookies';
import { createConsentStore } from './consent-store';
import { SEED_LIKE_CATEGORIES as CATEGORIES } from './test-categories';

afterEach(clearConsentCookies);

function idsCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith('cookie_consent_ids='))
    ?.split('=')[1];
}

describe('consent store', () => {
  it('starts not hydrated; hydrating without a cookie means not answered', () => {
    const store = createConsentStore();
    expect(store.getState()).toMatchObject({ hydrated: false, status: 'unanswered' });
    store.getState().hydrate();
    expect(store.getState()).toMatchObject({
      hydrated: true,
      status: 'unanswered',
      enabled: ['necessary'],
    });
  });

  it('accept all enables every category and stores the answer and every cookie id', () => {
    const store = createConsentStore();
    store.getState().hydrate();
    store.getState().openSettings();
    store.getState().acceptAll(CATEGORIES);
    expect(store.getState()).toMatchObject({
      status: 'accepted_all',
      enabled: ['necessary', 'functional', 'statistics', 'marketing'],
      settingsOpen: false,
    });
    expect(readConsentCookie()).toEqual({
      status: 'accepted_all',
      categories: ['necessary', 'functional', 'statistics', 'marketing'],
    });
    expect(decodeURIComponent(idsCookie() ?? '')).toBe(
      'token,locale,cookie_consent,preferences,_ga,_gid,_gat,_fbp',
    );
  });

  it('accept selected keeps necessary and the known selected ids only', () => {
    const store = createConsentStore();
    store.getState().acceptSelected(CATEGORIES, ['statistics', 'unknown', 'necessary']);
    expect(store.getState().status).toBe('accepted_selected');
    expect(store.getState().enabled).toEqual(['necessary', 'statistics']);
    expect(decodeURIComponent(idsCookie() ?? '')).toBe('token,locale,cookie_consent,_ga,_gid,_gat');
  });

  it('decline keeps necessary only', () => {
    const store = createConsentStore();
    store.getState().acceptAll(CATEGORIES);
    store.getState().decline(CATEGORIES);
    expect(store.getState()).toMatchObject({ status: 'declined', enabled: ['necessary'] });
    expect(readConsentCookie()).toEqual({ status: 'declined', categories: ['necessary'] });
  });

  it('a new page (new store) hydrates the stored answer', () => {
    createConsentStore().getState().acceptSelected(CATEGORIES, ['functional']);
    const next = createConsentStore();
    next.getState().hydrate();
    expect(next.getState()).toMatchObject({
      status: 'accepted_selected',
      enabled: ['necessary', 'functional'],
    });
  });
});
