import { messageResponseSchema } from '@atrium/domain/contract/auth';
import {
  staffForgotPasswordRequestSchema,
  staffResetPasswordRequestSchema,
} from '@atrium/domain/contract/staff';
import { staffMembers } from '@atrium/server-db/schema/staff';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { FailureLock, lockPolicy } from '../../auth/failure-lock';
import { hashPassword } from '../../auth/password';
import { assertStrongPassword, personalWords } from '../../auth/password-strength';
import { perMinute } from '../../auth/rate-limit';
import { devToolsEnabled } from '../../demo-mode';
import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { noStore } from '../../http/no-store';
import { HttpError } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { siteOrigin } from '../../mail/links';
import { sendMail } from '../../mail/mailer';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { renderResetMail, STAFF_RESET_PATH } from '../../staff/password-reset-mail';
import { consumeResetToken, createResetToken, findResetToken } from '../../staff/password-resets';
import { staffActor } from '../../staff/roles';
import { revokeStaffTokens } from '../../staff/sessions';
import { findStaffByEmail } from '../../staff/staff.service';

const SENT =
  'If the address belongs to an active staff account of this mall, we have sent it a link to choose a new password.';
const INVALID_LINK = 'The link is invalid or has expired. Ask for a new one.';

/**
 * A forgotten staff password (docs/console.md "Staff accounts"):
 *
 * POST /v1/staff/password/forgot {email}           → 200 alike for any address; an active staff
 *                                                    member of the mall gets a one-hour link
 * POST /v1/staff/password/reset {token, password}  → 200; every session of the account ends
 *
 * The reset does not sign in: an account with two-step sign-in still needs its code, so the
 * console sends the member to the sign-in page. The new password follows the invitations'
 * strength rule; a weak one leaves the link usable. The reset unlocks an account locked by wrong
 * passwords (the link proves the address) and is audited as `staff.password.reset`.
 */
export const staffPasswordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.config;
  const authLimit = { rateLimit: perMinute(env.AUTH_RATE_LIMIT) };
  const lock = new FailureLock(app.db, 'staff-account', lockPolicy(env, 'account'));

  app.post(
    '/staff/password/forgot',
    {
      config: authLimit,
      onRequest: noStore,
      schema: { body: staffForgotPasswordRequestSchema, response: ok(messageResponseSchema) },
    },
    async (request) => {
      const { email } = request.body;
      const tenant = request.tenant;
      const origin = siteOrigin(request);
      // Answered before the look-up, so known and unknown addresses take the same time.
      app.afterResponse.run('staff password reset mail', async () => {
        const staff = await findStaffByEmail(app.db, tenant.id, email);
        if (staff?.status !== 'active' || (staff.demo && !devToolsEnabled(env))) return;
        const token = await createResetToken(app.db, staff);
        const link = `${origin}${STAFF_RESET_PATH}?token=${encodeURIComponent(token)}`;
        const mail = renderResetMail(tenant.defaultLocale, { mall: tenant.name, link });
        await sendMail(
          { db: app.db, config: env, log: request.log },
          { tenantId: tenant.id, to: staff.email, ...mail, links: [link] },
        );
      });
      return success({ message: SENT });
    },
  );

  app.post(
    '/staff/password/reset',
    {
      config: authLimit,
      onRequest: noStore,
      schema: { body: staffResetPasswordRequestSchema, response: ok(messageResponseSchema) },
    },
    async (request) => {
      const { token, password } = request.body;
      const found = await findResetToken(app.db, request.tenant.id, token);
      if (!found) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
      const { staff } = found;
      assertStrongPassword(
        password,
        personalWords(staff.email, staff.name, request.tenant.name, request.tenant.id),
        env.PASSWORD_MIN_SCORE,
      );
      const passwordHash = await hashPassword(password);
      await withTransaction(app.db, async (tx) => {
        if (!(await consumeResetToken(tx, found.reset.id))) {
          throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
        }
        await tx
          .update(staffMembers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(staffMembers.id, staff.id));
        await revokeStaffTokens(tx, staff.id);
        await writeAudit(tx, requestAuditContext(request, staffActor(staff)), {
          action: 'staff.password.reset',
          targetType: 'staff',
          targetId: staff.id,
        });
      });
      await lock.clear(`${request.tenant.id}:${staff.email}`);
      return success({
        message: 'The password has been changed. Sign in with it; every other session has ended.',
      });
    },
  );
};
