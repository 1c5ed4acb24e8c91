import type { RenderLink } from '@atrium/ui/render-link';
import { useHasBeenTrue } from '@atrium/ui/use-has-been-true';
import { whenIdle } from '@atrium/ui/when-idle';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';

import type { AnalyticsIds } from './analytics';
import { normaliseCategories, type CookieConsentCategory } from './categories';
import { ConsentBanner } from './consent-banner';
import { consentStore, useConsent } from './consent-store';

// The settings dialog (radix dialog, switches, focus trap: ~10 KB gzipped) is not needed to
// paint the page: it loads while the banner waits for an answer (see `useIdleWhile`), when a
// pointer or focus reaches the footer's settings button, or at the latest when the settings are
// opened; then it stays mounted.
const ConsentModal = lazy(() =>
  import('./consent-modal').then((module) => ({ default: module.ConsentModal })),
);

export type ConsentRootProps = {
  /** The tenant's `cookie_consent_categories` (parsed settings). */
  categories: readonly CookieConsentCategory[];
  /** The page's language as in URLs: en, cz, sk, de. */
  locale: string;
  /** The tenant config's `gtmId` and `metaId`. */
  analytics: AnalyticsIds;
  /** The cookie policy page (e.g. `/en/cookies`); the banner links to it when given. */
  policyHref?: string;
  renderLink?: RenderLink;
  /** Called instead of `location.reload()` when statistics is withdrawn (tests, stories). */
  onReloadNeeded?: () => void;
};

/**
 * The app shell's cookie consent (spec sections 4 and 5): the banner until the visitor answers,
 * the settings modal when opened (banner or footer), and the page kept in line with the answer.
 */
export function ConsentRoot({
  categories,
  locale,
  analytics,
  policyHref,
  renderLink,
  onReloadNeeded,
}: ConsentRootProps) {
  const list = useMemo(() => normaliseCategories(categories), [categories]);
  const hydrated = useConsent((state) => state.hydrated);
  const status = useConsent((state) => state.status);
  const enabled = useConsent((state) => state.enabled);
  const settingsOpen = useConsent((state) => state.settingsOpen);
  const settingsWanted = useConsent((state) => state.settingsWanted);
  const bannerIdle = useIdleWhile(hydrated && status === 'unanswered');
  const settingsLoaded = useHasBeenTrue(settingsOpen || settingsWanted || bannerIdle);
  const previous = useRef<readonly string[] | null>(null);

  useEffect(() => {
    if (!consentStore.getState().hydrated) consentStore.getState().hydrate();
  }, []);

  const gtmId = analytics.gtmId;
  const metaId = analytics.metaId;
  useEffect(() => {
    if (!hydrated) return;
    const enabledNow = status === 'unanswered' ? [] : enabled;
    // The scripts' loader and the cookie removal are a chunk of their own (issue 22), loaded when
    // the answer is first applied; the imports resolve in the order asked, so answers apply in
    // the order given.
    void import('./apply-consent').then(({ applyConsent }) => {
      const { reloadNeeded } = applyConsent({
        categories: list,
        previous: previous.current,
        enabled: enabledNow,
        analytics: { gtmId, metaId },
      });
      previous.current = enabledNow;
      if (reloadNeeded) {
        if (onReloadNeeded) onReloadNeeded();
        else window.location.reload();
      }
    });
  }, [hydrated, status, enabled, list, gtmId, metaId, onReloadNeeded]);

  // Before the answer is read (server HTML, hydration) the banner is rendered but hidden unless
  // the page's prepaint script found no answer (prepaint.ts).
  return (
    <>
      {status === 'unanswered' && (
        <ConsentBanner
          categories={list}
          policyHref={policyHref}
          renderLink={renderLink}
          beforeHydration={!hydrated}
        />
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <ConsentModal categories={list} locale={locale} />
        </Suspense>
      )}
    </>
  );
}

/**
 * True once the browser has been idle while `active` holds. The banner's "Settings" mounts the
 * dialog closed then: loaded on the click, its chunk and a suspended first render put the dialog
 * 0.6 s after the tap on a 4× slower phone (docs/benchmarks.md, "Interaction latency").
 */
function useIdleWhile(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (active ? whenIdle(() => setIdle(true)) : undefined), [active]);
  return idle;
}
