import { useMallEvent } from '@atrium/realtime/hooks';
import { useQueryClient } from '@tanstack/react-query';

import { ensureRealtimeClient } from './realtime-client';

ensureRealtimeClient();

/**
 * `content.updated` {type, id}: the mall's staff changed something a visitor sees. Every query is
 * marked stale and the ones the open page uses refetch at once, so the page shows the change
 * without a reload (the API emptied its cached answers before it sent the event). All of them,
 * not only the type's: content refers to other content (a shop's page lists its events, home its
 * offers, search everything), and the settings and the mall shape every page.
 */
export default function ContentUpdates({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  useMallEvent(tenantId, 'content.updated', () => {
    void queryClient.invalidateQueries();
  });
  return null;
}
