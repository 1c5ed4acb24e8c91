import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '@atrium/ui/icons';
import { Dialog } from 'radix-ui';
import type * as React from 'react';

/** A modal on radix-ui's Dialog: focus trapped, Escape closes, title read out. */
export function ConsoleDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="console-overlay" />
        <Dialog.Content className="console-dialog">
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
