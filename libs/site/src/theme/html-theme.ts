import type { Settings } from '@atrium/domain/settings';
import { contrastIssues, themeVariables, type ThemeInput } from '@atrium/ui/theme';

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
 * What the tenant's theme puts on `<html>`: its palette, font, corners and dividers as CSS
 * variables (the inline style), and `data-*` flags for styles that switch on them.
 */
export type HtmlTheme = {
  variables: Record<string, string>;
  data: { rounded: string; dividers: string; multicolor: string };
};

/** The theme on `<html>` for these settings; text colours that fail WCAG AA are corrected. */
export function htmlThemeOf(settings: Settings): HtmlTheme {
  return {
    variables: themeVariables(themeInput(settings)),
    data: {
      rounded: String(settings.rounded_corners),
      dividers: String(settings.web_has_dividers),
      multicolor: String(settings.web_using_multicolor),
    },
  };
}

/**
 * The theme as attributes of the server's `<html>` tag (` style="…" data-rounded="…" …`), so that
 * the first paint has the tenant's colours; hydration then finds them in place.
 */
export function htmlThemeAttributes(settings: Settings): string {
  const { variables, data } = htmlThemeOf(settings);
  const style = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const flags = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('');
  return ` style="${escapeAttribute(style)}"${flags}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Writes the tenant's theme onto `root` (`<html>`). Only what differs is written: writing a
 * variable of the root again restyles every element of the page (a long task on a phone). In
 * development the console names the colours the theme corrected.
 */
export function applyHtmlTheme(root: HTMLElement, settings: Settings): void {
  const { variables, data } = htmlThemeOf(settings);
  for (const [name, value] of Object.entries(variables)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
  for (const [name, value] of Object.entries(data)) {
    if (root.dataset[name] !== value) root.dataset[name] = value;
  }
  if (import.meta.env.DEV) {
    for (const issue of contrastIssues(themeInput(settings))) {
      console.warn(
        `Theme contrast: ${issue.pair} ${issue.foreground} on ${issue.background} is ${issue.ratio}:1 (needs ${issue.required}:1); corrected.`,
      );
    }
  }
}
