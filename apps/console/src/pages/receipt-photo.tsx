import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { MinusIcon } from '@atrium/ui/icons/minus-icon';
import { PlusIcon } from '@atrium/ui/icons/plus-icon';
import { ResetIcon } from '@atrium/ui/icons/reset-icon';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { receiptImage } from '../api';
import { Failed, Loading } from '../components/states';

export type PhotoView = { zoom: number; rotation: number };
export const INITIAL_VIEW: PhotoView = { zoom: 1, rotation: 0 };
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

export function zoomBy(view: PhotoView, step: 1 | -1): PhotoView {
  const at = ZOOM_STEPS.findIndex((z) => z >= view.zoom);
  const index = Math.min(ZOOM_STEPS.length - 1, Math.max(0, (at < 0 ? 2 : at) + step));
  return { ...view, zoom: ZOOM_STEPS[index]! };
}

export function rotate(view: PhotoView): PhotoView {
  return { ...view, rotation: (view.rotation + 90) % 360 };
}

/** The receipt's photo (or PDF) fetched with the staff token, with zoom and rotate. */
export function ReceiptPhoto({
  receiptId,
  view,
  onView,
}: {
  receiptId: number;
  view: PhotoView;
  onView: (view: PhotoView) => void;
}) {
  const { t } = useLingui();
  const image = useQuery({
    queryKey: ['receipt-image', receiptId],
    queryFn: ({ signal }) => receiptImage(receiptId, signal),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [image.data]);

  const isPdf = image.data?.type === 'application/pdf';
  return (
    <figure className="console-photo" aria-label={t`Photo of receipt ${receiptId}`}>
      <div className="console-photo-tools" role="toolbar" aria-label={t`Photo`}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(zoomBy(view, -1))}
          aria-label={t`Zoom out (-)`}
        >
          <MinusIcon width={16} height={16} />
        </Button>
        <span className="console-muted" aria-live="polite">
          {Math.round(view.zoom * 100)} %
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(zoomBy(view, 1))}
          aria-label={t`Zoom in (+)`}
        >
          <PlusIcon width={16} height={16} />
        </Button>
        <Button variant="outline" size="sm" onClick={() => onView(rotate(view))}>
          <Trans>Rotate (o)</Trans>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onView(INITIAL_VIEW)}
          aria-label={t`Reset the view (0)`}
        >
          <ResetIcon width={16} height={16} />
        </Button>
      </div>
      <div className="console-photo-frame">
        {image.isPending ? (
          <Loading label={<Trans>Loading the photo…</Trans>} />
        ) : image.isError ? (
          <Failed error={image.error} onRetry={() => void image.refetch()} />
        ) : url && isPdf ? (
          <p>
            <a href={url} target="_blank" rel="noreferrer">
              <Trans>Open the PDF</Trans>
            </a>
          </p>
        ) : url ? (
          <img
            src={url}
            alt={t`Receipt ${receiptId}`}
            data-testid="receipt-photo"
            style={{
              transform: `rotate(${view.rotation}deg) scale(${view.zoom})`,
            }}
          />
        ) : null}
      </div>
    </figure>
  );
}
