import { Sheet, SheetContent } from '@atrium/ui/sheet';
import type { ReactNode, RefObject } from 'react';

export type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** The menu button: it is not a radix trigger (the sheet loads lazily), so focus returns here. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/**
 * The phone menu's drawer. Loaded with `React.lazy` the first time the menu opens, so the radix
 * dialog (focus trap, scroll lock) is not part of the first paint.
 */
export function MobileMenu({
  open,
  onOpenChange,
  title,
  closeLabel,
  opener,
  children,
}: MobileMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={title}
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
