import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export const buttonVariants = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
  'link',
] as const;
export const buttonSizes = ['sm', 'md', 'lg', 'icon'] as const;

export type ButtonStyleProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (phones, forms). */
  block?: boolean;
};

/** The button class list, shared by Button, LinkButton and any element styled as a button. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
}: ButtonStyleProps = {}) {
  return cn(styles.button, styles[variant], styles[size], block && styles.block);
}

/**
 * A `<button>`. A link that looks like a button takes `buttonClassName` (a router Link) or is a
 * `LinkButton` (a plain anchor): one element, no slot in the page's first JavaScript.
 */
export type ButtonProps = React.ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  block,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClassName({ variant, size, block }), className);
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      {...props}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
