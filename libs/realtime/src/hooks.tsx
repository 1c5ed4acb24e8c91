// React bindings. Handlers live in a ref, so a component may pass a new function on every render:
// the channel is bound once per (channel, event) and each event reaches the latest handler once.
import {
  CUSTOMER_CHANNEL_EVENTS,
  customerChannel,
  MALL_CHANNEL_EVENTS,
  mallChannel,
  PARKING_CHANNEL_EVENTS,
  parkingChannel,
  parseRealtimeEvent,
  type RealtimeEventData,
} from '@atrium/domain/realtime-events';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';

import { getRealtimeClient, type RealtimeHandler } from './client';
import {
  type RealtimeConnectionState,
  realtimeStore,
  type RealtimeStoreState,
} from './connection-store';

export function useRealtimeEvent<T = unknown>(
  channel: string | null | undefined,
  event: string,
  handler: (data: T, meta: { userId?: string }) => void,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const client = getRealtimeClient();
    if (!channel || !client) return undefined;
    const listener: RealtimeHandler = (data, meta) => handlerRef.current(data as T, meta);
    return client.bind(channel, event, listener);
  }, [channel, event]);
}

/** Events the server sends to the signed-in user (`sendToUser`). */
export function useRealtimeUserEvent<T = unknown>(event: string, handler: (data: T) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    const client = getRealtimeClient();
    if (!client) return undefined;
    return client.bindUser(event, (data) => handlerRef.current(data as T));
  }, [event]);
}

/**
 * Keeps the realtime sign-in in step with the session: pass the logged-in customer's id (a
 * non-empty string) or null after logout.
 */
export function useRealtimeSignin(userId: string | null | undefined): void {
  useEffect(() => {
    const client = getRealtimeClient();
    if (!client) return;
    if (userId) client.signIn(userId);
    else client.signOut();
  }, [userId]);
}

export function useRealtimeStore<T>(selector: (state: RealtimeStoreState) => T): T {
  return useStore(realtimeStore, selector);
}

export function useRealtimeConnectionState(): RealtimeConnectionState {
  return useStore(realtimeStore, (s) => s.state);
}

type MallEvent = (typeof MALL_CHANNEL_EVENTS)[number];
type ParkingEvent = (typeof PARKING_CHANNEL_EVENTS)[number];
type CustomerEvent = (typeof CUSTOMER_CHANNEL_EVENTS)[number];

function useValidatedEvent<E extends MallEvent | ParkingEvent | CustomerEvent>(
  channel: string | null,
  event: E,
  handler: (data: RealtimeEventData<E>) => void,
): void {
  useRealtimeEvent(channel, event, (data) => {
    const parsed = channel ? parseRealtimeEvent(channel, event, data) : null;
    // A malformed payload is dropped, never trusted (domain/realtime-events).
    if (parsed) handler(parsed.data as RealtimeEventData<E>);
    else console.warn(`Realtime: dropped a malformed ${event} event`);
  });
}

/** `content.updated` on the public `mall-{tenantId}` channel, validated. */
export function useMallEvent<E extends MallEvent>(
  tenantId: string | null | undefined,
  event: E,
  handler: (data: RealtimeEventData<E>) => void,
): void {
  useValidatedEvent(tenantId ? mallChannel(tenantId) : null, event, handler);
}

/**
 * `parking.updated` on the tenant's `cache-parking-{tenantId}` cache channel, validated. The
 * handler runs at once with the last count the server published (when it has one), then on each
 * change.
 */
export function useParkingEvent(
  tenantId: string | null | undefined,
  handler: (data: RealtimeEventData<'parking.updated'>) => void,
): void {
  useValidatedEvent(tenantId ? parkingChannel(tenantId) : null, 'parking.updated', handler);
}

/**
 * The logged-in customer's events on `private-customer-{id}` (pass null when logged out),
 * validated; the channel is authorised by the API with the session token.
 */
export function useCustomerEvent<E extends CustomerEvent>(
  customerId: string | number | null | undefined,
  event: E,
  handler: (data: RealtimeEventData<E>) => void,
): void {
  useValidatedEvent(
    customerId === null || customerId === undefined ? null : customerChannel(customerId),
    event,
    handler,
  );
}
