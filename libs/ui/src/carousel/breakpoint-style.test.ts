import { describe, expect, it } from 'vitest';

import { CAROUSEL_BREAKPOINTS } from '@atrium/domain/constants';

import { breakpointStyle } from './breakpoint-style';

describe('breakpointStyle', () => {
  const four = breakpointStyle(CAROUSEL_BREAKPOINTS.four, 'controls');

  it('names a table by its breakpoints, whatever their order', () => {
    expect(four.className).toBe('carousel-261-1_523-2_783-3_1060-4');
    expect(breakpointStyle([...CAROUSEL_BREAKPOINTS.four].reverse(), 'controls').className).toBe(
      four.className,
    );
  });

  it('gives each width its slides per view, narrowest first so a wider one wins', () => {
    const widths = [...four.css.matchAll(/min-width:(\d+)px\)\{[^{]+\{--carousel-items:(\d)\}/g)];
    expect(widths.map(([, width, items]) => [Number(width), Number(items)])).toEqual([
      [261, 1],
      [523, 2],
      [783, 3],
      [1060, 4],
    ]);
  });

  it('hides the controls where every slide is in view', () => {
    expect(four.css).toContain(
      '@media (min-width:1060px){.carousel-261-1_523-2_783-3_1060-4{--carousel-items:4}' +
        '.carousel-261-1_523-2_783-3_1060-4:is([data-slides="1"],[data-slides="2"],' +
        '[data-slides="3"],[data-slides="4"]) .controls{display:none}}',
    );
  });

  it('needs no media query from width 0', () => {
    expect(breakpointStyle([{ minWidth: 0, items: 1 }], 'c').css).toBe(
      '.carousel-0-1{--carousel-items:1}.carousel-0-1:is([data-slides="1"]) .c{display:none}',
    );
  });
});
