import { useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type QrCodeProps = Omit<React.ComponentProps<'svg'>, 'children'> & {
  /** The encoded text (a reward code, a parking ticket URL). */
  value: string;
  /** Rendered size in CSS pixels (the SVG scales). */
  size?: number;
  /** Quiet zone in modules (4 is the standard). */
  margin?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  /** Accessible name; default "QR code". */
  label?: string;
};

/** Builds the SVG path of the dark modules (one `h`-run per row segment). */
export function qrPath(
  value: string,
  errorCorrectionLevel: QrCodeProps['errorCorrectionLevel'] = 'M',
) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel });
  const size = modules.size;
  let d = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (modules.get(y, x)) {
        const start = x;
        while (x < size && modules.get(y, x)) x++;
        d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
      } else x++;
    }
  }
  return { d, size };
}

/**
 * A QR code as inline SVG, computed synchronously (renders on a server too), black on white
 * whatever the theme so every scanner reads it.
 */
export function QrCode({
  value,
  size = 200,
  margin = 4,
  errorCorrectionLevel = 'M',
  label,
  className,
  ...props
}: QrCodeProps) {
  const { t } = useLingui();
  const { d, size: modules } = useMemo(
    () => qrPath(value, errorCorrectionLevel),
    [value, errorCorrectionLevel],
  );
  const total = modules + margin * 2;
  return (
    <svg
      role="img"
      aria-label={label ?? t`QR code`}
      viewBox={`${-margin} ${-margin} ${total} ${total}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn(className)}
      data-value={value}
      {...props}
    >
      <rect x={-margin} y={-margin} width={total} height={total} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
