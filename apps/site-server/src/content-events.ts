// The site server listens to its mall's public realtime channel (`mall-{tenantId}`, docs/realtime.md)
// with the same pusher-js client the browser uses, and calls `onContentUpdated` for every
// `content.updated` event, so cached pages and proxy answers never outlive the content they show.
import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import Pusher from 'pusher-js';

export type ContentListener = {
  /** Settles once subscribed. */
  ready: Promise<void>;
  stop(): void;
};

export function listenForContentUpdates({
  tenantId,
  realtime,
  onContentUpdated,
}: {
  tenantId: string;
  realtime: RuntimeConfig['realtime'];
  onContentUpdated: (event: unknown) => void;
}): ContentListener {
  const client = new Pusher(realtime.key, {
    cluster: realtime.cluster,
    wsHost: realtime.host,
    wsPort: realtime.port,
    wssPort: realtime.port,
    forceTLS: realtime.forceTLS,
    // `ws` is TLS itself when `forceTLS` is on; pusher-js's `wss` guess (the same port over TLS
    // when a plain socket is slow to open) never works against a gateway without TLS.
    enabledTransports: ['ws'],
    disableStats: true,
  });
  const channel = client.subscribe(`mall-${tenantId}`);
  channel.bind('content.updated', onContentUpdated);
  // Events sent while the connection was down are lost: after a reconnection, assume a change.
  let connectedBefore = false;
  client.connection.bind('connected', () => {
    if (connectedBefore) onContentUpdated({ type: 'reconnected' });
    connectedBefore = true;
  });
  const ready = new Promise<void>((resolve) =>
    channel.bind('pusher:subscription_succeeded', () => resolve()),
  );
  return { ready, stop: () => client.disconnect() };
}
