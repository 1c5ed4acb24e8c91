import { z } from 'zod';

import { mediaPathSchema } from './content-admin';

import { LOCALES, type Locale } from '../locales';
import { parseAspectRatio } from '../settings-parse';
import {
  aspectRatioValue,
  type SettingsColorNameKey,
  type SettingsFlagKey,
  type SettingsImageGroup,
  type SettingsNavigationKey,
} from '../settings';
import {
  SETTINGS_COLOR_NAME_DEFAULTS,
  SETTINGS_FLAG_KEYS,
  SETTINGS_IMAGE_GROUPS,
  SETTINGS_NAVIGATION_KEYS,
} from '../settings-keys';

/**
 * A mall's settings as its owner edits them (`GET`/`PATCH /v1/admin/settings`, permission
 * `settings`, docs/api.md "Mall settings"): feature flags, the palette (`colors_<name>`), the
 * navigation menus, the site's texts and layouts (`texts`) and the loyalty rules. The API validates with these schemas and the console's
 * form reuses them; what needs the mall's data (a menu name that exists, a colour name of the
 * palette, contrast with the colours not sent) the API checks after them, with the same paths.
 */

/**
 * Route names a menu may list: the site's NAV_ROUTES (libs/site frame/navigation/nav-registry.ts)
 * is typed to hold exactly these, so the two cannot drift apart. Besides these a menu may name the mall's own
 * entries `header_navbar_items_<name>` and documents `documents_<name>`.
 */
export const NAV_ROUTE_NAMES = [
  'home',
  'shops-services',
  'e-shops',
  'offers',
  'events',
  'events-mall',
  'events-stores',
  'news',
  'news-mall',
  'news-stores',
  'news-events',
  'rewards',
  'amenities',
  'cinema',
  'opening-hours',
  'how-to-get-here',
  'parking',
  'floorplan',
  'faq',
  'about',
  'contact',
  'information',
  'loyalty-program',
  'mobile-app',
  'newsletter',
  'blog',
  'gift-cards',
  'privacy-policy',
  'terms-and-conditions',
  'cookies',
  'operating-rules',
  'search',
  'login',
  'register',
  'dashboard',
  'profile',
  'favourites',
  'support',
  'get-points',
  'my-points',
  'awards',
  'receipts',
  'my-rewards',
  'payment-methods',
  'purchases',
  'wl',
] as const;

/** The most entries one menu may hold. */
export const MENU_MAX_ITEMS = 20;

/** Bounds of the loyalty rules (docs/loyalty.md): integers; amounts in haléře. */
export const LOYALTY_RULE_BOUNDS = {
  rate_per_1000_czk: { min: 1, max: 10_000 },
  min_amount_minor: { min: 0, max: 10_000_000 },
  max_age_days: { min: 1, max: 365 },
  max_receipts_per_shop_per_day: { min: 0, max: 100 },
  auto_approve_limit_minor: { min: 0, max: 10_000_000 },
  points_expiry_months: { min: 0, max: 120 },
} as const;
export type LoyaltyRuleKey = keyof typeof LOYALTY_RULE_BOUNDS;
export const LOYALTY_RULE_KEYS = Object.keys(LOYALTY_RULE_BOUNDS) as LoyaltyRuleKey[];

/** The smallest contrast (WCAG) between a header's text and its background, and a button's. */
export const MIN_THEME_CONTRAST = 3;

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

const HEX = /^#[0-9a-f]{6}$/i;

/** `#rrggbb` (any case; stored lower case). */
export const hexColorSchema = z
  .string({ error: 'Enter a colour as #rrggbb' })
  .trim()
  .regex(HEX, 'Enter a colour as #rrggbb')
  .transform((s) => s.toLowerCase());

/** A palette colour's name (`colors_<name>`). */
export const colorNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'Unknown colour');

