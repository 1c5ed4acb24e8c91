import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import {
  activeLocales,
  offeredLocale,
  aspectRatioValue,
  headerNavbarLabel,
  headerNavbarLinks,
} from './settings';
import { SETTINGS_FLAG_KEYS, SETTINGS_KEYS, SETTINGS_SINGLE_KEYS } from './settings-keys';
import {
  defaultSettings,
  missingSettingsKeys,
  parseAspectRatio,
  parseBoolean,
  parseSettings,
  splitList,
} from './settings-parse';

function collect() {
  const messages: string[] = [];
  return { messages, log: (message: string) => messages.push(message) };
}

describe('parseSettings: empty input', () => {
  const { messages, log } = collect();
  const settings = parseSettings({}, log);

  it('gives every prefix group as an empty record', () => {
    for (const group of SETTINGS_KEYS.prefixGroups) expect(settings[group]).toEqual({});
  });

  it('uses the spec section 9 header and footer colour names', () => {
    expect(settings.over_header_color_name).toBe('primary');
    expect(settings.header_color_name).toBe('white');
    expect(settings.header_idle_text_color_name).toBe('grayDark3');
    expect(settings.header_active_text_color_name).toBe('primary');
    expect(settings.header_button_color_name).toBe('primary');
    expect(settings.header_button_text_color_name).toBe('white');
    expect(settings.footer_color_name).toBe('primary');
  });

  it('defaults the hero banner ratio to 16/9 and lists to empty', () => {
    expect(settings.hero_banner_aspect_ratio).toBe('16/9');
    expect(settings.navigation_top_items).toEqual([]);
    expect(settings.news_aspect_ratios).toEqual([]);
    expect(settings.inactive_locales).toEqual([]);
    expect(settings.hero_banner_items).toEqual([]);
    expect(settings.footer_items).toEqual([]);
    expect(settings.amenity_redirect_links).toEqual({});
    expect(settings.cookie_consent_categories).toEqual([]);
  });

  it('gives text keys as null and flags their defaults', () => {
    expect(settings.website_name).toBeNull();
    expect(settings.root_page).toBeNull();
    expect(settings.is_authentication_active).toBe(true);
    expect(settings.use_fallback_locale).toBe(true);
    expect(settings.rounded_corners).toBe(true);
    expect(settings.is_mobile_app_active).toBe(false);
    expect(settings.is_rewards_visible_only_when_logged_in).toBe(false);
  });

  it('logs nothing', () => {
    expect(messages).toEqual([]);
  });

  it('equals defaultSettings()', () => {
    expect(defaultSettings()).toEqual(settings);
  });
});

