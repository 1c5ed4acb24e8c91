import { whenIdle } from '@atrium/ui/when-idle';
import { lazy, Suspense, useEffect, useState } from 'react';

// The subscription and pusher-js load after the page is interactive, in an idle moment: a
// visitor's first paint and first tap never wait for them.
const ContentUpdates = lazy(() => import('./content-updates'));

/**
 * Open pages follow the mall's content (DESIGN section 5): `content.updated` on the public
 * `mall-{tenantId}` channel refetches what the page shows (content-updates.tsx). Off on a slow or
 * data-saving connection (`enabled`), where a socket per visitor costs more than a reload.
 */
export function LiveContent({ tenantId, enabled }: { tenantId: string; enabled: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => setReady(true), { timeout: 5000, fallbackMs: 2000 });
  }, [enabled]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ContentUpdates tenantId={tenantId} />
    </Suspense>
  );
}
