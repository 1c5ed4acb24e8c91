/**
 * Story-only fixtures (not exported from the package): the five tenants' theme settings, written with the canonical settings keys
 * of `/v1/settings-web-app/web` so they read like the demo data and go through the same
 * `themeInputFromSettings` as the site.
 */
import { themeInputFromSettings, type ThemeInput } from './theme';

export const tenantIds = ['beta', 'galerieharfa', 'novoplaza', 'europasc', 'presentation'] as const;
export type TenantId = (typeof tenantIds)[number];

// Mirrors libs/server/db/src/seed (tenants.ts + settings.ts): the same palette, font and flags;
// header and footer colour names are the seed's (the spec defaults).
const shared = {
  colors_white: '#ffffff',
  colors_black: '#111111',
  colors_grayDark1: '#374151',
  colors_grayDark2: '#4b5563',
  colors_grayDark3: '#6b7280',
  colors_grayLight1: '#f3f4f6',
  colors_grayLight2: '#e5e7eb',
  colors_grayLight3: '#d1d5db',
  colors_success: '#15803d',
  colors_error: '#b91c1c',
  colors_warning: '#b45309',
  over_header_color_name: 'primary',
  header_color_name: 'white',
  header_idle_text_color_name: 'grayDark3',
  header_active_text_color_name: 'primary',
  header_button_color_name: 'primary',
  header_button_text_color_name: 'white',
  footer_color_name: 'primary',
};

function tenant(
  colors: { primary: string; secondary: string; accent: string },
  font: string,
  flags: { multicolor: boolean; roundedCorners: boolean; dividers: boolean },
): Record<string, string> {
  return {
    ...shared,
    colors_primary: colors.primary,
    colors_secondary: colors.secondary,
    colors_accent: colors.accent,
    app_font_name: font,
    web_using_multicolor: String(flags.multicolor),
    rounded_corners: String(flags.roundedCorners),
    web_has_dividers: String(flags.dividers),
  };
}

export const tenantSettings: Record<TenantId, Record<string, string>> = {
  beta: tenant({ primary: '#1d4ed8', secondary: '#f59e0b', accent: '#0f766e' }, 'Inter', {
    multicolor: false,
    roundedCorners: true,
    dividers: false,
  }),
  galerieharfa: tenant({ primary: '#c8102e', secondary: '#1f2937', accent: '#f2a900' }, 'Poppins', {
    multicolor: true,
    roundedCorners: false,
    dividers: true,
  }),
  novoplaza: tenant({ primary: '#00a19a', secondary: '#ff6f3c', accent: '#3b3b98' }, 'Montserrat', {
    multicolor: false,
    roundedCorners: true,
    dividers: false,
  }),
  europasc: tenant({ primary: '#003399', secondary: '#ffcc00', accent: '#e4002b' }, 'Roboto', {
    multicolor: true,
    roundedCorners: true,
    dividers: true,
  }),
  presentation: tenant({ primary: '#7c3aed', secondary: '#10b981', accent: '#f43f5e' }, 'Lato', {
    multicolor: false,
    roundedCorners: false,
    dividers: false,
  }),
};

export const tenantThemes: Record<TenantId, ThemeInput> = Object.fromEntries(
  tenantIds.map((id) => [id, themeInputFromSettings(tenantSettings[id])]),
) as Record<TenantId, ThemeInput>;
