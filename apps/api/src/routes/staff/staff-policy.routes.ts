import { staffPolicyRequestSchema, staffPolicySchema } from '@atrium/domain/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf, currentStaff, requireStaff } from '../../staff/authenticate';
import { saveStaffPolicy, staffPolicy } from '../../staff/policy';

/**
 * The mall's rules for its staff (owners; docs/accounts.md "Desk points per day"):
 *
 * GET /v1/staff/policy         {desk_points_per_day, require_two_step}
 * PUT /v1/staff/policy {desk_points_per_day?, require_two_step?}   the fields sent change;
 *                              audited `staff.policy` with before and after
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
      // The owner requiring it has it: otherwise the change would lock them out at once.
      if (body.require_two_step && !currentStaff(request).totpSecret) {
        throw new HttpError(409, 'Turn on your own two-step sign-in before requiring it.', {
          require_two_step: ['Turn on your own two-step sign-in first'],
        });
      }
      const audit = requestAuditContext(request, actorOf(request));
      const after = await withTransaction(app.db, async (tx) => {
        const before = await staffPolicy(tx, request.tenant.id);
        const after = {
          desk_points_per_day: body.desk_points_per_day ?? before.desk_points_per_day,
          require_two_step: body.require_two_step ?? before.require_two_step,
        };
        await saveStaffPolicy(tx, request.tenant.id, after);
        await writeAudit(tx, audit, {
          action: 'staff.policy',
          targetType: 'tenant',
          targetId: request.tenant.id,
          before,
          after,
        });
        return after;
      });
      return success(after);
    },
  );
};
