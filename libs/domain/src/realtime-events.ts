import {
  fail,
  nullish,
  objectOf,
  optional,
  parser,
  readInt,
  readNonEmpty,
  readString,
  type Parser,
  type Path,
} from './parser';

/**
 * The product's realtime channels and events (DESIGN section 5), shared by the API that publishes
 * them and the site that listens. Payloads are validated on the receiving side: a malformed event
 * is dropped, never trusted.
 */

/** Public channel of one tenant's mall. */
export function mallChannel(tenantId: string): string {
  return `mall-${tenantId}`;
}

/**
 * Public cache channel of one tenant's car park: the gateway (or Pusher) keeps its last
 * `parking.updated` and sends it to each new subscriber at once, so a visitor opening the parking
 * page gets the current count without waiting for the next change. It carries nothing else: a
 * cache channel remembers only its last event, whatever its name.
 */
export function parkingChannel(tenantId: string): string {
  return `cache-parking-${tenantId}`;
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

/**
 * Private channel of one mall's staff (needs channel authorisation: a staff session of that mall
 * whose role may handle `receipts` or `messages`; never a member, never another mall's staff). The
 * console refreshes its receipts queue and support inbox on its events.
 */
export function staffChannel(tenantId: string): string {
  return `private-staff-${tenantId}`;
}

type Id = number | string;
function readId(value: unknown, path: Path): Id {
  return typeof value === 'string' ? readNonEmpty(value, path) : readInt(value, path);
}
function readCount(value: unknown, path: Path): number {
  const count = readInt(value, path);
  return count >= 0 ? count : fail(path, 'expected 0 or more');
}
const RECEIPT_STATUSES = ['pending', 'approved', 'rejected'] as const;
function readReceiptStatus(value: unknown, path: Path): (typeof RECEIPT_STATUSES)[number] {
  const status = readString(value, path);
  return (RECEIPT_STATUSES as readonly string[]).includes(status)
    ? (status as (typeof RECEIPT_STATUSES)[number])
    : fail(path, `expected ${RECEIPT_STATUSES.join(', ')}`);
}

/** Each event's data; unknown fields are kept (the API may send more). */
export interface RealtimeEventDataMap {
  /** Something the site shows changed: refetch that content. `type` is usually a content type. */
  'content.updated': { type: string; id?: Id | null };
  /** Free parking spaces. */
  'parking.updated': { free: number; capacity: number };
  /** The customer's point balance changed. */
  'points.updated': { balance: number; delta?: number };
  /** A receipt was approved or rejected. */
  'receipt.updated': { id: Id; status: (typeof RECEIPT_STATUSES)[number]; points?: number };
  /** A reward was activated (possibly on another device). */
  'reward.activated': { id: Id; reward_id?: Id; code?: string };
  /** A new message for the customer. */
  'message.created': { id: Id };
  /** Staff: a member's receipt was submitted and waits for staff (not auto-approved). */
  'receipt.submitted': { id: Id };
  /** Staff: OCR read a receipt and approved it or left it for staff beside the read values. */
  'receipt.read': { id: Id; status: (typeof RECEIPT_STATUSES)[number] };
  /** Staff: a staff member (or the automation key) approved or rejected a waiting receipt. */
  'receipt.reviewed': { id: Id; status: (typeof RECEIPT_STATUSES)[number] };
  /** Staff: a member sent a support message (`id` the message, `customer_id` its conversation). */
  'message.received': { id: Id; customer_id: Id };
}

const loose = { loose: true };
export const realtimeEventSchemas: {
  [E in keyof RealtimeEventDataMap]: Parser<RealtimeEventDataMap[E] & Record<string, unknown>>;
} = {
  'content.updated': parser(objectOf({ type: readNonEmpty, id: nullish(readId) }, loose)),
  'parking.updated': parser(objectOf({ free: readCount, capacity: readCount }, loose)),
  'points.updated': parser(objectOf({ balance: readInt, delta: optional(readInt) }, loose)),
  'receipt.updated': parser(
    objectOf({ id: readId, status: readReceiptStatus, points: optional(readInt) }, loose),
  ),
  'reward.activated': parser(
    objectOf({ id: readId, reward_id: optional(readId), code: optional(readString) }, loose),
  ),
  'message.created': parser(objectOf({ id: readId }, loose)),
  'receipt.submitted': parser(objectOf({ id: readId }, loose)),
  'receipt.read': parser(objectOf({ id: readId, status: readReceiptStatus }, loose)),
  'receipt.reviewed': parser(objectOf({ id: readId, status: readReceiptStatus }, loose)),
  'message.received': parser(objectOf({ id: readId, customer_id: readId }, loose)),
};

export type RealtimeEventName = keyof RealtimeEventDataMap;
export type RealtimeEventData<E extends RealtimeEventName> = RealtimeEventDataMap[E] &
  Record<string, unknown>;

export const MALL_CHANNEL_EVENTS = ['content.updated'] as const;
export const PARKING_CHANNEL_EVENTS = ['parking.updated'] as const;
export const CUSTOMER_CHANNEL_EVENTS = [
  'points.updated',
  'receipt.updated',
  'reward.activated',
  'message.created',
] as const;
export const STAFF_CHANNEL_EVENTS = [
  'receipt.submitted',
  'receipt.read',
  'receipt.reviewed',
  'message.received',
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
