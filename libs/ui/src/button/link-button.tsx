import type * as React from 'react';

import { cn } from '../lib/cn';
import { buttonClassName, type ButtonStyleProps } from './button';

export type LinkButtonProps = React.ComponentProps<'a'> &
  ButtonStyleProps & {
    /** Opens in a new tab with rel="noopener noreferrer" (external targets are plain anchors). */
    external?: boolean;
  };

/**
 * An anchor styled as a button. For internal routes the site gives its router Link
 * `buttonClassName` instead, so routing stays in the site.
 */
export function LinkButton({
  className,
  variant,
  size,
  block,
  external,
  rel,
  target,
  ...props
}: LinkButtonProps) {
  return (
    <a
      className={cn(buttonClassName({ variant, size, block }), className)}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      {...props}
    />
  );
}
