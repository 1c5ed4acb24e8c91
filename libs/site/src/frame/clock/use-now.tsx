import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The time a page shows ("open now", today's hours, today in the calendar, the footer's year).
 *
 * A server-rendered page may be shown minutes after it was rendered (the site server's page
 * cache), a prerendered one days after: were the browser to hydrate with its own clock, a shop
 * that closed in between would read "closed" where the HTML says "open" (a hydration mismatch;
 * React drops the server's HTML of the whole tree). So the server writes its render time into the
 * page (`data-rendered-at` on `#root`), hydration shows that moment, and the browser's own time
 * follows in the next render. Renders outside hydration read the browser's time at once.
 */
const RenderTimeContext = createContext<number | undefined>(undefined);

/** The moment a server render, or the hydration of its HTML, shows (epoch milliseconds). */
export function RenderTimeProvider({
  renderedAt,
  children,
}: {
  renderedAt: number | undefined;
  children: ReactNode;
}) {
  return <RenderTimeContext.Provider value={renderedAt}>{children}</RenderTimeContext.Provider>;
}

const MINUTE = 60_000;

/** Time to the minute: the same value for every read within a minute, as the store must give. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** Tells React at the start of every minute (one timer per subscriber, re-armed each minute). */
function subscribeToMinutes(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      MINUTE - (Date.now() % MINUTE),
    );
  };
  arm();
  return () => clearTimeout(timer);
}

/** The current time to the minute, rendered again as each minute starts. */
export function useNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () =>
    renderedAt === undefined ? currentMinute() : Math.floor(renderedAt / MINUTE) * MINUTE,
  );
  return useMemo(() => new Date(minute), [minute]);
}

/** `data-rendered-at` of a server-rendered `#root`; undefined on a page the browser rendered. */
export function renderedAtOf(container: HTMLElement): number | undefined {
  const value = Number(container.dataset['renderedAt']);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
