import { useRouterState } from '@tanstack/react-router';
import { type ComponentType, createElement, lazy } from 'react';

/**
 * `React.lazy` for a part of the frame drawn by a chunk of its own (`DeferredPart`) that tries
 * again after a failed load. `lazy` keeps a failure for the page's life, so a part that could not
 * load once (a moment offline) stayed missing until a reload; this one loads again on the first
 * render at another address, after the next navigation (`DeferredPart` renders it again then, and
 * Chromium fetches a failed module again). Not at the same address: React renders a failed part
 * once more before its boundary shows the fallback, and a new attempt there would never end.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): void } {
  let renderedAt = '';
  let failedAt: string | null = null;
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = renderedAt;
          throw error;
        },
      ),
    );
  let current = attempt();
  function LazyPart(props: P) {
    const href = useRouterState({ select: (state) => state.location.href });
    if (failedAt !== null && failedAt !== href) {
      failedAt = null;
      current = attempt();
    }
    renderedAt = href;
    return createElement(current as ComponentType<P>, props);
  }
  // Starts the chunk's download; the part's own load then finds the module already on its way.
  return Object.assign(LazyPart, { preload: () => void load().catch(() => undefined) });
}
