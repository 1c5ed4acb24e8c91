import { ApiError } from '@atrium/api-client/api-error';
import { type ApiClient, createApiClient } from '@atrium/api-client/client';
import type {
  AdminMember,
  AdminReceipt,
  CustomerReward,
  PointsEntry,
  ReceiptRejectReason,
} from '@atrium/domain/contract/loyalty';
import type { DeskCard, DeskRedemption } from '@atrium/domain/contract/desk';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { ApiGet, ApiPost } from '@atrium/domain/contract/paths';
import type { Message, SupportConversation, SupportThread } from '@atrium/domain/contract/messages';
import type {
  AuditEntry,
  StaffMember,
  StaffRole,
  StaffSession,
} from '@atrium/domain/contract/staff';

import { useSession } from './session';

/**
 * The console's calls to the API. The browser sends the console's own Origin, which the API maps
 * to the mall (docs/console.md); staff calls carry the staff bearer token. Any 401 ends the
 * session here, and the router shows the sign-in.
 */
let client: ApiClient | null = null;
let apiBaseUrl = '';

export function configureConsoleApi(baseUrl: string, fetchImpl?: typeof fetch) {
  apiBaseUrl = baseUrl.replace(/\/+$/, '');
  client = createApiClient({
    baseUrl: apiBaseUrl,
    getToken: () => useSession.getState().token,
    onUnauthorized: () => {
      if (useSession.getState().token) useSession.getState().clear();
    },
    fetch: fetchImpl,
  });
}

export function api(): ApiClient {
  if (!client) throw new Error('configureConsoleApi() has not run');
  return client;
}

export { ApiError };

export type Paged<T> = Paginated<T>;

/** A receipt as staff see it (the contract's: hold reason, what OCR read, the photo's URL). */
export type { AdminReceipt };

export type Conversation = SupportConversation;

// ---- staff session ---------------------------------------------------------------------------

export async function staffLogin(body: {
  email: string;
  password: string;
  totp?: string;
  recovery_code?: string;
}): Promise<StaffSession> {
  return (await api().post('/v1/staff/login', body)).data;
}

/** The invitation link's token and the chosen password: the account is active and signed in. */
export async function staffAccept(body: {
  token: string;
  password: string;
}): Promise<StaffSession> {
  return (await api().post('/v1/staff/accept', body)).data;
}

/** Asks for an e-mailed link to choose a new password (answered alike for any address). */
export async function staffForgotPassword(email: string): Promise<void> {
  await api().post('/v1/staff/password/forgot', { email });
}

/** The e-mailed link's token and the new password; every session of the account ends. */
export async function staffResetPassword(body: { token: string; password: string }): Promise<void> {
  await api().post('/v1/staff/password/reset', body);
}

export async function staffLogout(): Promise<void> {
  await api().post('/v1/staff/logout');
}

export function staffMe(signal?: AbortSignal): Promise<StaffMember> {
  return api().get('/v1/staff/me', undefined, { signal });
}

export function mallName(signal?: AbortSignal): Promise<string | null> {
  return api()
    .get('/v1/malls', undefined, { signal })
    .then((malls) => malls[0]?.name ?? null);
}

// ---- receipts ----------------------------------------------------------------------------------

export function listReceipts(
  status: 'pending' | 'approved' | 'rejected',
  perPage: number,
  signal?: AbortSignal,
): Promise<Paged<AdminReceipt>> {
  return api().get('/v1/admin/receipts', { status, per_page: perPage }, { signal });
}

/** The receipt after the decision (its member's fields; not the queue's photo and readings). */
export type DecidedReceipt = ApiPost[`/v1/admin/receipts/${number}/approve`];

/** Approves; `amount` ("249.90"): with the total staff read off the photo instead. */
export async function approveReceipt(id: number, amount?: string): Promise<DecidedReceipt> {
  return (await api().post(`/v1/admin/receipts/${id}/approve`, amount ? { amount } : undefined))
    .data;
}

/** One receipt of any status (the earlier receipt a held copy matches). */
export function getReceipt(id: number, signal?: AbortSignal): Promise<AdminReceipt> {
  return api().get(`/v1/admin/receipts/${id}`, undefined, { signal });
}

