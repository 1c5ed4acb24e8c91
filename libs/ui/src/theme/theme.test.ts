import { describe, expect, it } from 'vitest';

import {
  colorVarName,
  contrastIssues,
  contrastRatio,
  onColor,
  readableOn,
  themeCss,
  themeInputFromSettings,
  themeVariables,
  type ThemeInput,
} from './theme';

const base: ThemeInput = {
  colors: {
    primary: '#00529b',
    secondary: '#e4002b',
    white: '#ffffff',
    black: '#000000',
    grayDark3: '#333333',
  },
  roundedCorners: true,
  hasDividers: false,
  multicolor: false,
  header: {
    overHeader: 'primary',
    background: 'white',
    idleText: 'grayDark3',
    activeText: 'primary',
    button: 'primary',
    buttonText: 'white',
  },
  footer: { background: 'primary' },
};

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('matches known WCAG values', () => {
    // #767676 on white is the classic just-passing grey (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
  it('rejects non-hex input', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });
});

describe('readableOn', () => {
  it('keeps a colour that passes and darkens or lightens one that does not', () => {
    expect(readableOn('#ffffff', '#00529b')).toBe('#00529b');
    const darker = readableOn('#ffffff', '#00a19a');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Still a teal: the blue and green channels stay above the red one.
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(darker.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(b).toBeGreaterThan(r!);
    const lighter = readableOn('#111111', '#1d4ed8');
    expect(contrastRatio(lighter, '#111111')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('onColor', () => {
  it('picks white on dark and black on light backgrounds', () => {
    expect(onColor('#00529b')).toBe('#ffffff');
    expect(onColor('#ffd400')).toBe('#000000');
    expect(onColor('#ffffff')).toBe('#000000');
  });
});

describe('themeVariables', () => {
  it('maps palette, header, footer, font, corners and dividers', () => {
    const v = themeVariables({ ...base, fontName: 'Montserrat' });
    expect(v['--color-primary']).toBe('#00529b');
    expect(v['--color-on-primary']).toBe('#ffffff');
    expect(v['--color-gray-dark-3']).toBe('#333333');
    expect(v['--over-header-bg']).toBe('#00529b');
    expect(v['--header-bg']).toBe('#ffffff');
    expect(v['--header-text']).toBe('#333333');
    expect(v['--header-text-active']).toBe('#00529b');
    expect(v['--header-button-bg']).toBe('#00529b');
    expect(v['--header-button-text']).toBe('#ffffff');
    expect(v['--footer-bg']).toBe('#00529b');
    expect(v['--footer-text']).toBe('#ffffff');
    expect(v['--font-family']).toMatch(/^"Montserrat", system-ui/);
    expect(v['--radius']).toBe('12px');
    expect(v['--divider-display']).toBe('none');
  });

  it('switches corners, dividers and the multicolour accent', () => {
    const v = themeVariables({
      ...base,
      roundedCorners: false,
      hasDividers: true,
      multicolor: true,
    });
    expect(v['--radius']).toBe('0px');
    expect(v['--divider-display']).toBe('block');
    expect(v['--color-accent']).toBe('#e4002b');
    expect(themeVariables(base)['--color-accent']).toBe('#00529b');
    // A palette `accent` colour wins over secondary for multicolour tenants.
    const withAccent = { ...base, multicolor: true, colors: { ...base.colors, accent: '#0f766e' } };
    expect(themeVariables(withAccent)['--color-accent']).toBe('#0f766e');
  });

  it('takes danger and success from the palette (error, success) when present', () => {
    const v = themeVariables({
      ...base,
      colors: { ...base.colors, error: '#b91c1c', success: '#15803d' },
    });
    expect(v['--color-danger']).toBe('#b91c1c');
    expect(v['--color-on-danger']).toBe('#ffffff');
    expect(v['--color-success']).toBe('#15803d');
  });

  it('chooses an AA text colour on a light primary and replaces failing header text', () => {
    const v = themeVariables({
      ...base,
      colors: { ...base.colors, primary: '#ffd400', grayLight1: '#eeeeee' },
      header: { ...base.header, idleText: 'grayLight1' },
    });
    expect(v['--color-on-primary']).toBe('#000000');
    expect(v['--footer-text']).toBe('#000000');
    // grayLight1 on white fails AA, so a darker grey is used instead.
    expect(v['--header-text']).not.toBe('#eeeeee');
    // Yellow primary is unreadable as link text on white: a darkened yellow, not black.
    expect(v['--color-primary-text']).not.toBe('#ffd400');
    expect(v['--color-primary-text']).not.toBe('#000000');
    expect(contrastRatio(v['--color-primary-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const [fg, bg] of [
      ['--color-on-primary', '--color-primary'],
      ['--header-text', '--header-bg'],
      ['--header-text-active', '--header-bg'],
      ['--header-button-text', '--header-button-bg'],
      ['--footer-text', '--footer-bg'],
    ] as const) {
      expect(contrastRatio(v[fg]!, v[bg]!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens muted text on a surface card until it passes AA (grayDark3 on grayLight2)', () => {
    const v = themeVariables({
      ...base,
      colors: { ...base.colors, grayDark3: '#6b7280', grayLight2: '#e5e7eb' },
    });
    expect(contrastRatio('#6b7280', '#e5e7eb')).toBeLessThan(4.5);
    expect(v['--color-on-surface-muted']).not.toBe('#6b7280');
    expect(
      contrastRatio(v['--color-on-surface-muted']!, v['--color-surface']!),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('gives links on a surface card their own AA colour (a teal that passes on white only)', () => {
    const v = themeVariables({
      ...base,
      colors: { ...base.colors, primary: '#00817b', white: '#ffffff', grayLight2: '#e5e7eb' },
    });
    expect(contrastRatio('#00817b', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#00817b', '#e5e7eb')).toBeLessThan(4.5);
    expect(v['--color-primary-text']).toBe('#00817b');
    expect(
      contrastRatio(v['--color-primary-text-on-surface']!, v['--color-surface']!),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('resolves unknown colour names to the spec defaults and passes hex literals through', () => {
    const v = themeVariables({
      ...base,
      header: { ...base.header, background: 'nope', button: '#123' },
    });
    expect(v['--header-bg']).toBe('#ffffff');
    expect(v['--header-button-bg']).toBe('#112233');
  });

  it('strips characters that could break out of the font-family value', () => {
    expect(themeVariables({ ...base, fontName: 'Evil"; } body {' })['--font-family']).toMatch(
      /^"Evil {2}body", system-ui/,
    );
  });
});

describe('contrastIssues', () => {
  it('is empty for an accessible palette', () => {
    expect(contrastIssues(base)).toEqual([]);
  });
  it('lists the configured pairs that fail AA', () => {
    const issues = contrastIssues({
      ...base,
      colors: { ...base.colors, grayLight1: '#eeeeee' },
      header: { ...base.header, idleText: 'grayLight1', buttonText: 'primary' },
    });
    expect(issues.map((i) => i.pair)).toEqual([
      'header idle text on header background',
      'header button text on header button',
    ]);
    expect(issues[0]!.ratio).toBeLessThan(4.5);
    // The replaced button text is black or white, never a tinted grey.
    expect(
      themeVariables({ ...base, header: { ...base.header, buttonText: 'primary' } })[
        '--header-button-text'
      ],
    ).toBe('#ffffff');
  });
});

describe('themeInputFromSettings', () => {
  it('reads the canonical settings keys with spec defaults', () => {
    const input = themeInputFromSettings({
      colors_primary: '#00529b',
      colors_grayDark3: '#333333',
      rounded_corners: 'true',
      web_has_dividers: 'false',
      web_using_multicolor: 'true',
      app_font_name: 'Lato',
      header_color_name: 'primary',
      footer_color_name: 'grayDark3',
    });
    expect(input.colors).toEqual({ primary: '#00529b', grayDark3: '#333333' });
    expect(input).toMatchObject({
      roundedCorners: true,
      hasDividers: false,
      multicolor: true,
      fontName: 'Lato',
    });
    expect(input.header).toEqual({
      overHeader: 'primary',
      background: 'primary',
      idleText: 'grayDark3',
      activeText: 'primary',
      button: 'primary',
      buttonText: 'white',
    });
    expect(input.footer.background).toBe('grayDark3');
  });
});

describe('colorVarName', () => {
  it('kebab-cases palette names', () => {
    expect(colorVarName('grayDark3')).toBe('gray-dark-3');
    expect(colorVarName('primary')).toBe('primary');
    expect(colorVarName('gray_light_1')).toBe('gray-light-1');
  });
});

describe('themeCss', () => {
  it('renders every variable in one rule', () => {
    const css = themeCss(base, '[data-tenant="beta"]');
    expect(css.startsWith('[data-tenant="beta"] {\n')).toBe(true);
    expect(css).toContain('  --color-primary: #00529b;\n');
    expect(css).toContain('  --radius: 12px;\n');
    expect(css.trimEnd().endsWith('}')).toBe(true);
  });
});
