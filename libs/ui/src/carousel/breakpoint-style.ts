import type { CarouselBreakpoint } from '@atrium/domain/constants';

/**
 * The rules that give a carousel its slides per view (`--carousel-items`) by media query, and hide
 * its controls where every slide is in view. In CSS rather than from `window.innerWidth` after
 * hydration: the server's HTML then shows what the browser will (it showed one slide per view,
 * and the desktop home reflowed by thousands of pixels as its carousels hydrated), and hydration
 * renders no carousel twice. `className` names the table; React dedupes the `<style>` by it.
 * `controlsClass` is the class of the element holding the previous/next buttons.
 */
export function breakpointStyle(
  breakpoints: readonly CarouselBreakpoint[],
  controlsClass: string,
): {
  className: string;
  css: string;
} {
  const ascending = [...breakpoints].sort((a, b) => a.minWidth - b.minWidth);
  const className = `carousel-${ascending.map((b) => `${b.minWidth}-${b.items}`).join('_')}`;
  const rules = ascending.map(({ minWidth, items }) => {
    const fits = Array.from({ length: items }, (_, i) => `[data-slides="${i + 1}"]`).join(',');
    const rule =
      `.${className}{--carousel-items:${items}}` +
      `.${className}:is(${fits}) .${controlsClass}{display:none}`;
    return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
  });
  return { className, css: rules.join('') };
}
