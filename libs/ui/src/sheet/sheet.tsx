import { Dialog as DialogPrimitive } from 'radix-ui';
import type * as React from 'react';

import { DialogCloseButton, DialogOverlay } from '../dialog/dialog';
import dialogStyles from '../dialog/dialog.module.css';
import { cn } from '../lib/cn';
import styles from './sheet.module.css';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetSide = 'left' | 'right' | 'bottom';

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  /** Shown in the sheet's header next to the close button (and names the dialog). */
  title: React.ReactNode;
  /** Hidden description for screen readers; pass `undefined` to omit. */
  description?: React.ReactNode;
  closeLabel?: string;
};

/** A side drawer (mobile menu, filters): a modal dialog sliding from an edge. */
export function SheetContent({
  side = 'right',
  title,
  description,
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(styles.content, styles[side], className)}
        data-side={side}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className={styles.header}>
          <DialogPrimitive.Title className={dialogStyles.title} style={{ margin: 0 }}>
            {title}
          </DialogPrimitive.Title>
          <DialogCloseButton className={styles.close} aria-label={closeLabel} />
        </div>
        {description && (
          <DialogPrimitive.Description className="visually-hidden">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
