/**
 * The tenant theme contract: settings (colors_* group, flags, header/footer colour names) in,
 * CSS custom properties out. Components only read these variables, never tenant names.
 */

export type HeaderColorNames = {
  overHeader: string;
  background: string;
  idleText: string;
  activeText: string;
  button: string;
  buttonText: string;
};

export type ThemeInput = {
  /** The settings `colors_*` group: suffix → #rrggbb (primary, secondary, white, black, grayDark3, …). */
  colors: Record<string, string>;
  /** `app_font_name`; falls back to the system font stack. */
  fontName?: string;
  /** `rounded_corners` */
  roundedCorners: boolean;
  /** `web_has_dividers` */
  hasDividers: boolean;
  /** `web_using_multicolor`: accents use the `accent` colour (else secondary) instead of primary. */
  multicolor: boolean;
  /** Colour NAMES (keys of `colors`), resolved through `colors`. */
  header: HeaderColorNames;
  footer: { background: string };
};

/** Spec section 9: over-header primary, header white, idle text grayDark3, active text primary,
 * button primary, button text white; footer primary. */
export const defaultHeaderColors: HeaderColorNames = {
  overHeader: 'primary',
  background: 'white',
  idleText: 'grayDark3',
  activeText: 'primary',
  button: 'primary',
  buttonText: 'white',
};
export const defaultFooterColors = { background: 'primary' };

/** Colours used when the palette lacks a name. */
export const fallbackColors: Record<string, string> = {
  primary: '#1f4b99',
  secondary: '#b3261e',
  white: '#ffffff',
  black: '#000000',
  grayDark3: '#333333',
  grayDark2: '#4d4d4d',
  grayDark1: '#666666',
  grayLight1: '#e6e6e6',
  grayLight2: '#f2f2f2',
  grayLight3: '#f9f9f9',
  error: '#b3261e',
  success: '#1e6b34',
};

/** WCAG AA for normal text. */
export const AA_NORMAL = 4.5;
/**
 * A colour derived for contrast aims this far above the ratio: Harfa's gold points text, derived
 * at 4.50:1, measured 4.44:1 in Chromium's rendering of it (docs/design-system.md).
 */
