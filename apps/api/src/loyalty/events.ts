import {
  customerChannel,
  type RealtimeEventData,
  staffChannel,
} from '@atrium/domain/realtime-events';
import type { RealtimePublisher } from '@atrium/realtime-gateway/publisher';

/**
 * Loyalty's side of realtime (DESIGN section 5): every change of a member's points, receipts or
 * rewards goes out on `private-customer-{id}`, and a receipt that waits for staff on the mall's
 * `private-staff-{tenantId}`, after the transaction committed. Publishing is
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

  /** To the mall's staff (`private-staff-{tenantId}`): a member's receipt waits for them. */
  receiptSubmitted(tenantId: string, data: RealtimeEventData<'receipt.submitted'>) {
    return this.publisher.publish(staffChannel(tenantId), 'receipt.submitted', data);
  }

  /** To the mall's staff: OCR settled a receipt (approved it, or left it for them). */
  receiptRead(tenantId: string, data: RealtimeEventData<'receipt.read'>) {
    return this.publisher.publish(staffChannel(tenantId), 'receipt.read', data);
  }

  /** To the mall's staff: a waiting receipt was approved or rejected (it leaves their queues). */
  receiptReviewed(tenantId: string, data: RealtimeEventData<'receipt.reviewed'>) {
    return this.publisher.publish(staffChannel(tenantId), 'receipt.reviewed', data);
  }
}
