import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { FailureLock, lockPolicy } from '../auth/failure-lock';
import { devToolsEnabled, fromLoopback } from '../demo-mode';
import { HttpError } from '../http/errors';
import { CONTENT_ADMIN_ROUTES } from '../routes/content-admin/content-routes';
import { DEV_ADMIN_KEY } from '../loyalty/loyalty-env';
import { requestAuditContext, writeAudit } from './audit';
import { actorOf, authenticateStaff, refuseUnless, setActor } from './authenticate';
import { verifyAdminKey } from './keys';
import type { Actor, Permission } from './roles';

export const ADMIN_KEY_HEADER = 'x-admin-key';
export const STAFF_KEY_LOCKED_MESSAGE =
  'Too many wrong admin keys from this address: try again later.';

/**
 * What each `/v1/admin/*` operation needs (docs/api.md "Staff accounts"): the permission, and for
 * operations whose handler does not audit itself, the audit action written after a successful
 * answer. An operation missing here needs `admin.other` (owners and the key): new operations are
 * closed to the other roles until they are listed.
 */
export const ADMIN_ROUTES: Record<string, { permission: Permission; audit?: string }> = {
  'GET /receipts': { permission: 'receipts' },
  'GET /receipts/decisions': { permission: 'receipts' },
  'GET /receipts/:id': { permission: 'receipts' },
  'GET /receipts/:id/image': { permission: 'receipts' },
  'POST /receipts/:id/approve': { permission: 'receipts' },
  'POST /receipts/:id/reject': { permission: 'receipts' },
  'POST /receipts/:id/reverse': { permission: 'receipts' },
  'GET /customer-rewards/lookup': { permission: 'rewards.use' },
  'POST /customer-rewards/use': { permission: 'rewards.use' },
  'POST /points/adjust': { permission: 'points.adjust' },
  'POST /points/expire': { permission: 'points.expire' },
  'GET /messages': { permission: 'messages' },
  'GET /members/:id/messages': { permission: 'messages' },
  'GET /members': { permission: 'members' },
  'GET /members/search': { permission: 'members' },
  'GET /members/:id': { permission: 'members' },
  'GET /members/:id/points-history': { permission: 'members' },
  'GET /members/:id/customer-rewards': { permission: 'members' },
  'PUT /parking': { permission: 'parking' },
  'GET /settings': { permission: 'settings' },
  'PATCH /settings': { permission: 'settings' },
  'GET /opening-hours': { permission: 'content' },
  'PUT /opening-hours': { permission: 'content' },
  'GET /hero': { permission: 'content' },
  'PUT /hero': { permission: 'content' },
  'GET /faq': { permission: 'content' },
  'PUT /faq': { permission: 'content' },
  'GET /pages': { permission: 'content' },
  'POST /pages': { permission: 'content' },
  'PUT /pages/:id': { permission: 'content' },
  'DELETE /pages/:id': { permission: 'content' },
  'POST /messages': { permission: 'messages', audit: 'message.send' },
  ...CONTENT_ADMIN_ROUTES,
};

const audited = new WeakSet<FastifyRequest>();

/** A handler that wrote its own audit row (in its transaction) says so; no generic row follows. */
export function markAudited(request: FastifyRequest) {
  audited.add(request);
}

function routeKey(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? '';
  const at = url.indexOf('/admin/');
  return `${request.method} ${at >= 0 ? url.slice(at + '/admin'.length) : url}`;
}

const MAX_AUDIT_PAYLOAD = 16_384;

/**
 * Who may use `/v1/admin/*` (registered by admin.routes.ts in its scope): a staff session whose
 * role allows the operation, or the automation key (`X-Admin-Key`), the mall's own key when it
 * has one, else the deployment key (ADMIN_KEY; outside production and in demo mode the development
 * key from loopback clients). Wrong keys lock the client's address (auth/failure-lock.ts); the
 * lock is checked before the key, so a guess during the lock learns nothing. Every successful
 * change is audited: by its handler in the change's transaction, or after the answer here.
 */
export function registerAdminAccess(app: FastifyInstance) {
  const configured = app.config.ADMIN_KEY;
  const deploymentKey = configured ?? (devToolsEnabled(app.config) ? DEV_ADMIN_KEY : undefined);
  const deploymentAllowed = (request: FastifyRequest) =>
    configured !== undefined || fromLoopback(request);
  const wrongKeys = new FailureLock(app.db, 'staff-key', lockPolicy(app.config, 'staff-key'));

  const keyActor = async (request: FastifyRequest, reply: FastifyReply, sent: unknown) => {
    await wrongKeys.refuseWhileLocked(request.ip, reply, STAFF_KEY_LOCKED_MESSAGE);
    if (typeof sent !== 'string' || !sent) {
      throw new HttpError(401, 'Send the admin key in the X-Admin-Key header');
    }
    const verdict = await verifyAdminKey(
      app.db,
      request.tenant.id,
      sent,
      deploymentKey,
      deploymentAllowed(request),
    );
    if (verdict === 'none') throw new HttpError(503, 'Admin endpoints are disabled: set ADMIN_KEY');
    if (verdict === 'wrong') {
      await wrongKeys.recordFailure(request.ip);
      throw new HttpError(403, 'Wrong admin key');
    }
    const who = request.headers['x-admin-user'];
    const actor: Actor = {
      type: 'key',
      label: verdict === 'tenant' ? 'key:tenant' : 'key:deployment',
      user: typeof who === 'string' && who.trim() ? who.trim().slice(0, 64) : null,
    };
    setActor(request, actor);
    return actor;
  };

  app.addHook('onRequest', async (request, reply) => {
    const sent = request.headers[ADMIN_KEY_HEADER];
    const actor =
      sent === undefined && request.headers.authorization
        ? await authenticateStaff(request)
        : await keyActor(request, reply, sent);
    await refuseUnless(
      request,
      actor,
      ADMIN_ROUTES[routeKey(request)]?.permission ?? 'admin.other',
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    if (reply.statusCode >= 400 || audited.has(request)) return payload;
    const key = routeKey(request);
    let data: unknown = null;
    if (typeof payload === 'string' && payload.length <= MAX_AUDIT_PAYLOAD) {
      try {
        data = (JSON.parse(payload) as { data?: unknown }).data ?? null;
      } catch {
        data = null;
      }
    }
    const params = request.params as { id?: string } | undefined;
    const customerId = (data as { customer_id?: unknown } | null)?.customer_id;
    await writeAudit(app.db, requestAuditContext(request, actorOf(request)), {
      action: ADMIN_ROUTES[key]?.audit ?? `admin:${key}`,
      targetType: params?.id ? 'admin' : customerId !== undefined ? 'customer' : null,
      targetId: params?.id ?? (customerId as number | undefined) ?? null,
      after: data,
    });
    return payload;
  });
}
