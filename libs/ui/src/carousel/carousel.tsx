import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useState } from 'react';
import type * as React from 'react';

import { CAROUSEL_BREAKPOINTS, type CarouselBreakpoint } from '@atrium/domain/constants';

import { cn } from '../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../lib/icons';
import styles from './carousel.module.css';

export { CAROUSEL_BREAKPOINTS };
export type { CarouselBreakpoint };

/** Slides visible for a width; below the smallest breakpoint, one. */
export function itemsForWidth(breakpoints: readonly CarouselBreakpoint[], width: number): number {
  const sorted = [...breakpoints].sort((a, b) => b.minWidth - a.minWidth);
  return sorted.find((b) => width >= b.minWidth)?.items ?? 1;
}

export type CarouselProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Names the carousel ("Upcoming events"). */
  label: string;
  children: React.ReactNode;
  /** Spec section 9 tables: `CAROUSEL_BREAKPOINTS.four | five | six`, matched on viewport width. */
  breakpoints?: readonly CarouselBreakpoint[];
  /** Gap between slides (CSS length). */
  gap?: string;
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /**
   * Advance every `autoplayMs` milliseconds (off when unset). A pause/play button appears; it also
   * pauses while hovered or focused and never runs under `prefers-reduced-motion: reduce`.
   */
  autoplayMs?: number;
  /** Receives the Embla API (e.g. to show dots). */
  onApi?: (api: NonNullable<ReturnType<typeof useEmblaCarousel>[1]>) => void;
};

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/**
 * A swipeable row of slides (Embla): touch swipe, ←/→ keys when focused, and labelled
 * previous/next buttons. Slides are groups "n of m".
 */
export function Carousel({
  label,
  children,
  breakpoints = CAROUSEL_BREAKPOINTS.four,
  gap = 'var(--space-4)',
  loop = false,
  previousLabel,
  nextLabel,
  autoplayMs,
  onApi,
  className,
  style,
  onKeyDown,
  ...props
}: CarouselProps) {
  const { t } = useLingui();
  const width = useViewportWidth();
  const items = width === null ? 1 : itemsForWidth(breakpoints, width);
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', loop, slidesToScroll: 'auto' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback((embla: NonNullable<typeof api>) => {
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  // No reInit when `items` changes: the slides change size, and Embla measures again on its own
  // (`watchResize`). Asking here as well measured every carousel twice on load (a forced layout).

  useEffect(() => {
    if (api) onApi?.(api);
  }, [api, onApi]);

  // Autoplay: stopped by the user (button), paused while hovered or focused; reduced motion: off.
  const [playing, setPlaying] = useState(() => Boolean(autoplayMs) && !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!api || !autoplayMs || !playing || held) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, playing, held]);

  const slides = Children.toArray(children);
  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={cn(styles.carousel, className)}
      style={{ '--carousel-items': items, '--carousel-gap': gap, ...style } as React.CSSProperties}
      data-items={items}
      data-playing={autoplayMs ? playing && !held : undefined}
      tabIndex={0}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented) return;
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          api?.scrollPrev();
        } else if (e.key === 'ArrowRight') {
          e.preventDefault();
          api?.scrollNext();
        }
      }}
      {...props}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={autoplayMs && playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > items && (
        <div className={styles.controls}>
          {autoplayMs ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => api?.scrollPrev()}
            disabled={!canPrev}
            aria-label={previousLabel ?? t`Previous`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => api?.scrollNext()}
            disabled={!canNext}
            aria-label={nextLabel ?? t`Next`}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </section>
  );
}
