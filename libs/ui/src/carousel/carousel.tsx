import { useLingui } from '@lingui/react/macro';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as React from 'react';

import { CAROUSEL_BREAKPOINTS, type CarouselBreakpoint } from '@atrium/domain/constants';

import { cn } from '../lib/cn';
import { whenIdle } from '../lib/when-idle';
import { ChevronLeftIcon } from '../lib/icons/chevron-left-icon';
import { ChevronRightIcon } from '../lib/icons/chevron-right-icon';
import { PauseIcon } from '../lib/icons/pause-icon';
import { PlayIcon } from '../lib/icons/play-icon';
import { breakpointStyle } from './breakpoint-style';
import styles from './carousel.module.css';

export { CAROUSEL_BREAKPOINTS };
export type { CarouselBreakpoint };

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
   * pauses while hovered or focused, and does not start on its own under
   * `prefers-reduced-motion: reduce` (the button still starts it).
   */
  autoplayMs?: number;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for less motion. The server cannot know: it renders `false`, and the
 * browser's answer follows hydration (read in the first render, a reduced-motion visitor's
 * "Play slideshow" label differed from the server's "Pause slideshow": a hydration mismatch).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Embla, started when first needed. It measures every slide when it starts (a forced layout:
 * all of home's carousels at once were a third of its longest task after hydration,
 * docs/benchmarks.md). It starts in the browser's first idle moment once the carousel is on
 * screen, so a tap on a carousel in view finds it ready (started in the tap, the hero's first
 * "Next" waited 100 ms longer on a phone's CPU), and a carousel never scrolled to costs nothing;
 * or earlier, in the first pointer-enter (before the pointer-down that begins a swipe, so Embla
 * sees the whole swipe), focus, key press, button press or autoplay turn.
 */
function useEmbla(loop: boolean) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const emblaRef = useRef<EmblaCarouselType | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const start = useCallback((): EmblaCarouselType | null => {
    if (!emblaRef.current && viewportRef.current) {
      emblaRef.current = EmblaCarousel(viewportRef.current, {
        align: 'start',
        loop,
        slidesToScroll: 'auto',
      });
      setApi(emblaRef.current);
    }
    return emblaRef.current;
  }, [loop]);
  useEffect(() => {
    emblaRef.current?.reInit({ loop });
  }, [loop]);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // From hydration on, a pointer entering starts Embla: the row can be dragged (grab cursor).
    // Written to the DOM, not kept in state: hydration renders no carousel twice.
    viewport.toggleAttribute('data-draggable', true);
    if (typeof IntersectionObserver === 'undefined') return;
    let cancel = () => {};
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      cancel = whenIdle(start);
    });
    seen.observe(viewport);
    return () => {
      seen.disconnect();
      cancel();
    };
  }, [start]);
  useEffect(
    () => () => {
      emblaRef.current?.destroy();
      emblaRef.current = null;
    },
    [],
  );
  return { viewportRef, api, start };
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
  className,
  style,
  onKeyDown,
  ...props
}: CarouselProps) {
  const { t } = useLingui();
  const { viewportRef, api, start } = useEmbla(loop);
  const slides = Children.toArray(children);
  const layout = breakpointStyle(breakpoints, styles.controls!);
  // Until Embla starts, the slides sit in their first position; where the controls show, there
  // are more slides than fit, so "Next" can move.
  const [scrolls, setScrolls] = useState<{ prev: boolean; next: boolean } | null>(null);
  const canPrev = scrolls ? scrolls.prev : loop;
  const canNext = scrolls ? scrolls.next : loop || slides.length > 1;

  const sync = useCallback((embla: EmblaCarouselType) => {
    const prev = embla.canScrollPrev();
    const next = embla.canScrollNext();
    // The same answer keeps the same state: a slide change re-renders no slide of its own.
    setScrolls((now) => (now?.prev === prev && now.next === next ? now : { prev, next }));
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  // No reInit when the slides per view change: the slides change size, and Embla measures again
  // on its own (`watchResize`).

  // Autoplay: stopped by the user (button), paused while hovered or focused; reduced motion: off.
  // The visitor's own choice (the pause/play button) wins; until then, reduced motion decides.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = Boolean(autoplayMs) && (chosen ?? !reducedMotion);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!autoplayMs || !playing || held) return;
    const timer = window.setInterval(() => {
      const embla = start();
      if (!embla) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [start, autoplayMs, playing, held]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label}
      className={cn(styles.carousel, layout.className, className)}
      style={{ '--carousel-gap': gap, ...style } as React.CSSProperties}
      data-slides={slides.length}
      data-playing={autoplayMs ? playing && !held : undefined}
      tabIndex={0}
      onPointerEnter={() => {
        start();
        setHeld(true);
      }}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => {
        start();
        setHeld(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented) return;
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          start()?.scrollPrev();
        } else if (e.key === 'ArrowRight') {
          e.preventDefault();
          start()?.scrollNext();
        }
      }}
      {...props}
    >
      <style href={layout.className} precedence="carousel">
        {layout.css}
      </style>
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
      {slides.length > 1 && (
        <div className={styles.controls}>
          {autoplayMs ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setChosen(!playing)}
              aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            onClick={() => start()?.scrollPrev()}
            disabled={!canPrev}
            aria-label={previousLabel ?? t`Previous`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => start()?.scrollNext()}
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
