// Webhooks as Pusher sends them: the events of a short window in one POST
// `{"time_ms", "events": [...]}`, signed with `X-Pusher-Key` and `X-Pusher-Signature` (hex
// HMAC-SHA256 of the raw body with the app's secret), retried with exponential back-off and
// dropped with a log line when the attempts run out. Never awaited by the socket path.
import { hmacSha256Hex } from './protocol';
import type { GatewayApp, GatewayLogger } from './types';

export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated' | 'cache_miss'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string }
  | {
      name: 'client_event';
      channel: string;
      event: string;
      data: string;
      socket_id: string;
      user_id?: string;
    };

export interface WebhookSenderOptions {
  app: Pick<GatewayApp, 'key' | 'secret'>;
  url: string;
  logger: GatewayLogger;
  /** Events within this window go in one POST. */
  batchMs: number;
  /** Attempts per batch, the first included. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one. */
  retryBaseMs: number;
}

export interface WebhookSender {
  add(event: WebhookEvent): void;
  /**
   * Sends what is queued now and waits for the batches in flight, their retries included, for at
   * most CLOSE_WAIT_MS (a shutdown is not held up by a receiver that is down).
   */
  close(): Promise<void>;
}

/** Each request's own limit: a receiver that hangs counts as a failed attempt. */
const REQUEST_TIMEOUT_MS = 5_000;
const CLOSE_WAIT_MS = 2_000;

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  let queue: WebhookEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  const inFlight = new Set<Promise<void>>();

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const body = JSON.stringify({ time_ms: Date.now(), events: queue });
    queue = [];
    const delivery = deliver(body).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function deliver(body: string): Promise<void> {
    const headers = {
      'content-type': 'application/json',
      'x-pusher-key': options.app.key,
      'x-pusher-signature': hmacSha256Hex(options.app.secret, body),
    };
    let failure = '';
    for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
      try {
        const res = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        failure = `HTTP ${res.status}`;
      } catch (error) {
        failure = String(error);
      }
      if (attempt < options.maxAttempts) {
        await new Promise((resolve) =>
          setTimeout(resolve, options.retryBaseMs * 2 ** (attempt - 1)),
        );
      }
    }
    options.logger.error(
      `realtime: webhook to ${options.url} dropped after ${options.maxAttempts} attempts (${failure}): ${body.length} bytes`,
    );
  }

  return {
    add(event) {
      queue.push(event);
      timer ??= setTimeout(flush, options.batchMs);
    },
    async close() {
      flush();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...inFlight]),
        new Promise((resolve) => (timeout = setTimeout(resolve, CLOSE_WAIT_MS))),
      ]);
      clearTimeout(timeout);
    },
  };
}
