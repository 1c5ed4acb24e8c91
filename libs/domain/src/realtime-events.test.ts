import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CHANNEL_EVENTS,
  MALL_CHANNEL_EVENTS,
  PARKING_CHANNEL_EVENTS,
  STAFF_CHANNEL_EVENTS,
  customerChannel,
  customerIdOfChannel,
  isRealtimeEventName,
  mallChannel,
  parkingChannel,
  parseRealtimeEvent,
  realtimeEventSchemas,
  staffChannel,
} from './realtime-events';

describe('channels', () => {
  it('names the mall and customer channels', () => {
    expect(mallChannel('beta')).toBe('mall-beta');
    // A cache channel (the gateway sends its last event to new subscribers), scoped by tenant.
    expect(parkingChannel('beta')).toBe('cache-parking-beta');
    expect(customerChannel(42)).toBe('private-customer-42');
    expect(staffChannel('beta')).toBe('private-staff-beta');
    // A staff channel is no customer's.
    expect(customerIdOfChannel(staffChannel('beta'))).toBeNull();
    expect(customerIdOfChannel('private-customer-42')).toBe('42');
    expect(customerIdOfChannel('private-customer-')).toBeNull();
    expect(customerIdOfChannel('mall-beta')).toBeNull();
  });

  it('lists every event on one channel kind', () => {
    expect(
      [
        ...MALL_CHANNEL_EVENTS,
        ...PARKING_CHANNEL_EVENTS,
        ...CUSTOMER_CHANNEL_EVENTS,
        ...STAFF_CHANNEL_EVENTS,
      ].sort(),
    ).toEqual(Object.keys(realtimeEventSchemas).sort());
  });
});

describe('parseRealtimeEvent', () => {
  it('accepts valid payloads, as objects or JSON text', () => {
    expect(parseRealtimeEvent('mall-beta', 'content.updated', { type: 'news', id: 7 })).toEqual({
      channel: 'mall-beta',
      event: 'content.updated',
      data: { type: 'news', id: 7 },
    });
    expect(
      parseRealtimeEvent('mall-beta', 'parking.updated', '{"free":120,"capacity":800}')?.data,
    ).toEqual({ free: 120, capacity: 800 });
    expect(
      parseRealtimeEvent('private-customer-1', 'receipt.updated', {
        id: 'r1',
        status: 'approved',
        points: 35,
      })?.data,
    ).toMatchObject({ status: 'approved', points: 35 });
  });

  it('drops unknown events and malformed payloads', () => {
    expect(parseRealtimeEvent('mall-beta', 'pusher:ping', {})).toBeNull();
    expect(parseRealtimeEvent('mall-beta', 'toString', {})).toBeNull();
    expect(
      parseRealtimeEvent('mall-beta', 'parking.updated', { free: -1, capacity: 5 }),
    ).toBeNull();
    expect(parseRealtimeEvent('mall-beta', 'parking.updated', '{oops')).toBeNull();
    expect(parseRealtimeEvent('private-customer-1', 'points.updated', { balance: 1.5 })).toBeNull();
    expect(
      parseRealtimeEvent('private-customer-1', 'receipt.updated', { id: 1, status: 'lost' }),
    ).toBeNull();
    expect(parseRealtimeEvent('private-staff-beta', 'message.received', { id: 3 })).toBeNull();
    expect(
      parseRealtimeEvent('private-staff-beta', 'message.received', { id: 3, customer_id: 9 })?.data,
    ).toEqual({ id: 3, customer_id: 9 });
    expect(parseRealtimeEvent('private-staff-beta', 'receipt.submitted', { id: '' })).toBeNull();
    expect(
      parseRealtimeEvent('private-staff-beta', 'receipt.read', { id: 4, status: 'read' }),
    ).toBeNull();
  });

  it('knows the event names', () => {
    expect(isRealtimeEventName('message.created')).toBe(true);
    expect(isRealtimeEventName('message.deleted')).toBe(false);
  });
});
