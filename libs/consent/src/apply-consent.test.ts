import { afterEach, describe, expect, it } from 'vitest';

import { PIXEL_ORIGIN, TAG_MANAGER_ORIGIN } from './analytics';
import { applyConsent } from './apply-consent';
import { normaliseCategories } from './categories';
import { SEED_LIKE_CATEGORIES } from './test-categories';

const CATEGORIES = normaliseCategories(SEED_LIKE_CATEGORIES);
const ANALYTICS = { gtmId: 'GTM-TEST1', metaId: '123456789' };

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src);
}

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  for (const name of ['_ga', '_ga_XYZ', '_fbp', 'token']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.com`;
  }
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { fbq?: unknown }).fbq;
});

describe('applyConsent', () => {
  it('loads nothing and clears stray analytics cookies before statistics is on', () => {
    document.cookie = '_ga=GA1; path=/; domain=.example.com';
    document.cookie = 'token=t; path=/';
    const result = applyConsent({
      categories: CATEGORIES,
      previous: null,
      enabled: ['necessary'],
      analytics: ANALYTICS,
    });
    expect(scriptSources()).toEqual([]);
    expect(result).toEqual({ removedCookies: ['_ga'], reloadNeeded: false });
    expect(document.cookie).toBe('token=t');
  });

  it('statistics loads the tag manager and the pixel once, with their queues', () => {
    for (let i = 0; i < 2; i++) {
      applyConsent({
        categories: CATEGORIES,
        previous: i === 0 ? null : ['necessary', 'statistics'],
        enabled: ['necessary', 'statistics'],
        analytics: ANALYTICS,
      });
    }
    expect(scriptSources()).toEqual([
      `${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-TEST1`,
      `${PIXEL_ORIGIN}/en_US/fbevents.js`,
    ]);
    const win = window as unknown as { dataLayer: { event?: string }[]; fbq: { queue: unknown[] } };
    expect(win.dataLayer.map((entry) => entry.event)).toEqual(['gtm.js']);
    expect(win.fbq.queue).toEqual([
      ['init', '123456789'],
      ['track', 'PageView'],
    ]);
  });

  it("a category's own script loads with it and goes with it, with its cookies", () => {
    applyConsent({
      categories: CATEGORIES,
      previous: null,
      enabled: ['necessary', 'marketing'],
      analytics: ANALYTICS,
    });
    expect(scriptSources()).toEqual(['https://ads.example.net/tag.js']);
    document.cookie = '_fbp=fb.1; path=/; domain=.example.com';
    const result = applyConsent({
      categories: CATEGORIES,
      previous: ['necessary', 'marketing'],
      enabled: ['necessary'],
      analytics: ANALYTICS,
    });
    expect(scriptSources()).toEqual([]);
    expect(result).toEqual({ removedCookies: ['_fbp'], reloadNeeded: false });
    expect(document.cookie).toBe('');
  });

  it('withdrawing statistics removes its scripts and cookies and asks for a reload', () => {
    applyConsent({
      categories: CATEGORIES,
      previous: null,
      enabled: ['necessary', 'statistics'],
      analytics: ANALYTICS,
    });
    document.cookie = '_ga=GA1; path=/';
    document.cookie = '_ga_XYZ=GS1; path=/; domain=.example.com';
    const result = applyConsent({
      categories: CATEGORIES,
      previous: ['necessary', 'statistics'],
      enabled: ['necessary'],
      analytics: ANALYTICS,
    });
    expect(scriptSources()).toEqual([]);
    expect(result.reloadNeeded).toBe(true);
    expect(result.removedCookies.sort()).toEqual(['_ga', '_ga_XYZ']);
    expect(document.cookie).toBe('');
  });

  it('without tenant ids statistics loads nothing', () => {
    applyConsent({
      categories: CATEGORIES,
      previous: null,
      enabled: ['necessary', 'statistics'],
      analytics: {},
    });
    expect(scriptSources()).toEqual([]);
  });
});
