import type { Settings } from '@atrium/domain/settings';
import { contrastIssues, themeVariables, type ThemeInput } from '@atrium/ui/theme';
import { useLayoutEffect } from 'react';

/** The theme input of the ui library from the settings (spec section 9 defaults in the parser). */
export function themeInput(settings: Settings): ThemeInput {
  return {
    colors: settings.colors,
    fontName: settings.app_font_name ?? undefined,
    roundedCorners: settings.rounded_corners,
    hasDividers: settings.web_has_dividers,
    multicolor: settings.web_using_multicolor,
    header: {
      overHeader: settings.over_header_color_name,
      background: settings.header_color_name,
      idleText: settings.header_idle_text_color_name,
      activeText: settings.header_active_text_color_name,
      button: settings.header_button_color_name,
      buttonText: settings.header_button_text_color_name,
    },
    footer: { background: settings.footer_color_name },
  };
}

/**
 * The tenant's palette, font, corners and dividers from its settings, as CSS variables on <html>,
 * plus `data-*` flags (rounded, dividers, multicolor) for styles that switch on them. Text colours
 * that fail WCAG AA are corrected by the ui theme; in development the console says which.
 */
export function useTenantTheme(settings: Settings) {
  useLayoutEffect(() => {
    const input = themeInput(settings);
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeVariables(input))) {
      root.style.setProperty(name, value);
    }
    root.dataset.rounded = String(settings.rounded_corners);
    root.dataset.dividers = String(settings.web_has_dividers);
    root.dataset.multicolor = String(settings.web_using_multicolor);
    if (import.meta.env.DEV) {
      for (const issue of contrastIssues(input)) {
        console.warn(
          `Theme contrast: ${issue.pair} ${issue.foreground} on ${issue.background} is ${issue.ratio}:1 (needs ${issue.required}:1); corrected.`,
        );
      }
    }
  }, [settings]);
}
