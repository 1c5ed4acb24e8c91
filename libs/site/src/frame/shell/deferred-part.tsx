import { CatchBoundary, useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { isChunkLoadError } from '../../behaviour/chunk-reload';

/**
 * A part of the page drawn by a chunk of its own (the main navigation, the homepage tiles, the
 * footer's links, today's hours, the phone menu, the toasts; issue 22). A server-rendered page keeps the server's HTML until
 * the chunk arrives and hydrates it; a page the browser renders shows `fallback` meanwhile. When
 * the chunk cannot load (offline, or a deploy removed it and the one reload did not help), the
 * part gives way to `fallback` and the rest of the page goes on working; with `lazyPart`, it loads
 * again after the next navigation. Any other error is the page's, for the route's error screen.
 */
export function DeferredPart({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <CatchBoundary
      getResetKey={() => href}
      errorComponent={({ error }) => {
        if (!isChunkLoadError(error)) throw error;
        return fallback;
      }}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchBoundary>
  );
}
