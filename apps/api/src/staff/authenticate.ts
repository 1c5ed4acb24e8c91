import { TWO_STEP_REQUIRED_MESSAGE } from '@atrium/domain/contract/staff';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { bearerToken } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { requestAuditContext, writeAudit } from './audit';
import { staffPolicy } from './policy';
import { type Actor, can, type Permission } from './roles';
import { checkStaffToken, type StaffRow } from './sessions';

/**
 * Who is acting on a staff path: a signed-in staff member (`Authorization: Bearer ast_…`) or, on
 * `/v1/admin/*` only, the automation key. Kept beside the request (no request decorator), set by
 * `requireStaff` and by the admin access hook (admin-access.ts).
 */
const actors = new WeakMap<FastifyRequest, Actor>();
const staffRows = new WeakMap<FastifyRequest, StaffRow>();

export function setActor(request: FastifyRequest, actor: Actor) {
  actors.set(request, actor);
}

export function actorOf(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new HttpError(401, 'Unauthenticated: sign in as staff');
  return actor;
}

/** The signed-in staff member of a request behind `requireStaff`. */
export function currentStaff(request: FastifyRequest): StaffRow {
  const row = staffRows.get(request);
  if (!row) throw new HttpError(401, 'Unauthenticated: sign in as staff');
  return row;
}

/** 403 in the envelope unless the actor may. */
export function assertCan(actor: Actor, permission: Permission) {
  if (can(actor, permission)) return;
  const who = actor.type === 'staff' ? `The ${actor.role} role` : 'The automation key';
  throw new HttpError(403, `${who} may not do this (${permission})`);
}

/** Checks the staff bearer token of the request for its tenant; 401 when it is not one. */
export async function authenticateStaff(request: FastifyRequest): Promise<Actor> {
  const token = bearerToken(request);
  if (token === null) throw new HttpError(401, 'Unauthenticated: sign in as staff');
  if (!token) throw new HttpError(401, 'Unauthenticated: malformed Authorization header');
  const check = await checkStaffToken(request.server.db, token, request.tenant.id);
  if (!check.ok && check.reason === 'other-tenant') await auditOtherMall(request, check.staff);
  if (!check.ok) {
    throw new HttpError(
      401,
      check.reason === 'expired'
        ? 'Unauthenticated: the staff session has expired, sign in again'
        : check.reason === 'other-tenant'
          ? 'Unauthenticated: this staff session belongs to another mall'
          : check.reason === 'inactive'
            ? 'Unauthenticated: the staff account is not active'
            : 'Unauthenticated: sign in as staff',
    );
  }
  const actor: Actor = {
    type: 'staff',
    staffId: check.staff.id,
    email: check.staff.email,
    role: check.staff.role,
    tokenId: check.tokenId,
  };
  if (!check.staff.totpSecret && !OPEN_BEFORE_TWO_STEP.has(routeOf(request))) {
    const policy = await staffPolicy(request.server.db, request.tenant.id);
    if (policy.require_two_step) throw new HttpError(403, TWO_STEP_REQUIRED_MESSAGE);
  }
  actors.set(request, actor);
  staffRows.set(request, check.staff);
  return actor;
}

/**
 * What a staff member without a second factor may still reach when the mall requires one: who
 * they are, signing out and enrolling (docs/accounts.md "Two-step sign-in").
 */
const OPEN_BEFORE_TWO_STEP = new Set([
  'GET /staff/me',
  'POST /staff/logout',
  'POST /staff/totp/enrol',
  'POST /staff/totp/confirm',
]);

const routeOf = (request: FastifyRequest) =>
  `${request.method} ${(request.routeOptions.url ?? '').replace(/^\/v1/, '')}`;

/**
 * 403 unless the actor may, like `assertCan`, with the refusal in the mall's audit log first
 * (`access.denied`, the permission and the route): owners see who tried what their role does not
 * allow. Only for refusals before any change; a handler refusing inside its transaction uses
 * `assertCan` (its audit row would roll back with it).
 */
export async function refuseUnless(
  request: FastifyRequest,
  actor: Actor,
  permission: Permission,
): Promise<void> {
  if (can(actor, permission)) return;
  await writeAudit(request.server.db, requestAuditContext(request, actor), {
    action: 'access.denied',
    targetType: 'permission',
    targetId: permission,
    after: { method: request.method, route: request.routeOptions.url ?? null },
  });
  assertCan(actor, permission);
}

/**
 * A live session of another mall's staff member sent to this mall: written to this mall's audit
 * log as `access.other-mall` (the member's id and their mall, not their e-mail) before the 401.
 */
export async function auditOtherMall(request: FastifyRequest, staff: StaffRow): Promise<void> {
  await writeAudit(
    request.server.db,
    requestAuditContext(request, {
      type: 'other-mall-staff',
      staffId: staff.id,
      tenantId: staff.tenantId,
    }),
    {
      action: 'access.other-mall',
      targetType: 'tenant',
      targetId: staff.tenantId,
      after: { method: request.method, route: request.routeOptions.url ?? null },
    },
  );
}

/** preHandler: a signed-in staff member (401), who may `permission` when given (403). */
export function requireStaff(permission?: Permission): preHandlerAsyncHookHandler {
  return async function (request) {
    const actor = await authenticateStaff(request);
    if (permission) await refuseUnless(request, actor, permission);
  };
}
