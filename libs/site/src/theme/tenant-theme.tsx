import type { Settings } from '@atrium/domain/settings';
import { themeVariables } from '@atrium/ui/theme';
import { useLayoutEffect } from 'react';

/** The tenant's palette, font, corners and dividers from its settings, as CSS variables on <html>. */
export function useTenantTheme(settings: Settings) {
  useLayoutEffect(() => {
    const variables = themeVariables({
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
    });
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
  }, [settings]);
}
