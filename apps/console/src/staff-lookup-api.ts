import type {
  MemberFound,
  MemberRef,
  ReceiptDecision,
  ReceiptDecisionKind,
} from '@atrium/domain/contract/admin-lookup';
import type { ReceiptHoldReason } from '@atrium/domain/contract/loyalty';

import { type AdminReceipt, api, type Paged } from './api';

/**
 * The console's look-ups at volume (docs/console.md "Members", "Receipts"): members by part of a
 * name, e-mail or phone; the receipt queue narrowed by its filters; the decisions made on it.
 */
export type { MemberFound, MemberRef, ReceiptDecision, ReceiptDecisionKind };

/** How many members one search shows (the API answers at most 50). */
export const MEMBER_SEARCH_PAGE = 20;

export function searchMembers(
  q: string,
  page = 1,
  signal?: AbortSignal,
): Promise<Paged<MemberFound>> {
  return api().get(
    '/v1/admin/members/search',
    { q, page, per_page: MEMBER_SEARCH_PAGE },
    { signal },
  );
}

/** A member as lists show them: the name, then the number (`Jana Nováková (#12)`). */
export function memberLabel(member: MemberRef | null, id: number): string {
  const name = member ? `${member.first_name} ${member.last_name}`.trim() : '';
  return name ? `${name} (#${id})` : member?.email ? `${member.email} (#${id})` : `#${id}`;
}

/** The queue's filters, as the page's search parameters hold them (empty: not filtered). */
export interface ReceiptFilters {
  hold_reason?: ReceiptHoldReason;
  company_id?: number;
  customer_id?: number;
  member?: string;
  day?: 'purchased' | 'uploaded';
  from?: string;
  to?: string;
}

export function listReceiptQueue(
  status: 'pending' | 'approved' | 'rejected',
  filters: ReceiptFilters,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paged<AdminReceipt>> {
  return api().get('/v1/admin/receipts', { status, per_page: perPage, ...filters }, { signal });
}

export function listReceiptDecisions(
  filters: { decision?: ReceiptDecisionKind; member?: string; from?: string; to?: string },
  page = 1,
  signal?: AbortSignal,
): Promise<Paged<ReceiptDecision>> {
  return api().get('/v1/admin/receipts/decisions', { ...filters, page, per_page: 48 }, { signal });
}
