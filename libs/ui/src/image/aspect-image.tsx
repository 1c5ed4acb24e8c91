import { useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import styles from './aspect-image.module.css';
import { FALLBACK_IMAGE_SRC } from './fallback-image';
import { Picture } from './picture';
import { sizesFor } from './responsive-image';

/** `16/9`, `16:9`, `4 / 3` or a number → a CSS aspect-ratio value. */
export function toAspectRatio(ratio: string | number | undefined): string {
  if (ratio === undefined || ratio === '') return '16 / 9';
  if (typeof ratio === 'number') return String(ratio);
  const m = /^\s*(\d+(?:\.\d+)?)\s*[/:x]\s*(\d+(?:\.\d+)?)\s*$/.exec(ratio);
  return m ? `${m[1]} / ${m[2]}` : '16 / 9';
}

export type AspectImageProps = Omit<React.ComponentProps<'img'>, 'src'> & {
  src?: string | null;
  /** e.g. `16/9` (settings' `*_aspect_ratios`, hero banner default 16/9). */
  ratio?: string | number;
  /** Shown when `src` is empty or fails to load; default a bundled neutral picture. */
  fallbackSrc?: string;
  fit?: 'cover' | 'contain';
  frameClassName?: string;
  /** The picture's rendered width for the browser's choice; default the page on phones, a third on desktop. */
  sizes?: string;
};

/** An image in a fixed aspect-ratio frame, lazy by default, with a fallback picture. */
export function AspectImage({
  src,
  ratio,
  fallbackSrc = FALLBACK_IMAGE_SRC,
  fit = 'cover',
  alt = '',
  className,
  frameClassName,
  loading = 'lazy',
  onError,
  sizes = sizesFor('33vw'),
  ...props
}: AspectImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useFallback = !src || failedSrc === src;
  return (
    <div className={cn(styles.frame, frameClassName)} style={{ aspectRatio: toAspectRatio(ratio) }}>
      <Picture
        src={useFallback ? fallbackSrc : src}
        responsive={!useFallback}
        sizes={sizes}
        alt={alt}
        loading={loading}
        data-fallback={useFallback || undefined}
        className={cn(styles.img, fit === 'contain' && styles.contain, className)}
        onError={(e) => {
          if (src) setFailedSrc(src);
          onError?.(e);
        }}
        {...props}
      />
    </div>
  );
}
