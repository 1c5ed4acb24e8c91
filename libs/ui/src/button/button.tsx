import { Slot } from 'radix-ui';
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

export type ButtonProps = React.ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Render the single child (e.g. a router Link) with the button's styles and props. */
    asChild?: boolean;
    /** Shows a spinner, sets aria-busy and disables the button. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClassName({ variant, size, block }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
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
