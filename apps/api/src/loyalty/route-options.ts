import type { LoyaltyContext } from './receipts';

/** What the loyalty plugin hands each of its route plugins. */
export interface LoyaltyRouteOptions {
  ctx: LoyaltyContext;
}
