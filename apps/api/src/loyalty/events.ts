import { customerChannel, type RealtimeEventData } from '@atrium/domain/realtime-events';
import type { RealtimePublisher } from '@atrium/realtime-gateway/publisher';

/**
 * Loyalty's side of realtime (DESIGN section 5): every change of a member's points, receipts or
 * rewards goes out on `private-customer-{id}`, after the transaction committed. Publishing is
 * best effort: the publisher never rejects, and a failure never undoes the change.
 */
export class LoyaltyEvents {
  constructor(readonly publisher: RealtimePublisher) {}

  pointsUpdated(customerId: number, data: RealtimeEventData<'points.updated'>) {
    return this.publisher.publish(customerChannel(customerId), 'points.updated', data);
  }

  receiptUpdated(customerId: number, data: RealtimeEventData<'receipt.updated'>) {
    return this.publisher.publish(customerChannel(customerId), 'receipt.updated', data);
  }

  rewardActivated(customerId: number, data: RealtimeEventData<'reward.activated'>) {
    return this.publisher.publish(customerChannel(customerId), 'reward.activated', data);
  }
}
