import { describe, expect, it } from 'vitest';
import { settingsAnchorHref, settingsLink } from './settings-link';

describe('settingsLink', () => {
  it('puts a language-neutral site path in the page language (the router localises the slug)', () => {
    expect(settingsLink('/shops-services', 'cz')).toEqual({
      href: '/cz/shops-services',
      external: false,
    });
    expect(settingsLink('/events/1', 'de')).toEqual({ href: '/de/events/1', external: false });
    expect(settingsLink('/en/privacy-policy', 'sk')).toEqual({
      href: '/sk/privacy-policy',
      external: false,
    });
  });

  it('keeps absolute URLs', () => {
    for (const url of ['https://shop.example/x', 'mailto:info@mall.example', '//cdn.example/a']) {
      expect(settingsLink(url, 'en')).toEqual({ href: url, external: true });
    }
  });

  it('gives plain anchors the localised address', () => {
    expect(settingsAnchorHref('/privacy-policy', 'cz')).toBe('/cz/ochrana-osobnich-udaju');
    expect(settingsAnchorHref('https://x.example/', 'cz')).toBe('https://x.example/');
  });
});