function channel(v: number) {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`; NaN for anything else. */
export function luminance(hex: string): number {
  if (!HEX.test(hex)) return NaN;
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** WCAG contrast ratio of two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Foreground/background pairs of the header the palette must keep readable. */
export const THEME_CONTRAST_PAIRS: readonly [SettingsColorNameKey, SettingsColorNameKey][] = [
  ['header_button_text_color_name', 'header_button_color_name'],
  ['header_idle_text_color_name', 'header_color_name'],
];

export interface ContrastProblem {
  /** The colour names of the pair (foreground, background). */
  foreground: string;
  background: string;
  /** The roles of the pair (`header_button_text_color_name`, `header_button_color_name`). */
  roles: readonly [SettingsColorNameKey, SettingsColorNameKey];
  ratio: number;
}

/**
 * Pairs of the header below MIN_THEME_CONTRAST with this palette and these colour roles; only
 * pairs that use one of `changed` (colour names) or whose role is one of `changedRoles`, so a
 * mall's old palette does not block an unrelated change.
 */
export function themeContrastProblems(
  palette: Readonly<Record<string, string>>,
  roles: Readonly<Partial<Record<SettingsColorNameKey, string>>>,
  changed: readonly string[],
  changedRoles: readonly string[] = [],
): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const [fgKey, bgKey] of THEME_CONTRAST_PAIRS) {
    const foreground = roles[fgKey] ?? SETTINGS_COLOR_NAME_DEFAULTS[fgKey];
    const background = roles[bgKey] ?? SETTINGS_COLOR_NAME_DEFAULTS[bgKey];
    const touched =
      changed.includes(foreground) ||
      changed.includes(background) ||
      changedRoles.includes(fgKey) ||
      changedRoles.includes(bgKey);
    if (!touched) continue;
    const fg = palette[foreground];
    const bg = palette[background];
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < MIN_THEME_CONTRAST) {
      problems.push({
        foreground,
        background,
        roles: [fgKey, bgKey],
        ratio: Math.round(ratio * 100) / 100,
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Texts and layouts
// ---------------------------------------------------------------------------------------------

/**
 * The values the site understands (libs/site: `offersLayout`, `STORE_DETAIL_LAYOUTS`,
 * `heroCardsParams`; anything else falls back there to the first of each list).
 */
export const OFFERS_LAYOUTS = ['grid', 'list'] as const;
export const STORE_DETAIL_LAYOUT_NAMES = ['default', 'wide'] as const;
export const HERO_CARDS_EVENT_TYPES = ['upcoming', 'mall', 'stores'] as const;
/**
 * Which of the mall's pictures (`GET /v1/malls`) a logo setting names (libs/site `site-logo.tsx`;
 * a picture the mall lacks falls back to its wide logo, then its logo).
 */
export const MALL_LOGO_TYPES = [
  'image',
  'image_wide',
  'image_inverted',
  'image_wide_inverted',
  'image_icon',
] as const;

/**
 * The fonts a mall may name (`app_font_name`; empty: the system font). The site sets the name
 * first in its `--font-family` (libs/ui theme.ts) but loads no font files, so a visitor sees it
 * when their device has it installed and the system font otherwise.
 */
export const SITE_FONTS = [
  'Inter',
  'Lato',
  'Montserrat',
  'Noto Sans',
  'Open Sans',
  'Poppins',
  'Roboto',
  'Source Sans 3',
] as const;

/** The plain text settings of the spec the owner edits (`texts` of GET and PATCH). */
export const SETTINGS_EDITABLE_TEXT_KEYS = [
  'website_name',
  'newsletter_consent_link_url',
  'gift_cards_page_help_email',
  'offers_layout',
  'store_detail_layout_name',
  'hero_cards_event_type',
  'header_logo_type',
  'footer_logo_type',
  'auth_logo_type',
  'default_floorplan_id',
  'hero_banner_aspect_ratio',
  'app_font_name',
] as const;
export type SettingsEditableTextKey = (typeof SETTINGS_EDITABLE_TEXT_KEYS)[number];

/** Free text: trimmed; empty clears the key (the site then uses its default). */
const clearable = (max: number) =>
  z.string({ error: 'Must be text' }).trim().max(max, `At most ${max} characters`);

/** A slide ratio the home page can draw: `w/h` from 1/2 (tall) to 6/1 (a thin strip). */
export function isSlideRatio(value: string): boolean {
  const ratio = parseAspectRatio(value);
  if (!ratio) return false;
  const n = aspectRatioValue(ratio);
  return n >= 0.5 && n <= 6;
}

const logoType = z.enum(MALL_LOGO_TYPES, { error: `One of ${MALL_LOGO_TYPES.join(', ')}` });

/** `PATCH` `texts`: each key optional; an empty text clears it. */
export const settingsTextsPatchSchema = z
  .object({
    /** The site's name in titles and the footer; empty: the mall's name. */
    website_name: clearable(100),
    /** Where the newsletter form's consent links: a page of the site or a web address. */
    newsletter_consent_link_url: clearable(500).refine(
      (s) => s === '' || /^\/(?!\/)\S*$/.test(s) || /^https?:\/\/\S+$/.test(s),
      'A page of the site (/privacy-policy) or a web address (https://…)',
    ),
    /** The address the gift cards page gives for questions. */
    gift_cards_page_help_email: clearable(200).refine(
      (s) => s === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s),
      'An e-mail address',
    ),
    offers_layout: z.enum(OFFERS_LAYOUTS, { error: `One of ${OFFERS_LAYOUTS.join(', ')}` }),
    store_detail_layout_name: z.enum(STORE_DETAIL_LAYOUT_NAMES, {
      error: `One of ${STORE_DETAIL_LAYOUT_NAMES.join(', ')}`,
    }),
    hero_cards_event_type: z.enum(HERO_CARDS_EVENT_TYPES, {
      error: `One of ${HERO_CARDS_EVENT_TYPES.join(', ')}`,
    }),
    header_logo_type: logoType,
    footer_logo_type: logoType,
    auth_logo_type: logoType,
    /** The floor plan the menu's "Floor plan" opens: an id of `GET /v1/floorplans`. */
    /** Width/height of the home page's slides (`16/9`; `16:9` is written `16/9`). */
    hero_banner_aspect_ratio: clearable(20)
      .refine((s) => s === '' || isSlideRatio(s), 'A ratio such as 16/9, between 1/2 and 6/1')
      .transform((s) => (s === '' ? s : parseAspectRatio(s)!)),
    default_floorplan_id: clearable(10).refine(
      (s) => s === '' || /^[1-9]\d{0,8}$/.test(s),
      'A floor plan of the mall',
    ),
    /** The site's font, one of SITE_FONTS; empty: the system font. */
    app_font_name: clearable(40).refine(
      (s) => s === '' || (SITE_FONTS as readonly string[]).includes(s),
      `One of ${SITE_FONTS.join(', ')}, or empty for the system font`,
    ),
  })
  .partial()
  .strict();

// ---------------------------------------------------------------------------------------------
// The footer's extra links (`footer_items`)
// ---------------------------------------------------------------------------------------------

/** The most extra links the footer holds, and the longest name and address. */
export const FOOTER_LINKS_MAX = 12;
export const FOOTER_LINK_NAME_MAX = 60;
export const FOOTER_LINK_URL_MAX = 500;

/**
 * Where a footer link may lead: a path of the site (`/parking`, language-neutral: the site adds
 * the page's language, docs/site.md "Links from settings"), a web address (`http(s)://` with a
 * host), `mailto:` an address or `tel:` a number. Nothing else — no `javascript:`, `data:`, no
 * `//host` or `/\host` (a browser reads both as another site).
 */
