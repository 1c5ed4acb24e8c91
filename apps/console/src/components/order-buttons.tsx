import { Button } from '@atrium/ui/button';
import { Trans } from '@lingui/react/macro';

/**
 * Move up, Move down and Remove for one entry of an ordered list (slides, questions), each named
 * with the entry for screen readers (`labels`, e.g. "Move slide 2 up"). Without `onRemove` (a
 * list whose entries are deleted elsewhere, e.g. categories) only the two moves.
 */
export function OrderButtons({
  index,
  count,
  onMove,
  onRemove,
  labels,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  labels: { up: string; down: string; remove?: string };
}) {
  return (
    <div className="console-actions">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === 0}
        data-move="up"
        onClick={() => onMove(index, index - 1)}
        aria-label={labels.up}
      >
        <Trans>Move up</Trans>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={index === count - 1}
        data-move="down"
        onClick={() => onMove(index, index + 1)}
        aria-label={labels.down}
      >
        <Trans>Move down</Trans>
      </Button>
      {onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={labels.remove}
        >
          <Trans>Remove</Trans>
        </Button>
      )}
    </div>
  );
}
