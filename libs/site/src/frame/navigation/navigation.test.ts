import { parseSettings } from '@atrium/domain/settings-parse';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { documentEntries, menuEntries, topNavigation } from './navigation';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const settings = parseSettings({
  navigation_top_items: 'shops-services, offers, floorplan, unknown-name, Office Park',
  footer_useful_links_items: 'gift-cards, operating_rules',
  default_floorplan_id: '7',
  'header_navbar_items_Office Park': 'https://example.com/office',
  'header_navbar_items_Space lease': 'https://example.com/lease',
  documents_operating_rules: 'https://cdn.example.com/rules.pdf',
  documents_price_list: 'https://cdn.example.com/prices.pdf',
});

describe('menus from settings name lists', () => {
  it('maps names to canonical paths in the language, external entries to their URLs', () => {
    const entries = menuEntries('navigation_top_items', settings, 'cz', i18n);
    expect(entries.map((e) => [e.key, e.href, e.external])).toEqual([
      ['shops-services', '/cz/shops-services', false],
      ['offers', '/cz/offers/1', false],
      ['floorplan', '/cz/floorplan/7', false],
      ['Office Park', 'https://example.com/office', true],
    ]);
    expect(entries[1]).toMatchObject({ label: 'Offers', icon: 'tag' });
  });

  it('resolves a name of a document to the document', () => {
    const entries = menuEntries('footer_useful_links_items', settings, 'en', i18n);
    expect(entries.map((e) => e.href)).toEqual([
      '/en/gift-cards',
      'https://cdn.example.com/rules.pdf',
    ]);
  });

  it("labels a tenant entry in the page's language when settings give a label", () => {
    const labelled = parseSettings({
      'header_navbar_items_Space lease': 'https://example.com/lease',
      'header_navbar_items_Office Park': 'https://example.com/office',
      header_navbar_labels: JSON.stringify({ 'Space lease': { cz: 'Pronájem prostor' } }),
    });
    const labels = (locale: 'cz' | 'en') =>
      topNavigation(labelled, locale, i18n).map((e) => e.label);
    expect(labels('cz')).toEqual(['Pronájem prostor', 'Office Park']);
    expect(labels('en')).toEqual(['Space lease', 'Office Park']);
  });

  it('appends every tenant-specific external entry to the top navigation once', () => {
    const hrefs = topNavigation(settings, 'de', i18n).map((e) => e.href);
    expect(hrefs.filter((h) => h === 'https://example.com/office')).toHaveLength(1);
    expect(hrefs.at(-1)).toBe('https://example.com/lease');
  });

  it('lists documents with titles', () => {
    expect(documentEntries(settings, i18n).map((e) => e.label)).toEqual([
      'Operating rules (document)',
      'Price list',
    ]);
  });
});
