import { STAFF_TOKEN_PREFIX } from '@atrium/domain/contract/staff';
import { staffChannel } from '@atrium/domain/realtime-events';
import type { Database } from '@atrium/server-db/database';
import type {
  BroadcastingAuthenticate,
  BroadcastingIdentity,
} from '@atrium/realtime-gateway/broadcasting-auth';
import type { FastifyRequest } from 'fastify';

import { checkToken } from '../auth/token-store';
import { requestAuditContext, writeAudit } from './audit';
import { auditOtherMall } from './authenticate';
import { type Actor, can, type Permission } from './roles';
import { checkStaffToken } from './sessions';

/** The staff channel carries receipts and support events: either permission opens it. */
export const STAFF_CHANNEL_PERMISSIONS: readonly Permission[] = ['receipts', 'messages'];

/**
 * Who a pusher-js bearer token is, for `POST /v1/broadcasting/auth` and `/user-auth`
 * (docs/realtime.md): a member's token is the member (their own channels); a staff session
 * (`ast_…`) of this mall is no member, and is granted the mall's `private-staff-{tenantId}` when
 * its role may handle receipts or support messages (owner, desk, support; not content); asking
 * for a staff channel it will be refused is written to the audit log (`access.denied`). Another
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
  const own = staffChannel(tenantId);
  // A staff channel this session will be refused (its role, or another mall's): in the audit log.
  const wanted = requestedChannel(request);
  if (wanted?.startsWith('private-staff-') && !(granted && wanted === own)) {
    await writeAudit(db, requestAuditContext(request, actor), {
      action: 'access.denied',
      targetType: 'channel',
      targetId: wanted,
      after: { method: request.method, route: request.routeOptions.url ?? null },
    });
  }
  return { tenantId, privateChannels: granted ? [own] : [] };
}

function requestedChannel(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | null | undefined;
  const name = body && typeof body === 'object' ? body.channel_name : undefined;
  return typeof name === 'string' ? name : null;
}
