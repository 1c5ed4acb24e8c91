import { Button } from '@atrium/ui/button';
import { useLingui } from '@lingui/react/macro';

/**
 * Move up, Move down and Remove for one entry of an ordered list (slides, questions, links,
 * categories). Each button is named for screen readers with its visible text first and then the
 * entry (`entry`, e.g. "Slide 2": "Move up: Slide 2"), so the name a voice user says — the words
 * they see — is the start of the name (WCAG 2.5.3 Label in Name, axe `label-content-name-mismatch`).
 * Without `onRemove` (a list whose entries are deleted elsewhere, e.g. categories) only the two moves.
 */
export function OrderButtons({
  index,
  count,
  onMove,
  onRemove,
  entry,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  /** The entry as the list names it: "Question 3", a category's name. */
  entry: string;
}) {
  const { t } = useLingui();
  const up = t`Move up`;
  const down = t`Move down`;
  const remove = t`Remove`;
  return (
    <div className="console-actions">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === 0}
        data-move="up"
        onClick={() => onMove(index, index - 1)}
        aria-label={`${up}: ${entry}`}
      >
        {up}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        data-move="down"
        onClick={() => onMove(index, index + 1)}
        aria-label={`${down}: ${entry}`}
      >
        {down}
      </Button>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`${remove}: ${entry}`}
        >
          {remove}
        </Button>
      )}
    </div>
  );
}
