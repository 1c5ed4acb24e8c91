import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * `lazyRouteComponent` for a page of a lazily imported module, carrying the export's name: the
 * visible-link prefetch looks the name up in the build's `route-code.json` and fetches the page's
 * files without running them (app/preload-route-code.ts).
 */
export function lazyPage<T extends Record<string, unknown>, K extends keyof T & string>(
  importer: () => Promise<T>,
  exportName: K,
) {
  return Object.assign(lazyRouteComponent(importer, exportName), { pageExport: exportName });
}

/** The export name `lazyPage` gave a route's component, if it did. */
export function pageExportOf(component: unknown): string | null {
  const name = (component as { pageExport?: unknown } | undefined)?.pageExport;
  return typeof component === 'function' && typeof name === 'string' ? name : null;
}
