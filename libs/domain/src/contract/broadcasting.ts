import { z } from 'zod';

/**
 * `POST /v1/broadcasting/auth` and `/v1/broadcasting/user-auth` (pusher-js, docs/realtime.md):
 * the Pusher protocol's answers, not the envelope. Bodies are form-encoded `socket_id` and
 * `channel_name`, checked by the handler (its 422 and 401 come in the protocol's order).
 */

/** A private or presence channel's signature; `shared_secret` for encrypted channels. */
export const channelAuthSchema = z.object({
  auth: z.string(),
  channel_data: z.string().optional(),
  shared_secret: z.string().optional(),
});

/** The user sign-in of pusher-js (`signin()`). */
export const userAuthSchema = z.object({ auth: z.string(), user_data: z.string() });