export function isFooterLinkUrl(value: string): boolean {
  const url = value.trim();
  return (
    /^\/(?![/\\])[^\s\\]*$/.test(url) ||
    /^https?:\/\/[^\s/?#\\@:]+\.[^\s/?#\\@:]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i.test(url) ||
    /^mailto:[^\s@/?]+@[^\s@/?]+\.[^\s@/?]+(?:\?\S*)?$/i.test(url) ||
    /^tel:\+?[\d ().-]{3,30}$/i.test(url)
  );
}

const footerLinkName = z
  .string({ error: 'Must be text' })
  .trim()
  .max(FOOTER_LINK_NAME_MAX, `At most ${FOOTER_LINK_NAME_MAX} characters`);

/**
 * One extra link of the footer as the owner edits it: its name per language (Czech required —
 * the site's default language and the stored `name`; a language without a name shows the Czech
 * one), where it leads and whether it opens in a new tab (site paths; addresses elsewhere always
 * do, like every link of the settings).
 */
export const footerLinkSchema = z
  .object({
    name: z
      .object(
        Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            locale === 'cz' ? footerLinkName.min(1, 'A name in Czech') : footerLinkName.optional(),
          ]),
        ) as Record<'cz', typeof footerLinkName> &
          Record<Exclude<Locale, 'cz'>, z.ZodOptional<typeof footerLinkName>>,
        { error: 'Names by language' },
      )
      .strict(),
    url: z
      .string({ error: 'Must be text' })
      .trim()
      .max(FOOTER_LINK_URL_MAX, `At most ${FOOTER_LINK_URL_MAX} characters`)
      .refine(
        isFooterLinkUrl,
        'A page of the site (/parking), a web address (https://…), mailto: or tel:',
      )
      // A telephone number without its spaces (RFC 3966 knows none).
      .transform((url) => (/^tel:/i.test(url) ? url.replace(/ /g, '') : url)),
    open_in_new_tab: z.boolean({ error: 'Yes or no' }),
  })
  .strict();
