import { describe, expect, it } from 'vitest';
import { amenityHref } from './amenity-href';

describe('amenity redirect links', () => {
  const wifi = { id: 1, slug: 'wifi', translations: [{ locale: 'en', title: 'Free Wi-Fi' }] };
  const desk = { id: 2, slug: 'info-desk', translations: [{ locale: 'en', title: 'Info desk' }] };

  it('turns a site path into a path in the page language', () => {
    expect(amenityHref(wifi, { wifi: '/wl' }, 'cz')).toEqual({ href: '/cz/wl', external: false });
    expect(amenityHref(wifi, { 1: 'parking' }, 'de')).toEqual({
      href: '/de/parking',
      external: false,
    });
  });

  it('keeps absolute URLs (new tab) and falls back to the detail page', () => {
    expect(amenityHref(desk, { 'info-desk': 'https://help.example/desk' }, 'en')).toEqual({
      href: 'https://help.example/desk',
      external: true,
    });
    expect(amenityHref(desk, {}, 'en')).toEqual({
      href: '/en/amenity/2/info-desk',
      external: false,
    });
  });
});
