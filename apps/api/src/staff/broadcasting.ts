import { STAFF_TOKEN_PREFIX } from '@atrium/domain/contract/staff';
import { staffChannel } from '@atrium/domain/realtime-events';
import type { Database } from '@atrium/server-db/database';
import type {
  BroadcastingAuthenticate,
  BroadcastingIdentity,
} from '@atrium/realtime-gateway/broadcasting-auth';
import type { FastifyRequest } from 'fastify';

import { checkToken } from '../auth/token-store';
import { auditOtherMall } from './authenticate';
import { type Actor, can, type Permission } from './roles';
import { checkStaffToken } from './sessions';

/** The staff channel carries receipts and support events: either permission opens it. */
export const STAFF_CHANNEL_PERMISSIONS: readonly Permission[] = ['receipts', 'messages'];

/**
 * Who a pusher-js bearer token is, for `POST /v1/broadcasting/auth` and `/user-auth`
 * (docs/realtime.md): a member's token is the member (their own channels); a staff session
 * (`ast_…`) of this mall is no member, and is granted the mall's `private-staff-{tenantId}` when
 * its role may handle receipts or support messages (owner, desk, support; not content). Another
 * mall's live session is 401 like on every staff path, and written to this mall's audit log
 * (`access.other-mall`); an expired, revoked or unknown token is 401.
 */
export function broadcastingAuthenticate(
  db: Database,
  tokenTtlDays: number,
): BroadcastingAuthenticate {
  return async (token, request) => {
    if (token.startsWith(STAFF_TOKEN_PREFIX)) return staffIdentity(db, token, request);
    const check = await checkToken(db, token, request.tenant.id, tokenTtlDays);
    return check.ok ? { customerId: check.customer.id, tenantId: request.tenant.id } : null;
  };
}

async function staffIdentity(
  db: Database,
  token: string,
  request: FastifyRequest,
): Promise<BroadcastingIdentity | null> {
  const tenantId = request.tenant.id;
  const check = await checkStaffToken(db, token, tenantId);
  if (!check.ok) {
    if (check.reason === 'other-tenant') await auditOtherMall(request, check.staff);
    return null;
  }
  const actor: Actor = {
    type: 'staff',
    staffId: check.staff.id,
    email: check.staff.email,
    role: check.staff.role,
    tokenId: check.tokenId,
  };
  const granted = STAFF_CHANNEL_PERMISSIONS.some((permission) => can(actor, permission));
  return { tenantId, privateChannels: granted ? [staffChannel(tenantId)] : [] };
}
