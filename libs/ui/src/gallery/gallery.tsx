import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type * as React from 'react';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../dialog/dialog';
import { cn } from '../lib/cn';
import { ChevronLeftIcon } from '../lib/icons/chevron-left-icon';
import { ChevronRightIcon } from '../lib/icons/chevron-right-icon';
import styles from './gallery.module.css';

export type GalleryImage = {
  src: string;
  /** Describes the picture; empty only when a caption says it all. */
  alt: string;
  /** A smaller file for the grid (default `src`). */
  thumbnail?: string;
  caption?: string;
};

export type GalleryProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  images: readonly GalleryImage[];
  /** Thumbnail shape (CSS aspect-ratio), default `4 / 3`. */
  aspectRatio?: string;
  label?: string;
};

/** A grid of thumbnails; each opens a lightbox (←/→ keys, swipe, Escape closes). */
export function Gallery({
  images,
  aspectRatio = '4 / 3',
  label,
  className,
  ...props
}: GalleryProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (!images.length) return null;
  return (
    <div className={cn(styles.gallery, className)} {...props}>
      <ul className={styles.grid} aria-label={label ?? t`Gallery`}>
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              aria-label={t`Open image ${i + 1} of ${images.length}: ${image.alt || image.caption || ''}`}
            >
              <img
                src={image.thumbnail ?? image.src}
                alt=""
                loading="lazy"
                decoding="async"
                style={{ aspectRatio }}
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        returnFocus={() => opener.current}
      />
    </div>
  );
}

export type LightboxProps = {
  images: readonly GalleryImage[];
  /** The open image, `null` when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The element to focus on close (the thumbnail that opened it). */
  returnFocus?: () => HTMLElement | null;
};

/** The full-size image dialog; focus returns to the thumbnail on close (radix). */
export function Lightbox({ images, index, onIndexChange, onClose, returnFocus }: LightboxProps) {
  const { t } = useLingui();
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const go = (delta: number) => {
    if (index === null) return;
    onIndexChange((index + delta + count) % count);
  };
  const n = (index ?? 0) + 1;
  return (
    <Dialog open={index !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        className={styles.lightbox}
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          const target = returnFocus?.();
          if (target) {
            e.preventDefault();
            target.focus();
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') {
            e.preventDefault();
            go(-1);
          } else if (e.key === 'ArrowRight') {
            e.preventDefault();
            go(1);
          }
        }}
      >
        <DialogTitle className={styles.title}>{t`Image ${n} of ${count}`}</DialogTitle>
        {image && (
          <figure className={styles.figure}>
            <img
              src={image.src}
              alt={image.alt}
              className={styles.full}
              data-index={index}
              draggable={false}
              onPointerDown={(e) => {
                start.current = { x: e.clientX, y: e.clientY };
              }}
              onPointerUp={(e) => {
                const from = start.current;
                start.current = null;
                if (!from) return;
                const dx = e.clientX - from.x;
                if (Math.abs(dx) > 40 && Math.abs(dx) > Math.abs(e.clientY - from.y)) {
                  go(dx < 0 ? 1 : -1);
                }
              }}
            />
            {image.caption && (
              <DialogDescription asChild>
                <figcaption className={styles.caption}>{image.caption}</figcaption>
              </DialogDescription>
            )}
          </figure>
        )}
        {count > 1 && (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              onClick={() => go(-1)}
              aria-label={t`Previous image`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={() => go(1)}
              aria-label={t`Next image`}
            >
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
