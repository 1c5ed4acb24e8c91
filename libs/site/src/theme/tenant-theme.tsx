import type { Settings } from '@atrium/domain/settings';
import { useLayoutEffect, useRef } from 'react';

/** The theme's code (html-theme.ts, with the palette maths of `@atrium/ui/theme`): a chunk of its own. */
export const loadHtmlTheme = () => import('./html-theme');

/**
 * Keeps the tenant's theme on `<html>` in line with the settings. A server-rendered page's
 * `<html>` already carries the theme of the settings it hydrates with (the server wrote it,
 * docs/ssr.md), so the first settings cost nothing there; the theme's code loads only for a page
 * the browser renders itself (the entry starts loading it early, so it is in place before the
 * first paint) and when the mall's settings change while a page is open (issue 22: ~1.7 KB
 * gzip out of every page's first JavaScript).
 */
export function useTenantTheme(settings: Settings) {
  const first = useRef(true);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const serverThemed = first.current && root.hasAttribute('data-rounded');
    first.current = false;
    if (serverThemed) return;
    let current = true;
    void loadHtmlTheme().then(({ applyHtmlTheme }) => {
      if (current) applyHtmlTheme(root, settings);
    });
    return () => {
      current = false;
    };
  }, [settings]);
}