describe('parseSettings: values', () => {
  it("turns 'true' and 'false' into booleans for every flag", () => {
    const allTrue = Object.fromEntries(SETTINGS_FLAG_KEYS.map((key) => [key, 'true']));
    const allFalse = Object.fromEntries(SETTINGS_FLAG_KEYS.map((key) => [key, 'false']));
    const t = parseSettings(allTrue);
    const f = parseSettings(allFalse);
    for (const key of SETTINGS_FLAG_KEYS) {
      expect(t[key], key).toBe(true);
      expect(f[key], key).toBe(false);
    }
  });

  it('logs a flag that is neither true nor false and keeps its default', () => {
    const { messages, log } = collect();
    const settings = parseSettings({ is_sso_visible: 'yes', rounded_corners: '' }, log);
    expect(settings.is_sso_visible).toBe(false);
    expect(settings.rounded_corners).toBe(true);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('is_sso_visible');
  });

  it('splits navigation lists on comma-space', () => {
    const settings = parseSettings({
      navigation_top_items: 'shops, dine, events, news',
      footer_about_us_items: 'about-us',
      footer_useful_links_items: '',
    });
    expect(settings.navigation_top_items).toEqual(['shops', 'dine', 'events', 'news']);
    expect(settings.footer_about_us_items).toEqual(['about-us']);
    expect(settings.footer_useful_links_items).toEqual([]);
  });

  it('collects prefix groups into records of suffix to value', () => {
    const settings = parseSettings({
      colors_primary: '#112233',
      colors_grayDark3: '#333333',
      icons_parking: '/icons/parking.svg',
      header_navbar_items_Blog: 'https://blog.example.com',
      landings_images_hero: '/img/hero.jpg',
      documents_rules: '/docs/rules.pdf',
      loyalty_program_images_card: '/img/card.png',
    });
    expect(settings.colors).toEqual({ primary: '#112233', grayDark3: '#333333' });
    expect(settings.icons).toEqual({ parking: '/icons/parking.svg' });
    expect(settings.header_navbar_items).toEqual({ Blog: 'https://blog.example.com' });
    expect(settings.landings_images).toEqual({ hero: '/img/hero.jpg' });
    expect(settings.documents).toEqual({ rules: '/docs/rules.pdf' });
    expect(settings.loyalty_program_images).toEqual({ card: '/img/card.png' });
    expect(settings.extra).toEqual({});
    expect(headerNavbarLinks(settings)).toEqual([
      { name: 'Blog', url: 'https://blog.example.com' },
    ]);
  });

  it('keeps unknown keys (and a bare prefix) in extra', () => {
    const settings = parseSettings({ something_else: 'x', colors_: 'y' });
    expect(settings.extra).toEqual({ something_else: 'x', colors_: 'y' });
    expect(settings.colors).toEqual({});
  });

  it('does not put single keys that share a prefix into a group', () => {
    const settings = parseSettings({ footer_items: '[]', footer_color_name: 'secondary' });
    expect(settings.footer_color_name).toBe('secondary');
    expect(settings.extra).toEqual({});
  });

  it('reads text keys and colour names, trimming them', () => {
    const settings = parseSettings({
      website_name: ' Galerie Harfa ',
      root_page: 'shops',
      header_color_name: 'black',
      footer_color_name: '',
    });
    expect(settings.website_name).toBe('Galerie Harfa');
    expect(settings.root_page).toBe('shops');
    expect(settings.header_color_name).toBe('black');
    expect(settings.footer_color_name).toBe('primary');
  });

  it('parses aspect-ratio lists and logs bad entries', () => {
    const { messages, log } = collect();
    const settings = parseSettings(
      { news_aspect_ratios: '16/9, 4:3, wide, 1/1', hero_banner_aspect_ratio: '21/9' },
      log,
    );
    expect(settings.news_aspect_ratios).toEqual(['16/9', '4/3', '1/1']);
    expect(settings.hero_banner_aspect_ratio).toBe('21/9');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("'wide'");
  });

  it('falls back to 16/9 on a bad hero ratio and logs it', () => {
    const { messages, log } = collect();
    expect(parseSettings({ hero_banner_aspect_ratio: '0/9' }, log).hero_banner_aspect_ratio).toBe(
      '16/9',
    );
    expect(messages).toHaveLength(1);
  });

  it('keeps only known inactive locales', () => {
    const { messages, log } = collect();
    const settings = parseSettings({ inactive_locales: 'sk, de, fr' }, log);
    expect(settings.inactive_locales).toEqual(['sk', 'de']);
    expect(activeLocales(settings, LOCALES)).toEqual(['en', 'cz']);
    expect(messages).toHaveLength(1);
    expect(offeredLocale(settings, 'de', 'cz')).toBe('cz');
    expect(offeredLocale(settings, 'en', 'cz')).toBe('en');
  });

  it('tolerates non-string values from a lax server', () => {
    const settings = parseSettings({
      is_sso_visible: true,
      default_floorplan_id: 7,
      root_page: null,
    });
    expect(settings.is_sso_visible).toBe(true);
    expect(settings.default_floorplan_id).toBe('7');
    expect(settings.root_page).toBeNull();
  });
});

