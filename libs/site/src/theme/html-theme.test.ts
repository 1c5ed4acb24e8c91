// @vitest-environment jsdom
import { parseSettings } from '@atrium/domain/settings-parse';
import { describe, expect, it } from 'vitest';
import { htmlThemeAttributes, htmlThemeOf } from './html-theme';

describe("the tenant's theme on <html>", () => {
  const settings = parseSettings({ app_font_name: 'Montserrat', rounded_corners: false });

  it('writes every variable and flag of the theme as attributes of the server HTML', () => {
    const { variables, data } = htmlThemeOf(settings);
    const attributes = htmlThemeAttributes(settings);
    const tag = new DOMParser().parseFromString(
      `<html${attributes}></html>`,
      'text/html',
    ).documentElement;
    for (const [name, value] of Object.entries(variables)) {
      expect(tag.style.getPropertyValue(name), name).toBe(value);
    }
    expect({ ...tag.dataset }).toEqual(data);
    expect(data.rounded).toBe('false');
  });

  it("escapes what would end the attribute (a font's name is quoted)", () => {
    expect(htmlThemeOf(settings).variables['--font-family']).toContain('"Montserrat"');
    expect(htmlThemeAttributes(settings)).toContain('&quot;Montserrat&quot;');
    expect(htmlThemeAttributes(settings)).not.toMatch(/style="[^"]*"Montserrat/);
  });
});
