import type * as React from 'react';

/**
 * Small bundled icons (no icon service request), one module each (`@atrium/ui/icons/<name>`): a
 * chunk carries only the icons it draws (issue 22). Decorative: the control carries the label.
 */
export type IconProps = React.ComponentProps<'svg'>;

/** The 24 × 24 stroked frame every icon draws in. */
export const iconFrame = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};