const DERIVED_MARGIN = 0.15;
/** WCAG AA for large text and non-text UI parts. */
export const AA_LARGE = 3;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses #rgb / #rrggbb into [r, g, b] (0–255); null when not a hex colour. */
export function parseHex(color: string): [number, number, number] | null {
  const m = HEX.exec(color.trim());
  if (!m || m[1] === undefined) return null;
  let hex = m[1];
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const [r, g, b] = rgb;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two hex colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or black, whichever contrasts more with `background` (ties go to white). */
export function onColor(background: string, light = '#ffffff', dark = '#000000'): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

/** camelCase / snake_case colour name → kebab-case CSS variable suffix (grayDark3 → gray-dark-3). */
export function colorVarName(name: string): string {
  return name
    .replace(/([a-z])([A-Z0-9])/g, '$1-$2')
    .replace(/([0-9])([a-zA-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/** Resolves a colour NAME through the palette; a literal hex value passes through. */
export function resolveColor(
  colors: Record<string, string>,
  name: string | undefined,
  fallback: string,
): string {
  if (name) {
    const fromPalette = colors[name];
    if (fromPalette && parseHex(fromPalette)) return normalizeHex(fromPalette);
    if (parseHex(name)) return normalizeHex(name);
  }
  const fb = colors[fallback] ?? fallbackColors[fallback] ?? fallback;
  return normalizeHex(parseHex(fb) ? fb : '#000000');
}

function normalizeHex(color: string): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

/** Mixes `color` toward `target` by `amount` (0…1). */
export function mix(color: string, target: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(target);
  if (!a || !b) throw new Error(`Not a hex colour: ${a ? target : color}`);
  return normalizeHex(
    '#' +
      a
        .map((c, i) => Math.round(c + (b[i]! - c) * amount))
        .map((c) => c.toString(16).padStart(2, '0'))
        .join(''),
  );
}

/**
 * A text colour on `background` that meets `ratio`: `preferred` if it already does, else the same
 * hue darkened (on light backgrounds) or lightened (on dark ones) in 5 % steps, so a brand colour
 * stays recognisable; black or white as the last resort.
 */
export function readableOn(background: string, preferred: string, ratio = AA_NORMAL): string {
  if (contrastRatio(background, preferred) >= ratio) return normalizeHex(preferred);
  const target = onColor(background);
  for (let step = 1; step < 40; step++) {
    const candidate = mix(preferred, target, step / 40);
    if (contrastRatio(background, candidate) >= ratio + DERIVED_MARGIN) return candidate;
  }
  return target;
}

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function fontFamily(name: string | undefined): string {
  const clean = name?.replace(/["'\\;{}]/g, '').trim();
  return clean ? `"${clean}", ${SYSTEM_FONT_STACK}` : SYSTEM_FONT_STACK;
}

type Resolved = {
  palette: Record<string, string>;
  primary: string;
  secondary: string;
  accent: string;
  danger: string;
  success: string;
  bg: string;
  text: string;
  muted: string;
  surface: string;
  border: string;
  overHeader: string;
  headerBg: string;
  headerText: string;
  headerActive: string;
  headerButton: string;
  headerButtonText: string;
  footerBg: string;
};

function resolve(input: ThemeInput): Resolved {
  const palette: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...fallbackColors, ...input.colors })) {
    if (parseHex(value)) palette[name] = normalizeHex(value);
  }
  const c = (name: string | undefined, fb: string) => resolveColor(palette, name, fb);
  const h = { ...defaultHeaderColors, ...input.header };
  const primary = c('primary', 'primary');
  const secondary = c('secondary', 'secondary');
  return {
    palette,
    primary,
    secondary,
    // Multicolour tenants accent with their `accent` colour (or secondary); others with primary.
    accent: input.multicolor ? (palette['accent'] ?? secondary) : primary,
    danger: c('error', 'error'),
    success: c('success', 'success'),
    bg: c('white', 'white'),
    text: c('black', 'black'),
    muted: c('grayDark3', 'grayDark3'),
    surface: c('grayLight2', 'grayLight2'),
    border: c('grayLight1', 'grayLight1'),
    overHeader: c(h.overHeader, 'primary'),
    headerBg: c(h.background, 'white'),
    headerText: c(h.idleText, 'grayDark3'),
    headerActive: c(h.activeText, 'primary'),
    headerButton: c(h.button, 'primary'),
    headerButtonText: c(h.buttonText, 'white'),
    footerBg: c(input.footer?.background ?? defaultFooterColors.background, 'primary'),
  };
}

/**
 * CSS custom properties for a tenant. Apply them on `:root` (or any wrapper element):
 * `Object.entries(themeVariables(input)).forEach(([k, v]) => el.style.setProperty(k, v))`.
 */
export function themeVariables(input: ThemeInput): Record<string, string> {
  const r = resolve(input);
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(r.palette)) {
    vars[`--color-${colorVarName(name)}`] = value;
    vars[`--color-on-${colorVarName(name)}`] = onColor(value);
  }
  Object.assign(vars, {
    '--color-primary': r.primary,
    '--color-on-primary': onColor(r.primary),
    '--color-secondary': r.secondary,
    '--color-on-secondary': onColor(r.secondary),
    '--color-accent': r.accent,
    '--color-on-accent': onColor(r.accent),
    // Primary as text on the page background (links, active tabs): falls back when it fails AA.
    '--color-primary-text': readableOn(r.bg, r.primary),
    '--color-accent-text': readableOn(r.bg, r.accent),
    '--color-bg': r.bg,
    '--color-text': readableOn(r.bg, r.text),
    '--color-text-muted': readableOn(r.bg, r.muted),
    '--color-surface': r.surface,
    // Links and outlined buttons on a surface card: the card sets `--color-primary-text` to this
    // (Novo Plaza's teal is 4.7:1 on white but 3.8:1 on its grey cards).
    '--color-primary-text-on-surface': readableOn(r.surface, r.primary),
    '--color-on-surface': readableOn(r.surface, r.text),
    // Secondary text on a surface card (grayDark3 on grayLight2 is 3.9:1, below AA).
    '--color-on-surface-muted': readableOn(r.surface, r.muted),
    '--color-border': r.border,
    '--color-border-strong': contrastRatio(r.bg, r.muted) >= AA_LARGE ? r.muted : onColor(r.bg),
    '--color-danger': r.danger,
    '--color-on-danger': onColor(r.danger),
    '--color-danger-text': readableOn(r.bg, r.danger),
    '--color-success': r.success,
    '--color-on-success': onColor(r.success),
    '--over-header-bg': r.overHeader,
    '--over-header-text': onColor(r.overHeader),
    '--header-bg': r.headerBg,
    '--header-text': readableOn(r.headerBg, r.headerText),
    '--header-text-active': readableOn(r.headerBg, r.headerActive),
    '--header-button-bg': r.headerButton,
    // Text on a filled button: the configured colour if it passes, else white or black.
    '--header-button-text':
      contrastRatio(r.headerButton, r.headerButtonText) >= AA_NORMAL
        ? r.headerButtonText
        : onColor(r.headerButton),
    '--footer-bg': r.footerBg,
    '--footer-text': onColor(r.footerBg),
    '--font-family': fontFamily(input.fontName),
    '--radius': input.roundedCorners ? '12px' : '0px',
    '--radius-sm': input.roundedCorners ? '6px' : '0px',
    '--radius-pill': input.roundedCorners ? '999px' : '0px',
    '--divider-display': input.hasDividers ? 'block' : 'none',
    '--divider-width': input.hasDividers ? '1px' : '0px',
  });
  return vars;
}

export type ContrastIssue = {
  /** What the pair is used for, e.g. 'header text on header background'. */
  pair: string;
  foreground: string;
  background: string;
  ratio: number;
  required: number;
};

/**
 * Palette pairs as configured (before automatic correction) that fail WCAG AA. `themeVariables`
 * already corrects text colours that fail; this list tells a tenant team what it asked for that
 * was replaced, and Storybook shows it.
 */
export function contrastIssues(input: ThemeInput): ContrastIssue[] {
  const r = resolve(input);
  const pairs: Array<[string, string, string, number]> = [
    ['text on page background', r.text, r.bg, AA_NORMAL],
    ['muted text on page background', r.muted, r.bg, AA_NORMAL],
    ['primary as text on page background', r.primary, r.bg, AA_NORMAL],
    ['header idle text on header background', r.headerText, r.headerBg, AA_NORMAL],
    ['header active text on header background', r.headerActive, r.headerBg, AA_NORMAL],
    ['header button text on header button', r.headerButtonText, r.headerButton, AA_NORMAL],
    ['text on over-header', onColor(r.overHeader), r.overHeader, AA_NORMAL],
    ['text on primary', onColor(r.primary), r.primary, AA_NORMAL],
    ['text on secondary', onColor(r.secondary), r.secondary, AA_NORMAL],
    ['text on footer', onColor(r.footerBg), r.footerBg, AA_NORMAL],
  ];
  return pairs
    .map(([pair, foreground, background, required]) => ({
      pair,
      foreground,
      background,
      ratio: Math.round(contrastRatio(foreground, background) * 100) / 100,
      required,
    }))
    .filter((p) => p.ratio < p.required);
}

/**
 * The variables as a CSS rule, e.g. for a `<style>` in index.html or a server-rendered page so the
 * first paint already has the tenant's colours.
 */
export function themeCss(input: ThemeInput, selector = ':root'): string {
  const body = Object.entries(themeVariables(input))
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`;
}

/** Sets the variables on an element (default: the document root). Browser only; call in an effect. */
export function applyTheme(input: ThemeInput, el: HTMLElement = document.documentElement): void {
  for (const [k, v] of Object.entries(themeVariables(input))) el.style.setProperty(k, v);
}

/**
 * Builds a ThemeInput from the flat settings map of `/v1/settings-web-app/web` (canonical keys,
 * spec section 3). Missing keys fall back to the spec's defaults.
 */
export function themeInputFromSettings(settings: Record<string, string | undefined>): ThemeInput {
  const colors: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (key.startsWith('colors_') && value) colors[key.slice('colors_'.length)] = value;
  }
  const flag = (k: string) => settings[k] === 'true';
  const name = (k: string, fb: string) => settings[k] || fb;
  return {
    colors,
    fontName: settings['app_font_name'] || undefined,
    roundedCorners: flag('rounded_corners'),
    hasDividers: flag('web_has_dividers'),
    multicolor: flag('web_using_multicolor'),
    header: {
      overHeader: name('over_header_color_name', defaultHeaderColors.overHeader),
      background: name('header_color_name', defaultHeaderColors.background),
      idleText: name('header_idle_text_color_name', defaultHeaderColors.idleText),
      activeText: name('header_active_text_color_name', defaultHeaderColors.activeText),
      button: name('header_button_color_name', defaultHeaderColors.button),
      buttonText: name('header_button_text_color_name', defaultHeaderColors.buttonText),
    },
    footer: { background: name('footer_color_name', defaultFooterColors.background) },
  };
}
