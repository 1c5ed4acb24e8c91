import type { RealtimeWebhookEvent } from '@atrium/realtime-gateway/api-realtime';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Pusher from 'pusher';
import { z } from 'zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, unauthorized } from '../../http/errors';

export interface RealtimeWebhookRoutesOptions {
  /** The app whose secret signs the webhooks (the same as the publisher's). */
  credentials: { appId: string; key: string; secret: string };
  /** Where verified events go (`ApiRealtime.receiveWebhookEvents`); absent: only logged. */
  receive?: (events: readonly RealtimeWebhookEvent[]) => void;
}

/** What Pusher, soketi and our gateway send; fields of other names pass through unchecked. */
const webhookBodySchema = z.object({
  time_ms: z.number(),
  events: z.array(
    z.discriminatedUnion('name', [
      z.object({
        name: z.enum(['channel_occupied', 'channel_vacated', 'cache_miss']),
        channel: z.string(),
      }),
      z.object({
        name: z.enum(['member_added', 'member_removed']),
        channel: z.string(),
        user_id: z.string(),
      }),
      z.object({
        name: z.literal('client_event'),
        channel: z.string(),
        event: z.string(),
        data: z.string(),
        socket_id: z.string(),
        user_id: z.string().optional(),
      }),
    ]),
  ),
});

/**
 * POST /v1/realtime/webhooks (no tenant): Pusher-protocol webhooks from the embedded gateway,
 * another gateway, Pusher Channels or soketi. The signature (`X-Pusher-Key`, `X-Pusher-Signature`
 * = HMAC-SHA256 of the raw body) is checked by the `pusher` SDK's `webhook(request).isValid()`:
 * 400 for a body that is not JSON or not the webhook shape, 401 for a wrong key or signature,
 * else 200 after the events went to `receive`.
 */
export const realtimeWebhookRoutes: FastifyPluginAsync<RealtimeWebhookRoutesOptions> = async (
  app,
  opts,
) => {
  // Only its webhook helper is used; it needs no host, but the constructor wants one.
  const sdk = new Pusher({ ...opts.credentials, host: '127.0.0.1' });
  // The signature covers the raw body: keep it as text in this scope (Fastify's parser would parse it).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  // The body is the signed raw text, checked in the handler; the answer is typed.
  const received = { response: ok(z.object({ received: z.number().int() })) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/realtime/webhooks', { schema: received }, async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'The webhook body is not JSON');
      }
      // The SDK accepts exactly `application/json`; a charset parameter is still JSON.
      const headers = { ...request.headers, 'content-type': 'application/json' };
      if (!sdk.webhook({ headers, rawBody }).isValid()) {
        throw unauthorized('Invalid webhook signature');
      }
      const body = webhookBodySchema.safeParse(parsed);
      if (!body.success) throw new HttpError(400, 'The webhook body is not {time_ms, events}');
      const events = body.data.events;
      request.log.debug({ events }, 'realtime webhook');
      opts.receive?.(events);
      return success({ received: events.length });
    });
};