describe('parseSettings: JSON keys', () => {
  const hero = [
    { image: '/a.jpg', url: '/shops', translations: [{ locale: 'en', title: 'Hi' }] },
    { image: '/b.jpg', image_mobile: '/b-m.jpg', custom: 1 },
  ];

  it('parses hero banner items, footer items, amenity links and consent categories', () => {
    const { messages, log } = collect();
    const settings = parseSettings(
      {
        hero_banner_items: JSON.stringify(hero),
        footer_items: JSON.stringify([{ name: 'Careers', url: 'https://jobs.example.com' }]),
        amenity_redirect_links: JSON.stringify({ '12': 'https://parking.example.com', '13': 5 }),
        cookie_consent_categories: JSON.stringify([
          { id: 'statistics', name: 'Statistics', description: { en: 'Stats', cz: 'Statistiky' } },
        ]),
      },
      log,
    );
    expect(settings.hero_banner_items).toEqual(hero);
    expect(settings.footer_items).toEqual([{ name: 'Careers', url: 'https://jobs.example.com' }]);
    expect(settings.amenity_redirect_links).toEqual({
      '12': 'https://parking.example.com',
      '13': '5',
    });
    expect(settings.cookie_consent_categories).toEqual([
      {
        id: 'statistics',
        name: 'Statistics',
        description: { en: 'Stats', cz: 'Statistiky' },
        links: [],
        targetCookieIds: [],
        isPreselected: false,
      },
    ]);
    expect(messages).toEqual([]);
  });

  it.each([
    ['hero_banner_items', '[{"image": '],
    ['footer_items', 'not json'],
    ['amenity_redirect_links', '{broken'],
    ['cookie_consent_categories', '['],
  ] as const)('logs and ignores invalid JSON in %s', (key, value) => {
    const { messages, log } = collect();
    const settings = parseSettings({ [key]: value }, log);
    const empty = key === 'amenity_redirect_links' ? {} : [];
    expect(settings[key]).toEqual(empty);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(key);
    expect(messages[0]).toContain('invalid JSON');
  });

  it('ignores JSON of the wrong shape', () => {
    const { messages, log } = collect();
    const settings = parseSettings(
      { hero_banner_items: '{"image":"/a.jpg"}', amenity_redirect_links: '["x"]' },
      log,
    );
    expect(settings.hero_banner_items).toEqual([]);
    expect(settings.amenity_redirect_links).toEqual({});
    expect(messages).toHaveLength(2);
  });

  it('drops only the invalid items of an array', () => {
    const { messages, log } = collect();
    const settings = parseSettings(
      { hero_banner_items: JSON.stringify([{ image: '/ok.jpg' }, { url: '/no-image' }]) },
      log,
    );
    expect(settings.hero_banner_items).toEqual([{ image: '/ok.jpg' }]);
    expect(messages).toEqual(['settings: hero_banner_items[1] ignored, invalid image']);
  });

  it('uses console.warn when no log is given', () => {
    const original = console.warn;
    const seen: unknown[] = [];
    console.warn = (...args: unknown[]) => seen.push(args[0]);
    try {
      parseSettings({ footer_items: '{' });
    } finally {
      console.warn = original;
    }
    expect(seen).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('headerNavbarLabel gives the label in the language, else the name', () => {
    const settings = parseSettings({
      'header_navbar_items_Space lease': 'https://example.com/lease',
      header_navbar_labels: JSON.stringify({ 'Space lease': { cz: 'Pronájem prostor', de: ' ' } }),
    });
    expect(headerNavbarLabel(settings, 'Space lease', 'cz')).toBe('Pronájem prostor');
    expect(headerNavbarLabel(settings, 'Space lease', 'de')).toBe('Space lease');
    expect(headerNavbarLabel(settings, 'Office Park', 'cz')).toBe('Office Park');
    const broken = parseSettings({ header_navbar_labels: '{oops' });
    expect(headerNavbarLabel(broken, 'Space lease', 'cz')).toBe('Space lease');
  });

  it('splitList drops empty items', () => {
    expect(splitList(undefined)).toEqual([]);
    expect(splitList('a, b,c, ')).toEqual(['a', 'b', 'c']);
  });

  it('parseBoolean accepts only true and false', () => {
    expect(parseBoolean('true')).toBe(true);
    expect(parseBoolean(' FALSE ')).toBe(false);
    expect(parseBoolean('1')).toBeUndefined();
    expect(parseBoolean(undefined)).toBeUndefined();
  });

  it('parseAspectRatio normalises and rejects', () => {
    expect(parseAspectRatio('16 : 9')).toBe('16/9');
    expect(parseAspectRatio('1.91/1')).toBe('1.91/1');
    expect(parseAspectRatio('16x9')).toBeUndefined();
    expect(aspectRatioValue('16/9')).toBeCloseTo(16 / 9);
  });

  it('missingSettingsKeys names absent keys and empty prefix groups', () => {
    const complete: Record<string, string> = Object.fromEntries(
      SETTINGS_SINGLE_KEYS.filter((key) => key !== 'root_page').map((key) => [key, '']),
    );
    for (const group of SETTINGS_KEYS.prefixGroups) complete[`${group}_x`] = 'v';
    expect(missingSettingsKeys(complete)).toEqual([]);
    delete complete['website_name'];
    delete complete['icons_x'];
    expect(missingSettingsKeys(complete)).toEqual(['website_name', 'icons_*']);
  });

  it('the catalog lists every key the brief names', () => {
    expect(SETTINGS_SINGLE_KEYS).toHaveLength(new Set(SETTINGS_SINGLE_KEYS).size);
    expect(SETTINGS_KEYS.prefixGroups).toHaveLength(12);
    expect(SETTINGS_KEYS.flags).toHaveLength(19);
    expect(SETTINGS_KEYS.navigation).toHaveLength(7);
    expect(SETTINGS_KEYS.aspectRatios).toHaveLength(7);
    expect(SETTINGS_SINGLE_KEYS).toContain('cookie_consent_categories');
    expect(SETTINGS_SINGLE_KEYS).toContain('hero_banner_aspect_ratio');
    expect(SETTINGS_SINGLE_KEYS).toContain('inactive_locales');
  });
});
