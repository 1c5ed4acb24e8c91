import { describe, expect, it } from 'vitest';
import { shopListSearch, shopsServicesSearch, withSearch } from '../../common/shops/list-search';
import { shopHours } from '../../common/shops/open-now';
import { storeDetailLayout } from './shop-page';

describe('shop list search', () => {
  it('keeps the spec page sizes and a search of 2–100 characters, drops anything else', () => {
    expect(shopListSearch({ per_page: '24', q: ' shoe ' })).toEqual({
      per_page: 24,
      q: 'shoe',
    });
    expect(shopListSearch({ per_page: '7', q: 'a' })).toEqual({});
    expect(shopListSearch({ per_page: 'x' })).toEqual({});
  });

  it('shops-services keeps f=dine and a page number; another f is an error (404)', () => {
    expect(shopsServicesSearch({ f: 'dine', page: '2' })).toEqual({ f: 'dine', page: 2 });
    expect(() => shopsServicesSearch({ f: 'eat' })).toThrow(`f: expected 'dine', got "eat"`);
    expect(shopListSearch({ per_page: 24, q: 2024 })).toEqual({ per_page: 24, q: '2024' });
  });

  it('adds only the set values to a path, keeping its own query', () => {
    expect(withSearch('/en/shops/all/2', { per_page: 24, q: undefined })).toBe(
      '/en/shops/all/2?per_page=24',
    );
    expect(withSearch('/en/shops-services?f=dine', { q: 'pizza' })).toBe(
      '/en/shops-services?f=dine&q=pizza',
    );
    expect(withSearch('/en/e-shops/1', {})).toBe('/en/e-shops/1');
  });
});

describe('store detail layout', () => {
  it('names default and wide; anything else is default', () => {
    expect(storeDetailLayout('wide')).toBe('wide');
    expect(storeDetailLayout('default')).toBe('default');
    expect(storeDetailLayout('fancy')).toBe('default');
    expect(storeDetailLayout(null)).toBe('default');
  });
});

describe('shop hours', () => {
  it('reads a list of zones or one zone; null means the mall’s hours', () => {
    const zone = { zone: 'default', days: { monday: { open: '10:00', close: '22:00' } } };
    expect(shopHours([zone])?.days.monday).toEqual({ open: '10:00', close: '22:00' });
    expect(shopHours(zone)?.days.monday).toEqual({ open: '10:00', close: '22:00' });
    expect(shopHours(null)).toBeNull();
    expect(shopHours('nonsense')).toBeNull();
  });
});
