/**
 * Story-only fixtures (not exported from the package): the five tenants' theme settings, written with the canonical settings keys
 * of `/v1/settings-web-app/web` so they read like the demo data and go through the same
 * `themeInputFromSettings` as the site.
 */
import { themeInputFromSettings, type ThemeInput } from './theme';

export const tenantIds = ['beta', 'galerieharfa', 'novoplaza', 'europasc', 'presentation'] as const;
export type TenantId = (typeof tenantIds)[number];

const grays = {
  colors_white: '#ffffff',
  colors_black: '#000000',
  colors_grayDark3: '#333333',
  colors_grayDark2: '#4d4d4d',
  colors_grayDark1: '#666666',
  colors_grayLight1: '#e6e6e6',
  colors_grayLight2: '#f2f2f2',
  colors_grayLight3: '#f9f9f9',
};

export const tenantSettings: Record<TenantId, Record<string, string>> = {
  beta: {
    ...grays,
    colors_primary: '#1f4b99',
    colors_secondary: '#e4572e',
    app_font_name: '',
    rounded_corners: 'true',
    web_has_dividers: 'false',
    web_using_multicolor: 'false',
  },
  galerieharfa: {
    ...grays,
    colors_primary: '#e30613',
    colors_secondary: '#1d1d1b',
    app_font_name: 'Georgia',
    rounded_corners: 'false',
    web_has_dividers: 'true',
    web_using_multicolor: 'false',
    over_header_color_name: 'secondary',
    header_active_text_color_name: 'primary',
    footer_color_name: 'secondary',
  },
  novoplaza: {
    ...grays,
    colors_primary: '#00857c',
    colors_secondary: '#f2b705',
    app_font_name: 'Trebuchet MS',
    rounded_corners: 'true',
    web_has_dividers: 'false',
    web_using_multicolor: 'true',
    header_color_name: 'primary',
    header_idle_text_color_name: 'white',
    header_active_text_color_name: 'white',
    header_button_color_name: 'secondary',
    header_button_text_color_name: 'black',
    over_header_color_name: 'grayDark3',
    footer_color_name: 'grayDark3',
  },
  europasc: {
    ...grays,
    colors_primary: '#003d7c',
    colors_secondary: '#ffcc00',
    app_font_name: 'Verdana',
    rounded_corners: 'false',
    web_has_dividers: 'true',
    web_using_multicolor: 'true',
    header_button_color_name: 'secondary',
    header_button_text_color_name: 'black',
  },
  presentation: {
    ...grays,
    colors_primary: '#6b2c91',
    colors_secondary: '#00a3e0',
    app_font_name: 'Palatino Linotype',
    rounded_corners: 'true',
    web_has_dividers: 'true',
    web_using_multicolor: 'false',
    header_color_name: 'grayLight3',
    footer_color_name: 'black',
  },
};

export const tenantThemes: Record<TenantId, ThemeInput> = Object.fromEntries(
  tenantIds.map((id) => [id, themeInputFromSettings(tenantSettings[id])]),
) as Record<TenantId, ThemeInput>;
