import { z } from 'zod';

/**
 * The product's realtime channels and events (DESIGN section 5), shared by the API that publishes
 * them and the site that listens. Payloads are validated on the receiving side: a malformed event
 * is dropped, never trusted.
 */

/** Public channel of one tenant's mall. */
export function mallChannel(tenantId: string): string {
  return `mall-${tenantId}`;
}

/** Private channel of one customer (needs channel authorisation). */
export function customerChannel(customerId: string | number): string {
  return `private-customer-${customerId}`;
}

/** The customer id of a `private-customer-{id}` channel, or null for any other channel. */
export function customerIdOfChannel(channel: string): string | null {
  const match = /^private-customer-([A-Za-z0-9_\-=@,.;]+)$/.exec(channel);
  return match?.[1] ?? null;
}

const id = z.union([z.number().int(), z.string().min(1)]);

export const realtimeEventSchemas = {
  /** Something the site shows changed: refetch that content. `type` is usually a content type. */
  'content.updated': z.looseObject({ type: z.string().min(1), id: id.nullish() }),
  /** Free parking spaces. */
  'parking.updated': z.looseObject({
    free: z.number().int().min(0),
    capacity: z.number().int().min(0),
  }),
  /** The customer's point balance changed. */
  'points.updated': z.looseObject({
    balance: z.number().int(),
    delta: z.number().int().optional(),
  }),
  /** A receipt was approved or rejected. */
  'receipt.updated': z.looseObject({
    id,
    status: z.enum(['pending', 'approved', 'rejected']),
    points: z.number().int().optional(),
  }),
  /** A reward was activated (possibly on another device). */
  'reward.activated': z.looseObject({ id, reward_id: id.optional(), code: z.string().optional() }),
  /** A new message for the customer. */
  'message.created': z.looseObject({ id }),
} as const;

export type RealtimeEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEventData<E extends RealtimeEventName> = z.output<
  (typeof realtimeEventSchemas)[E]
>;

export const MALL_CHANNEL_EVENTS = ['content.updated', 'parking.updated'] as const;
export const CUSTOMER_CHANNEL_EVENTS = [
  'points.updated',
  'receipt.updated',
  'reward.activated',
  'message.created',
] as const;

export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(realtimeEventSchemas, name);
}

/** A realtime event (spec section 3: a named event with a channel and data). */
export interface RealtimeEvent<E extends RealtimeEventName = RealtimeEventName> {
  readonly channel: string;
  readonly event: E;
  readonly data: RealtimeEventData<E>;
}

/** Validates an incoming event's data; `null` for an unknown event or a malformed payload. */
export function parseRealtimeEvent(
  channel: string,
  event: string,
  data: unknown,
): RealtimeEvent | null {
  if (!isRealtimeEventName(event)) return null;
  const payload = typeof data === 'string' ? safeJson(data) : data;
  const result = realtimeEventSchemas[event].safeParse(payload);
  return result.success ? ({ channel, event, data: result.data } as RealtimeEvent) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