/** Takes an approved receipt's points back (it becomes rejected with the reason). */
export async function reverseReceipt(
  id: number,
  reason: ReceiptRejectReason,
  note?: string,
): Promise<DecidedReceipt> {
  return (
    await api().post(`/v1/admin/receipts/${id}/reverse`, {
      reason,
      ...(note ? { note } : {}),
    })
  ).data;
}

export async function rejectReceipt(
  id: number,
  reason: ReceiptRejectReason,
  note?: string,
): Promise<DecidedReceipt> {
  return (
    await api().post(`/v1/admin/receipts/${id}/reject`, {
      reason,
      ...(note ? { note } : {}),
    })
  ).data;
}

/** The receipt's photo as an object URL (the image needs the staff token, so no plain <img src>). */
export async function receiptImage(id: number, signal?: AbortSignal): Promise<Blob> {
  const token = useSession.getState().token;
  const response = await fetch(`${apiBaseUrl}/v1/admin/receipts/${id}/image`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (response.status === 401) useSession.getState().clear();
  if (!response.ok) {
    throw new ApiError({ status: response.status, body: null, message: response.statusText });
  }
  return response.blob();
}

export type Company = ApiGet[`/v1/companies/${number}`];

export function companyTitle(company: Company, locale: string): string | null {
  const own = company.translations.find((t) => t.locale === locale)?.title;
  return own || company.translations.find((t) => t.title)?.title || null;
}

export function company(id: number, signal?: AbortSignal): Promise<Company> {
  return api().get(`/v1/companies/${id}`, undefined, { signal });
}

// ---- desk ---------------------------------------------------------------------------------------

export type { DeskCard, DeskRedemption };

/** The card of a reward code; changes nothing. `locale` is the API's (`cz`, not `cs`). */
export async function lookUpRewardCode(code: string, locale: string): Promise<DeskCard> {
  return api().get('/v1/admin/customer-rewards/lookup', { code, locale });
}

/**
 * Redeems a looked-up code. `key` is made once per card and sent again on every retry, so a
 * repeated request is answered as the redemption it made (`replayed`), never as "already used".
 */
export async function redeemCustomerReward(
  code: string,
  key: string,
  locale: string,
): Promise<DeskRedemption> {
  return (
    await api().post('/v1/admin/customer-rewards/use', { code, idempotency_key: key, locale })
  ).data;
}

// ---- members ------------------------------------------------------------------------------------

export type Adjusted = ApiPost['/v1/admin/points/adjust'];
export type { AdminMember, CustomerReward, PointsEntry };

/** The member with this exact e-mail address in this mall (any case), or null. */
export async function findMemberByEmail(
  email: string,
  signal?: AbortSignal,
): Promise<AdminMember | null> {
  const found = await api().get('/v1/admin/members', { email }, { signal });
  return found[0] ?? null;
}

export function getMember(id: number, signal?: AbortSignal): Promise<AdminMember> {
  return api().get(`/v1/admin/members/${id}`, undefined, { signal });
}

export function memberPointsHistory(id: number, signal?: AbortSignal) {
  return api().get(`/v1/admin/members/${id}/points-history`, { per_page: 24 }, { signal });
}

export function memberRewards(id: number, signal?: AbortSignal) {
  return api().get(`/v1/admin/members/${id}/customer-rewards`, { per_page: 24 }, { signal });
}

export async function adjustPoints(body: {
  customer_id: number;
  delta: number;
  reason: 'bonus' | 'adjustment';
  note?: string;
}): Promise<Adjusted> {
  return (await api().post('/v1/admin/points/adjust', body)).data;
}

// ---- support inbox ------------------------------------------------------------------------------

export function listConversations(signal?: AbortSignal): Promise<Paged<Conversation>> {
  return api().get('/v1/admin/messages', { per_page: 100 }, { signal });
}

/**
 * One member's conversation, oldest first: the latest messages, or those before the message
 * `before` (the previous answer's `before`).
 */
export function readConversation(
  customerId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<SupportThread> {
  return api().get(
    `/v1/admin/members/${customerId}/messages`,
    before === undefined ? undefined : { before },
    { signal },
  );
}

export async function sendReply(customerId: number, body: string): Promise<Message> {
  return (await api().post('/v1/admin/messages', { customer_id: customerId, body })).data;
}

// ---- staff (owners) -----------------------------------------------------------------------------

export function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return api().get('/v1/staff/members', undefined, { signal });
}

export async function inviteStaff(body: {
  email: string;
  role: StaffRole;
  name?: string;
}): Promise<StaffMember> {
  return (await api().post('/v1/staff/invite', body)).data;
}

export async function changeStaffRole(id: number, role: StaffRole): Promise<StaffMember> {
  return (await api().patch(`/v1/staff/members/${id}`, { role })).data;
}

/** An owner turns a colleague's two-step sign-in off (a lost phone); they are told by e-mail. */
export async function resetStaffTwoStep(id: number): Promise<StaffMember> {
  return (await api().post(`/v1/staff/members/${id}/totp/reset`)).data;
}

export type StaffPolicy = ApiGet['/v1/staff/policy'];

export function staffPolicy(signal?: AbortSignal): Promise<StaffPolicy> {
  return api().get('/v1/staff/policy', undefined, { signal });
}

export async function saveStaffPolicy(body: Partial<StaffPolicy>): Promise<StaffPolicy> {
  return (await api().put('/v1/staff/policy', body)).data;
}

export type SignInRefusal = ApiGet['/v1/staff/sign-in-refusals'][number];

/** Refused sign-ins of the last 30 days, one row per account, reason and hour (owners). */
export function signInRefusals(signal?: AbortSignal): Promise<SignInRefusal[]> {
  return api().get('/v1/staff/sign-in-refusals', undefined, { signal });
}

export async function deactivateStaff(id: number): Promise<StaffMember> {
  return (await api().post(`/v1/staff/members/${id}/deactivate`)).data;
}

/** What the owner narrows the audit log to (`GET /v1/staff/audit`; empty values are left out). */
export type AuditFilter = {
  /** A staff id, `key` (the automation key) or `system`. */
  actor?: string;
  action?: string;
  /** ISO date-time: entries at or after it. */
  from?: string;
  page: number;
};

export function listAudit(
  filter: AuditFilter,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paged<AuditEntry>> {
  return api().get(
    '/v1/staff/audit',
    {
      per_page: perPage,
      page: filter.page,
      actor: filter.actor || undefined,
      action: filter.action || undefined,
      from: filter.from || undefined,
    },
    { signal },
  );
}

// ---- own account: password and the second factor ----------------------------------------------

/** Starts enrolment; the current password first, so a session alone cannot turn it on. */
export async function totpEnrol(password: string): Promise<{ secret: string; uri: string }> {
  return (await api().post('/v1/staff/totp/enrol', { password })).data;
}

export type RecoveryCodes = ApiPost['/v1/staff/totp/confirm'];

/** Turns it on with a code from the app; the answer's recovery codes are shown this once. */
export async function totpConfirm(code: string): Promise<RecoveryCodes> {
  return (await api().post('/v1/staff/totp/confirm', { code })).data;
}

/** A new set of recovery codes (the old ones stop working), shown this once. */
export async function newRecoveryCodes(password: string): Promise<RecoveryCodes> {
  return (await api().post('/v1/staff/totp/recovery-codes', { password })).data;
}

export async function totpDisable(body: {
  password: string;
  code: string;
}): Promise<{ totp_enabled: boolean }> {
  return (await api().post('/v1/staff/totp/disable', body)).data;
}

/** A new password for the signed-in staff member; their other sessions end. */
export async function changeOwnPassword(body: {
  current_password: string;
  password: string;
}): Promise<void> {
  await api().post('/v1/staff/password', body);
}

// ---- the mall's automation key (owners) ---------------------------------------------------------

export type KeyInfo = ApiGet['/v1/staff/key'];
export type RotatedKey = ApiPost['/v1/staff/key/rotate'];

export function automationKey(signal?: AbortSignal): Promise<KeyInfo> {
  return api().get('/v1/staff/key', undefined, { signal });
}

/** A new key for the mall (the old one stops working); the answer is the only time it is shown. */
export async function rotateAutomationKey(): Promise<RotatedKey> {
  return (await api().post('/v1/staff/key/rotate')).data;
}

/** Back to the deployment's key: the mall's own key stops working. */
export async function removeAutomationKey(): Promise<void> {
  await api().delete('/v1/staff/key');
}
