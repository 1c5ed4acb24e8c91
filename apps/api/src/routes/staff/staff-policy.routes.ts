import { staffPolicyRequestSchema, staffPolicySchema } from '@atrium/domain/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf, requireStaff } from '../../staff/authenticate';
import { saveStaffPolicy, staffPolicy } from '../../staff/policy';

/**
 * The mall's rules for its staff (owners; docs/accounts.md "Desk points per day"):
 *
 * GET /v1/staff/policy                          {desk_points_per_day}
 * PUT /v1/staff/policy {desk_points_per_day}    audited `staff.policy` with before and after
 */
export const staffPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { response: ok(staffPolicySchema) };
  app.get('/staff/policy', { preHandler: requireStaff('staff.manage'), schema }, async (request) =>
    success(await staffPolicy(app.db, request.tenant.id)),
  );

  app.put(
    '/staff/policy',
    {
      preHandler: requireStaff('staff.manage'),
      schema: { ...schema, body: staffPolicyRequestSchema.nullish() },
    },
    async (request) => {
      const body = parseInput(staffPolicyRequestSchema, request.body ?? {});
      const audit = requestAuditContext(request, actorOf(request));
      const after = await withTransaction(app.db, async (tx) => {
        const before = await staffPolicy(tx, request.tenant.id);
        await saveStaffPolicy(tx, request.tenant.id, body);
        await writeAudit(tx, audit, {
          action: 'staff.policy',
          targetType: 'tenant',
          targetId: request.tenant.id,
          before,
          after: body,
        });
        return body;
      });
      return success(after);
    },
  );
};
