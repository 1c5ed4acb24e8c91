import { useLingui } from '@lingui/react/macro';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { CloseIcon } from '../lib/icons/close-icon';
import styles from './dialog.module.css';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(styles.overlay, className)} {...props} />;
}

/** The close button in the corner; label "Close" unless given. */
export function DialogCloseButton({
  className,
  'aria-label': ariaLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Close>) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close
      className={cn(styles.close, className)}
      aria-label={ariaLabel ?? t`Close`}
      {...props}
    >
      <CloseIcon />
    </DialogPrimitive.Close>
  );
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideCloseButton?: boolean;
  closeLabel?: string;
};

/** Modal content in a portal with an overlay; focus is trapped and returned on close. */
export function DialogContent({
  className,
  children,
  hideCloseButton,
  closeLabel,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(styles.content, className)} {...props}>
        {children}
        {!hideCloseButton && <DialogCloseButton aria-label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn(styles.title, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn(styles.description, className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn(styles.footer, className)} {...props} />;
}
