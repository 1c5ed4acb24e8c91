import { useLingui } from '@lingui/react/macro';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';

import { TOAST_DURATION_MS, TOAST_MAX } from '@atrium/domain/constants';

import { cn } from '../lib/cn';
import { AlertIcon, CheckIcon, CloseIcon } from '../lib/icons';
import styles from './toast.module.css';

export type ToastVariant = 'success' | 'error' | 'info';

/** Wrap the app once; toasts last 5000 ms (spec) and swipe down to dismiss. */
export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'down',
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      label={label ?? t`Notification`}
      {...props}
    />
  );
}

/** The toast area, bottom centre (F8 moves focus to it). */
export function ToastViewport({
  className,
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Viewport
      className={cn(styles.viewport, className)}
      label={label ?? `${t`Notifications`} ({hotkey})`}
      {...props}
    />
  );
}

export type ToastProps = Omit<React.ComponentProps<typeof ToastPrimitive.Root>, 'title'> & {
  variant?: ToastVariant;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** An action button; `altText` describes it for screen readers (radix requirement). */
  action?: { label: React.ReactNode; altText: string; onClick: () => void };
  closeLabel?: string;
};

/** One toast: success or error style, closable, auto-dismissed. */
export function Toast({
  variant = 'info',
  title,
  description,
  action,
  closeLabel,
  className,
  ...props
}: ToastProps) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Root
      className={cn(styles.toast, variant !== 'info' && styles[variant], className)}
      type={variant === 'error' ? 'foreground' : 'background'}
      data-variant={variant}
      {...props}
    >
      <span className={styles.icon} aria-hidden="true">
        {variant === 'error' ? <AlertIcon /> : <CheckIcon />}
      </span>
      <div>
        <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description className={styles.description}>
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close className={styles.close} aria-label={closeLabel ?? t`Close`}>
        <CloseIcon />
      </ToastPrimitive.Close>
      {action && (
        <ToastPrimitive.Action altText={action.altText} asChild>
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        </ToastPrimitive.Action>
      )}
    </ToastPrimitive.Root>
  );
}

export type ToastItem = {
  id: string;
  variant?: ToastVariant;
  title: React.ReactNode;
  description?: React.ReactNode;
  duration?: number;
};

/**
 * Renders the site's toast list (its state lives in a small store in the site): at most 4,
 * newest last; `onDismiss` is called when one closes (timeout, close button or swipe).
 */
export function Toaster({
  toasts,
  onDismiss,
  max = TOAST_MAX,
}: {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  max?: number;
}) {
  return (
    <ToastProvider>
      {toasts.slice(-max).map(({ id, ...toast }) => (
        <Toast key={id} {...toast} onOpenChange={(open) => !open && onDismiss(id)} />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
