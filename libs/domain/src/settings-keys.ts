/**
 * The web-app settings' keys (spec section 3), by kind: what `parseSettings` reads, the console
 * edits and the API validates. The typed shape and its helpers are settings.ts.
 */

/**
 * The picture groups (`<group>_<name>`, e.g. `gift_cards_images_hero`): the site shows each
 * picture a mall has; its owner replaces them in the console (names are not added or removed).
 */
export const SETTINGS_IMAGE_GROUPS = [
  'loyalty_program_images',
  'gift_cards_images',
  'parking_images',
  'space_lease_images',
  'christmas_stall_images',
  'mobile_app_images',
  'login_slider_images',
  'icons',
  'landings_images',
] as const;
export type SettingsImageGroup = (typeof SETTINGS_IMAGE_GROUPS)[number];

/** Prefix groups: `<prefix>_<suffix>` becomes `settings[group][suffix]`. */
export const SETTINGS_PREFIX_GROUPS = [
  'colors',
  ...SETTINGS_IMAGE_GROUPS,
  'documents',
  'header_navbar_items',
] as const;
export type SettingsPrefixGroup = (typeof SETTINGS_PREFIX_GROUPS)[number];

/** Plain text keys; absent means `null`. */
export const SETTINGS_TEXT_KEYS = [
  'offers_layout',
  'app_font_name',
  'website_name',
  'hero_cards_event_type',
  'header_logo_type',
  'footer_logo_type',
  'favicon_logo_type',
  'auth_logo_type',
  'default_floorplan_id',
  'store_detail_layout_name',
  'newsletter_consent_link_url',
  'gift_cards_page_help_email',
  'root_page',
] as const;
export type SettingsTextKey = (typeof SETTINGS_TEXT_KEYS)[number];

/** Header and footer colour names (values are names of `colors_<name>` entries). */
export const SETTINGS_COLOR_NAME_DEFAULTS = {
  over_header_color_name: 'primary',
  header_color_name: 'white',
  header_idle_text_color_name: 'grayDark3',
  header_active_text_color_name: 'primary',
  header_button_color_name: 'primary',
  header_button_text_color_name: 'white',
  footer_color_name: 'primary',
} as const;
export type SettingsColorNameKey = keyof typeof SETTINGS_COLOR_NAME_DEFAULTS;
export const SETTINGS_COLOR_NAME_KEYS = Object.keys(
  SETTINGS_COLOR_NAME_DEFAULTS,
) as SettingsColorNameKey[];

/** Navigation lists: comma-space separated route names. */
export const SETTINGS_NAVIGATION_KEYS = [
  'navigation_top_items',
  'navigation_homepage_items',
  'navigation_information_items',
  'footer_discover_items',
  'footer_for_visitors_items',
  'footer_about_us_items',
  'footer_useful_links_items',
] as const;
export type SettingsNavigationKey = (typeof SETTINGS_NAVIGATION_KEYS)[number];

/** Aspect-ratio lists per content type, e.g. `16/9, 4/3`. */
export const SETTINGS_ASPECT_RATIO_KEYS = [
  'news_aspect_ratios',
  'events_aspect_ratios',
  'products_aspect_ratios',
  'rewards_aspect_ratios',
  'amenities_aspect_ratios',
  'malls_aspect_ratios',
  'stores_aspect_ratios',
] as const;
export type SettingsAspectRatioKey = (typeof SETTINGS_ASPECT_RATIO_KEYS)[number];

/** Feature flags with the value used when the key is absent or not 'true'/'false'. */
export const SETTINGS_FLAG_DEFAULTS = {
  web_using_multicolor: false,
  web_has_dividers: false,
  rounded_corners: true,
  is_christmas_stall_section_active: false,
  is_parking_visible_on_header: false,
  is_parking_visible_on_opening_hours: false,
  is_sso_visible: false,
  is_authentication_active: true,
  is_mobile_app_active: false,
  is_loyalty_program_displayed_on_shop: false,
  is_offers_visible_only_when_logged_in: false,
  is_rewards_visible_only_when_logged_in: false,
  is_events_calendar_visible: false,
  is_header_minimizing_disabled: false,
  is_contact_support_active: false,
  use_fallback_locale: true,
  show_floor_number_on_shop_card: false,
  show_floor_titles_on_desktop: false,
  show_floorplan_on_shop_detail: false,
} as const satisfies Record<string, boolean>;
export type SettingsFlagKey = keyof typeof SETTINGS_FLAG_DEFAULTS;
export const SETTINGS_FLAG_KEYS = Object.keys(SETTINGS_FLAG_DEFAULTS) as SettingsFlagKey[];

/** Keys whose value is JSON. */
export const SETTINGS_JSON_KEYS = [
  'hero_banner_items',
  'footer_items',
  'amenity_redirect_links',
  'cookie_consent_categories',
] as const;
export type SettingsJsonKey = (typeof SETTINGS_JSON_KEYS)[number];

/** Every canonical key, by kind. Prefix groups are listed by group name (without the `_`). */
export const SETTINGS_KEYS = {
  prefixGroups: SETTINGS_PREFIX_GROUPS,
  text: SETTINGS_TEXT_KEYS,
  colorNames: SETTINGS_COLOR_NAME_KEYS,
  heroBannerAspectRatio: 'hero_banner_aspect_ratio',
  inactiveLocales: 'inactive_locales',
  navigation: SETTINGS_NAVIGATION_KEYS,
  aspectRatios: SETTINGS_ASPECT_RATIO_KEYS,
  flags: SETTINGS_FLAG_KEYS,
  json: SETTINGS_JSON_KEYS,
} as const;

/** Keys that a tenant may leave out on purpose. */
export const SETTINGS_OPTIONAL_KEYS: readonly string[] = ['root_page'];

/** Every single (non-prefix) canonical key. */
export const SETTINGS_SINGLE_KEYS: readonly string[] = [
  ...SETTINGS_TEXT_KEYS,
  ...SETTINGS_COLOR_NAME_KEYS,
  'hero_banner_aspect_ratio',
  'inactive_locales',
  ...SETTINGS_NAVIGATION_KEYS,
  ...SETTINGS_ASPECT_RATIO_KEYS,
  ...SETTINGS_FLAG_KEYS,
  ...SETTINGS_JSON_KEYS,
];
