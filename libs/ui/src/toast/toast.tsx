import { useLingui } from '@lingui/react/macro';
import { Toast as ToastPrimitive } from 'radix-ui';
import type * as React from 'react';

import { NOTIFICATION_DEFAULTS, TOAST_DURATION_MS, TOAST_MAX } from '@atrium/domain/constants';

import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { CheckIcon } from '../lib/icons/check-icon';
import { CloseIcon } from '../lib/icons/close-icon';
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

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport> & {
  /** Toasts: bottom centre. Notifications: top right, 300 px wide (spec section 9). */
  placement?: 'bottom-center' | 'top-right';
};

/** The toast area (F8 moves focus to it). */
export function ToastViewport({
  className,
  label,
  placement = 'bottom-center',
  ...props
}: ToastViewportProps) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Viewport
      className={cn(styles.viewport, placement === 'top-right' && styles.topRight, className)}
      data-placement={placement}
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
  duration = TOAST_DURATION_MS,
}: {
  toasts: ToastItem[];
  onDismiss: (id: string) => void;
  max?: number;
  duration?: number;
}) {
  return (
    <ToastProvider duration={duration}>
      {toasts.slice(-max).map(({ id, ...toast }) => (
        <Toast key={id} {...toast} onOpenChange={(open) => !open && onDismiss(id)} />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

/**
 * Notifications differ from toasts (spec section 9): top right, 300 px wide, 3000 ms, no maximum.
 * Same item shape as `Toaster`.
 */
export function Notifier({
  notifications,
  onDismiss,
  duration = NOTIFICATION_DEFAULTS.durationMs,
}: {
  notifications: ToastItem[];
  onDismiss: (id: string) => void;
  duration?: number;
}) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={t`Notification`}>
      {notifications.map(({ id, ...item }) => (
        <Toast key={id} {...item} onOpenChange={(open) => !open && onDismiss(id)} />
      ))}
      <ToastViewport
        placement="top-right"
        hotkey={['F9']}
        label={`${t`Notifications`} ({hotkey})`}
      />
    </ToastPrimitive.Provider>
  );
}
