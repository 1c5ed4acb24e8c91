import { Button } from '@atrium/ui/button';
import { renderAnchor, type RenderLink } from '@atrium/ui/render-link';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { CookieConsentCategory } from './categories';
import styles from './consent.module.css';
import { useConsent } from './consent-store';

export type ConsentBannerProps = {
  categories: readonly CookieConsentCategory[];
  policyHref?: string;
  renderLink?: RenderLink;
  /**
   * Rendered before the stored answer was read (server HTML, hydration): hidden unless
   * prepaint.ts found no answer, and its buttons wait for the page's JavaScript.
   */
  beforeHydration?: boolean;
};

/**
 * The first-visit banner: a labelled region at the bottom of the screen (it does not block the
 * page), with decline and accept of equal weight and a way into the detailed settings.
 */
export function ConsentBanner({
  categories,
  policyHref,
  renderLink = renderAnchor,
  beforeHydration = false,
}: ConsentBannerProps) {
  const { t } = useLingui();
  const titleId = useId();
  const acceptAll = useConsent((state) => state.acceptAll);
  const decline = useConsent((state) => state.decline);
  const openSettings = useConsent((state) => state.openSettings);
  return (
    <section
      className={styles.banner}
      role="region"
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-before-hydration={beforeHydration ? '' : undefined}
    >
      <div className={styles.bannerText}>
        <h2 id={titleId} className={styles.bannerTitle}>
          <Trans>We use cookies</Trans>
        </h2>
        <p>
          <Trans>
            Necessary cookies keep the site working. With your consent we also use cookies that
            remember your preferences, measure visits and show you relevant offers. You can change
            your choice at any time under Cookie settings at the bottom of the page.
          </Trans>{' '}
          {policyHref &&
            renderLink({
              href: policyHref,
              className: styles.link,
              children: t`Cookie policy`,
            })}
        </p>
      </div>
      <div className={styles.bannerActions}>
        <Button variant="outline" onClick={() => decline(categories)}>
          <Trans>Decline</Trans>
        </Button>
        <Button variant="ghost" onClick={openSettings}>
          <Trans>Settings</Trans>
        </Button>
        <Button variant="primary" onClick={() => acceptAll(categories)}>
          <Trans>Accept all</Trans>
        </Button>
      </div>
    </section>
  );
}