export type FooterLink = z.output<typeof footerLinkSchema>;

/** The footer's links in order (the list replaces the stored one). */
export const footerLinksSchema = z
  .array(footerLinkSchema, { error: 'Must be a list of links' })
  .max(FOOTER_LINKS_MAX, `At most ${FOOTER_LINKS_MAX} links`);

/** A footer link as `GET` answers it: every language's name, '' where it has none. */
export const footerLinkAnswerSchema = z.object({
  name: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])) as Record<
      Locale,
      z.ZodString
    >,
  ),
  url: z.string(),
  open_in_new_tab: z.boolean(),
});
export type FooterLinkAnswer = z.infer<typeof footerLinkAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Languages (`inactive_locales`)
// ---------------------------------------------------------------------------------------------

/**
 * The languages the site does not offer (`inactive_locales`, stored in LOCALES order as a
 * comma-space list): each a language of the site, once. The mall's default language stays
 * active (the API refuses it with the mall's data), so at least one language always does.
 */
export const inactiveLocalesSchema = z
  .array(z.enum(LOCALES, { error: `One of ${LOCALES.join(', ')}` }), {
    error: 'Must be a list of languages',
  })
  .max(LOCALES.length - 1, 'At least one language stays active')
  .superRefine((locales, ctx) => {
    locales.forEach((locale, i) => {
      if (locales.indexOf(locale) !== i) {
        ctx.addIssue({ code: 'custom', path: [i], message: 'Listed twice' });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// Amenity redirects (`amenity_redirect_links`)
// ---------------------------------------------------------------------------------------------

/** The most amenities led elsewhere, and the longest address. */
export const AMENITY_LINKS_MAX = 50;
export const AMENITY_LINK_URL_MAX = 500;

/**
 * One amenity whose card leads elsewhere instead of its own page (libs/site `amenityHref`):
 * the amenity by its address name (`slug`, one of the mall's: the API checks) and where it
 * leads, written like a footer link (a page of the site without a language, `/parking`, a web
 * address, `mailto:` or `tel:`).
 */
export const amenityLinkSchema = z
  .object({
    amenity: z
      .string({ error: 'Must be text' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Unknown amenity'),
    url: z
      .string({ error: 'Must be text' })
      .trim()
      .max(AMENITY_LINK_URL_MAX, `At most ${AMENITY_LINK_URL_MAX} characters`)
      .refine(
        isFooterLinkUrl,
        'A page of the site (/parking), a web address (https://…), mailto: or tel:',
      )
      .transform((url) => (/^tel:/i.test(url) ? url.replace(/ /g, '') : url)),
  })
  .strict();
export type AmenityLink = z.output<typeof amenityLinkSchema>;

/** Every amenity led elsewhere (the list replaces the stored one); an amenity once. */
export const amenityLinksSchema = z
  .array(amenityLinkSchema, { error: 'Must be a list of amenities' })
  .max(AMENITY_LINKS_MAX, `At most ${AMENITY_LINKS_MAX} amenities`)
  .superRefine((links, ctx) => {
    links.forEach((link, i) => {
      if (links.findIndex((other) => other.amenity === link.amenity) !== i) {
        ctx.addIssue({ code: 'custom', path: [i, 'amenity'], message: 'Listed twice' });
      }
    });
  });

/** An amenity a link may name: its address name and its title per language ('' for none). */
export const amenityChoiceSchema = z.object({
  slug: z.string(),
  names: z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])) as Record<
      Locale,
      z.ZodString
    >,
  ),
});
export type AmenityChoice = z.infer<typeof amenityChoiceSchema>;

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

/** The prefix of the mall's documents (`documents_<name>`, e.g. `documents_operating_rules`). */
export const DOCUMENT_PREFIX = 'documents_';
export const DOCUMENT_URL_MAX = 500;

/**
 * Where a document leads (the site's footer links it, a menu may name it): a file of the mall's
 * media (`/media/…`, as stored) or a web address (`https://…` with a host). Nothing else: no
 * `javascript:`, no site path, no `//host`.
 */
export function isDocumentUrl(value: string): boolean {
  const url = value.trim();
  return (
    (/^(https?:\/\/[^/\s]+)?\/media\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..')) ||
    /^https:\/\/[^\s/?#\\@:]+\.[^\s/?#\\@:]+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i.test(url)
  );
}

/** A document's address in a `PATCH`: a stored `/media/` file is kept as its path. */
export const documentUrlSchema = z
  .string({ error: 'Must be text' })
  .trim()
  .max(DOCUMENT_URL_MAX, `At most ${DOCUMENT_URL_MAX} characters`)
  .refine(isDocumentUrl, 'A web address (https://…) or a file of the mall (/media/…)')
  .transform((url) => {
    const media = /^https?:\/\/[^/\s]+(\/media\/.*)$/.exec(url);
    return media?.[1] ?? url;
  });

/** The group of a picture's key, or undefined for a key of no group. */
export function imageGroupOf(key: string): SettingsImageGroup | undefined {
  return SETTINGS_IMAGE_GROUPS.find((g) => key.startsWith(`${g}_`) && key.length > g.length + 1);
}

// ---------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------

const bounded = (key: LoyaltyRuleKey) => {
  const { min, max } = LOYALTY_RULE_BOUNDS[key];
  return z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(min, min === 1 ? 'Must be more than 0' : `At least ${min}`)
    .max(max, `At most ${max}`);
};

export const loyaltyRulesSettingsSchema = z.object({
  /** Points per 1,000 CZK before the tier multiplier (100 = 1 point per 10 CZK). */
  rate_per_1000_czk: bounded('rate_per_1000_czk'),
  /** The smallest receipt accepted, in haléře. */
  min_amount_minor: bounded('min_amount_minor'),
  /** A receipt older than this many days (by purchase date) is refused. */
  max_age_days: bounded('max_age_days'),
  /** Receipts one member may submit per shop and purchase day (0: none). */
  max_receipts_per_shop_per_day: bounded('max_receipts_per_shop_per_day'),
  /** Receipts up to this amount (haléře) are approved at once; 0: staff approve every one. */
  auto_approve_limit_minor: bounded('auto_approve_limit_minor'),
  /** Earned points expire this many months after they were credited; 0: never. */
  points_expiry_months: bounded('points_expiry_months'),
});
export type LoyaltyRulesSettings = z.infer<typeof loyaltyRulesSettingsSchema>;

const menuNameSchema = z
  .string({ error: 'Must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown page');

/** One menu: route names in order, each once. */
export const menuSchema = z
  .array(menuNameSchema, { error: 'Must be a list of pages' })
  .max(MENU_MAX_ITEMS, `At most ${MENU_MAX_ITEMS} entries`)
  .superRefine((names, ctx) => {
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) {
        ctx.addIssue({ code: 'custom', path: [i], message: 'Listed twice' });
      }
    });
  });

const flagShape = Object.fromEntries(SETTINGS_FLAG_KEYS.map((k) => [k, z.boolean()])) as Record<
  SettingsFlagKey,
  z.ZodBoolean
>;
const menuShape = Object.fromEntries(
  SETTINGS_NAVIGATION_KEYS.map((k) => [k, menuSchema]),
) as Record<SettingsNavigationKey, typeof menuSchema>;
const colorRoleShape = Object.fromEntries(
  Object.keys(SETTINGS_COLOR_NAME_DEFAULTS).map((k) => [k, z.string()]),
) as Record<SettingsColorNameKey, z.ZodString>;

/** `GET /v1/admin/settings` data (and the answer to a change). */
export const mallSettingsSchema = z.object({
  features: z.object(flagShape),
  /** The palette: colour name → `#rrggbb`. */
  colors: z.record(z.string(), z.string()),
  /** Which palette colour the header, its button and the footer use. */
  color_roles: z.object(colorRoleShape),
  menus: z.object(menuShape),
  /** Names a menu may list: NAV_ROUTE_NAMES and the mall's own entries and documents. */
  menu_choices: z.array(z.string()),
  /** The pictures of the groups (`SETTINGS_IMAGE_GROUPS`): key → absolute URL. */
  images: z.record(z.string(), z.string()),
  /** The texts and layouts (null: not set, the site's default). */
  texts: z.object(
    Object.fromEntries(
      SETTINGS_EDITABLE_TEXT_KEYS.map((k) => [k, z.string().nullable()]),
    ) as Record<SettingsEditableTextKey, z.ZodNullable<z.ZodString>>,
  ),
  loyalty: loyaltyRulesSettingsSchema,
  /** The footer's extra links (`footer_items`), in order. */
  footer_items: z.array(footerLinkAnswerSchema),
  /** The mall's default language: always offered (`inactive_locales` may not name it). */
  default_locale: z.enum(LOCALES),
  /** The languages the site does not offer, in LOCALES order. */
  inactive_locales: z.array(z.enum(LOCALES)),
  /** Amenities whose card leads elsewhere (a stored id is answered as its amenity's slug). */
  amenity_redirect_links: z.array(z.object({ amenity: z.string(), url: z.string() })),
  /** The mall's amenities, in the site's order: what `amenity_redirect_links` may name. */
  amenity_choices: z.array(amenityChoiceSchema),
  /** The mall's documents (`documents_<name>`): key → address (a `/media/` file absolute). */
  documents: z.record(z.string(), z.string()),
});
export type MallSettings = z.infer<typeof mallSettingsSchema>;

/** `PATCH /v1/admin/settings`: any of the sections, each with only the keys that change. */
export const mallSettingsPatchSchema = z
  .object({
    features: z.object(flagShape).partial().strict(),
    colors: z.record(colorNameSchema, hexColorSchema),
    /** Which palette colour each part of the header and the footer uses (a name of `colors`). */
    color_roles: z
      .object(
        Object.fromEntries(
          Object.keys(SETTINGS_COLOR_NAME_DEFAULTS).map((k) => [k, colorNameSchema]),
        ) as Record<SettingsColorNameKey, typeof colorNameSchema>,
      )
      .partial()
      .strict(),
    menus: z.object(menuShape).partial().strict(),
    texts: settingsTextsPatchSchema,
    /** Pictures replaced: key (one the mall has) → an upload's URL. */
    images: z.record(z.string().max(100), mediaPathSchema),
    loyalty: loyaltyRulesSettingsSchema.partial().strict(),
    /** The footer's extra links, all of them in order (an empty list removes every one). */
    footer_items: footerLinksSchema,
    /** The languages the site does not offer, all of them (an empty list: every language). */
    inactive_locales: inactiveLocalesSchema,
    /** Every amenity led elsewhere (an empty list: every amenity opens its own page). */
    amenity_redirect_links: amenityLinksSchema,
    /** Documents moved: key (one the mall has) → a web address or a `/media/` file. */
    documents: z.record(z.string().max(100), documentUrlSchema),
  })
  .partial()
  .strict()
  .refine(
    (patch) =>
      Object.values(patch).some(
        (section) => Array.isArray(section) || (section && Object.keys(section).length > 0),
      ),
    { message: 'Nothing to change' },
  );
export type MallSettingsPatch = z.infer<typeof mallSettingsPatchSchema>;
