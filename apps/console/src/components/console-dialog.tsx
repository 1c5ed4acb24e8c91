import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '@atrium/ui/icons/close-icon';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import type * as React from 'react';

/**
 * A modal on radix-ui's Dialog: focus trapped, Escape closes, title read out. Opened without a
 * radix Trigger (by state), so it gives the focus back itself: to what had it when it opened (a
 * list row's button), when that is still on the page.
 */
export function ConsoleDialog({
  open,
  onOpenChange,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** For tables (an audit entry's before and after): as wide as the screen allows. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="console-overlay" />
        <Dialog.Content
          className={wide ? 'console-dialog console-dialog-wide' : 'console-dialog'}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            if (back?.isConnected) {
              event.preventDefault();
              back.focus();
            }
          }}
        >
          <div className="console-dialog-head">
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close className="console-icon-button" aria-label={t`Close`}>
              <CloseIcon width={20} height={20} />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="console-muted">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
