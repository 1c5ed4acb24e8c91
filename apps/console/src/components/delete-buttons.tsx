import { Button } from '@atrium/ui/button';
import { Trans } from '@lingui/react/macro';
import type * as React from 'react';

/**
 * Delete in two steps: "Delete…" asks, then the danger button (`confirmLabel`) deletes and "Keep
 * it" steps back. `autoFocus` puts focus on the danger button once it is asked for.
 */
export function DeleteButtons({
  confirming,
  onAsk,
  onKeep,
  onDelete,
  disabled,
  confirmLabel,
  autoFocus,
}: {
  confirming: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onDelete: () => void;
  /** The danger button's, while something else is under way. */
  disabled: boolean;
  confirmLabel: React.ReactNode;
  autoFocus?: boolean;
}) {
  if (!confirming) {
    return (
      <Button type="button" variant="ghost" onClick={onAsk}>
        <Trans>Delete…</Trans>
      </Button>
    );
  }
  return (
    <>
      <Button
        type="button"
        variant="danger"
        disabled={disabled}
        onClick={onDelete}
        autoFocus={autoFocus}
      >
        {confirmLabel}
      </Button>
      <Button type="button" variant="ghost" onClick={onKeep}>
        <Trans>Keep it</Trans>
      </Button>
    </>
  );
}
