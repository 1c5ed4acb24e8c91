/**
 * Spec section 2: internal links are prefetched when visible (never on a slow or data-saving
 * connection; the caller checks). Prefetching starts only once the page has loaded and the
 * browser is idle: at the first render it competed with the page's own requests on slow 4G
 * (issue 11, docs/benchmarks.md). Each address is prefetched once per page load, by the caller's
 * `preload` (the route's code, fetched and not run: app/preload-route-code.ts). Prefetches run one
 * at a time, each started in an idle moment: a dozen route chunks evaluated at once made long
 * tasks that delayed the visitor's first tap (Lighthouse's total blocking time on home).
 * Browser only.
 */
import { whenIdle } from '@atrium/ui/when-idle';

/** Preloads one in-app address (path and search), e.g. through `router.preloadRoute`. */
type Preload = (href: string) => Promise<unknown>;

type LinkLike = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;

/** The in-app address of a link worth prefetching, else null. */
export function prefetchHref(anchor: LinkLike, origin: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Files (sitemap.xml, a PDF), the API proxy and dev tools are not routes.
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) return null;
  return url.pathname + url.search;
}

const nextIdle = () => new Promise<void>((resolve) => void whenIdle(resolve, { fallbackMs: 50 }));

function whenIdleAfterLoad(start: () => void): () => void {
  let cancelled = false;
  const idle = () =>
    void nextIdle().then(() => {
      if (!cancelled) start();
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** Starts prefetching visible internal links under `root`; returns a stop function. */
export function prefetchVisibleLinks(preload: Preload, root: HTMLElement = document.body) {
  const done = new Set<string>([location.pathname + location.search]);
  const queue: string[] = [];
  let draining = false;
  let stopped = false;
  let intersections: IntersectionObserver | undefined;
  let mutations: MutationObserver | undefined;

  const drain = async () => {
    draining = true;
    while (queue.length > 0 && !stopped) {
      await nextIdle();
      const href = queue.shift()!;
      await preload(href).catch(() => {
        done.delete(href); // a failed prefetch may be tried again when seen again
      });
    }
    draining = false;
  };
  const prefetch = (anchor: HTMLAnchorElement) => {
    const href = prefetchHref(anchor, location.origin);
    if (href === null || done.has(href)) return;
    done.add(href);
    queue.push(href);
    if (!draining) void drain();
  };
  const observeWithin = (node: Node) => {
    if (!(node instanceof Element) || !intersections) return;
    if (node instanceof HTMLAnchorElement) intersections.observe(node);
    for (const anchor of node.querySelectorAll('a[href]')) intersections.observe(anchor);
  };

  const cancel = whenIdleAfterLoad(() => {
    intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        intersections?.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    });
    observeWithin(root);
    // Pages and lists add links as they change (navigation, "load more", lazy sections).
    mutations = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(observeWithin);
    });
    mutations.observe(root, { childList: true, subtree: true });
  });

  return () => {
    stopped = true;
    cancel();
    intersections?.disconnect();
    mutations?.disconnect();
  };
}
