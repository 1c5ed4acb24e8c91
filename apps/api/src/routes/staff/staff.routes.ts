import { changePasswordRequestSchema, messageResponseSchema } from '@atrium/domain/contract/auth';
import { idPathSchema } from '@atrium/domain/contract/content';
import { paginatedSchema } from '@atrium/domain/contract/envelope';
import {
  auditEntrySchema,
  auditQuerySchema,
  STAFF_LOCKED_MESSAGE,
  staffAcceptRequestSchema,
  staffInviteRequestSchema,
  staffKeyInfoSchema,
  staffKeyRotatedSchema,
  staffLoginRequestSchema,
  staffMemberSchema,
  staffRoleRequestSchema,
  staffSessionSchema,
  TOTP_REQUIRED_MESSAGE,
  recoveryCodesSchema,
  signInRefusalSchema,
  staffPasswordConfirmSchema,
  totpConfirmRequestSchema,
  totpDisableRequestSchema,
  totpEnrolmentSchema,
  totpStateSchema,
} from '@atrium/domain/contract/staff';
import { staffMembers } from '@atrium/server-db/schema/staff';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { FailureLock, lockPolicy } from '../../auth/failure-lock';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { assertStrongPassword, personalWords } from '../../auth/password-strength';
import { perMinute } from '../../auth/rate-limit';
import { devToolsEnabled } from '../../demo-mode';
import { created, ok as answers } from '../../http/contract';
import { success } from '../../http/envelope';
import { noStore } from '../../http/no-store';
import { HttpError, parseId, parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { siteOrigin } from '../../mail/links';
import { sendMail } from '../../mail/mailer';
import { listAudit, requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf, currentStaff, requireStaff } from '../../staff/authenticate';
import { staffPolicyRoutes } from './staff-policy.routes';
import { STAFF_INVITE_PATH, renderInviteMail } from '../../staff/invite-mail';
import { removeTenantKey, rotateTenantKey, tenantKeyInfo } from '../../staff/keys';
import { staffActor } from '../../staff/roles';
import { issueStaffToken, revokeStaffToken, revokeStaffTokens } from '../../staff/sessions';
import type { StaffRow } from '../../staff/sessions';
import {
  assertOwnersRemain,
  consumeInvite,
  findInvite,
  findStaffByEmail,
  inviteStaff,
  listStaff,
  lockOwners,
  lockStaff,
  staffState,
} from '../../staff/staff.service';
import {
  listSignInRefusals,
  recordSignInRefusal,
  type RefusalReason,
} from '../../staff/sign-in-refusals';
import {
  deleteRecoveryCodes,
  describeOne,
  describeStaff,
  replaceRecoveryCodes,
  useRecoveryCode,
} from '../../staff/two-step';
import { renderTwoStepMail, type TwoStepChange } from '../../staff/two-step-mail';
import { matchTotp, newTotpSecret } from '../../staff/totp';

const BAD_CREDENTIALS = 'These credentials do not match our records.';
const BAD_CODE = 'The code is not correct or was already used.';
const BAD_RECOVERY_CODE = 'The recovery code is not correct or was already used.';
const BAD_PASSWORD = 'The password is not correct.';
const INVALID_LINK = 'The invitation link is invalid or has expired. Ask an owner for a new one.';

/**
 * Staff accounts of the request's mall (docs/api.md "Staff accounts"):
 *
 * POST  /v1/staff/login {email, password, totp? | recovery_code?}  → session (token `ast_…`)
 * POST  /v1/staff/logout                                    staff
 * GET   /v1/staff/me                                        staff
 * POST  /v1/staff/accept {token, password, name?}           the invitation link → session
 * POST  /v1/staff/totp/enrol {password} | confirm {code} → recovery codes
 *       | recovery-codes {password} → new codes | disable {password, code}   staff; each e-mailed
 * POST  /v1/staff/members/:id/totp/reset                    owner: a colleague's second factor
 * GET   /v1/staff/sign-in-refusals                          owner: refused sign-ins per hour
 * POST  /v1/staff/invite {email, role, name?}               owner → 201
 * GET   /v1/staff/members                                   owner
 * PATCH /v1/staff/members/:id {role}                        owner
 * POST  /v1/staff/members/:id/deactivate                    owner
 * GET   /v1/staff/audit?actor&action&target_type&target_id&from&to&page&per_page   owner
 * GET   /v1/staff/key, POST /v1/staff/key/rotate, DELETE /v1/staff/key          owner
 * GET, PUT /v1/staff/policy                                  owner (staff-policy.routes.ts)
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffPolicyRoutes);
  const env = app.config;
  const authLimit = { rateLimit: perMinute(env.AUTH_RATE_LIMIT) };
  // Wrong passwords and codes lock the staff account (tenant + e-mail), known or not.
  const lock = new FailureLock(app.db, 'staff-account', lockPolicy(env, 'account'));
  const lockKey = (request: FastifyRequest, email: string) => `${request.tenant.id}:${email}`;
  const staffWords = (request: FastifyRequest, email: string, name: string) =>
    personalWords(email, name, request.tenant.name, request.tenant.id);

  const session = async (row: StaffRow) => {
    const issued = await issueStaffToken(app.db, row);
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      staff: await describeOne(app.db, row),
    };
  };

  /** Marks a TOTP step used; false when a concurrent request used the same or a later one. */
  const useStep = async (staffId: number, step: number) => {
    const rows = await app.db
      .update(staffMembers)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffMembers.id, staffId),
          or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffMembers.id });
    return rows.length > 0;
  };

  // ---- sign-in -----------------------------------------------------------------------------

  /*
   * Bodies read as {} when missing (the same 422 on the fields as an empty one) are nullish in
   * the schemas and checked again in the handlers.
   */
  const session200 = answers(staffSessionSchema);
  const member200 = answers(staffMemberSchema);
  const signIn = { body: staffLoginRequestSchema, response: session200 };
  app.post(
    '/staff/login',
    { config: authLimit, onRequest: noStore, schema: signIn },
    async (request, reply) => {
      const body = request.body;
      const key = lockKey(request, body.email);
      const row = await findStaffByEmail(app.db, request.tenant.id, body.email);
      const usable = row?.status === 'active' && row.passwordHash;
      // Every refusal is counted (aggregated per account, reason and hour: sign-in-refusals.ts).
      const refuse = (reason: RefusalReason) =>
        recordSignInRefusal(app.db, {
          tenantId: request.tenant.id,
          staffId: usable ? row.id : null,
          reason,
          ip: request.ip,
        });
      await lock.refuseWhileLocked(key, reply, STAFF_LOCKED_MESSAGE).catch(async (error) => {
        await refuse('locked');
        throw error;
      });
      const ok = usable
        ? await verifyPassword(row.passwordHash!, body.password)
        : await verifyAgainstDummy(body.password);
      if (!ok || !row) {
        await lock.recordFailure(key);
        await refuse('password');
        throw new HttpError(422, BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
      }
      if (row.demo && !devToolsEnabled(env)) {
        await refuse('demo');
        throw new HttpError(403, 'Demo staff accounts work in demo mode only.');
      }
      let usedRecoveryCode = false;
      if (row.totpSecret) {
        if (body.recovery_code !== undefined) {
          // A recovery code instead of the authenticator's: each works once.
          if (!(await useRecoveryCode(app.db, row.id, body.recovery_code))) {
            await lock.recordFailure(key);
            await refuse('code');
            throw new HttpError(422, BAD_RECOVERY_CODE, { recovery_code: [BAD_RECOVERY_CODE] });
          }
          usedRecoveryCode = true;
        } else {
          if (!body.totp)
            throw new HttpError(422, TOTP_REQUIRED_MESSAGE, { totp: [TOTP_REQUIRED_MESSAGE] });
          const step = matchTotp(row.totpSecret, body.totp, row.totpLastStep);
          if (step === null || !(await useStep(row.id, step))) {
            await lock.recordFailure(key);
            await refuse('code');
            throw new HttpError(422, BAD_CODE, { totp: [BAD_CODE] });
          }
        }
      }
      await lock.clear(key);
      const [fresh] = await app.db
        .update(staffMembers)
        .set({ lastLoginAt: new Date() })
        .where(eq(staffMembers.id, row.id))
        .returning();
      await writeAudit(app.db, requestAuditContext(request, staffActor(row)), {
        action: 'staff.login',
        targetType: 'staff',
        targetId: row.id,
        after: { totp: row.totpSecret !== null, recovery_code: usedRecoveryCode },
      });
      return success(await session(fresh!));
    },
  );

  const signedOut = { response: answers(messageResponseSchema) };
  app.post('/staff/logout', { preHandler: requireStaff(), schema: signedOut }, async (request) => {
    const actor = actorOf(request);
    if (actor.type !== 'staff') throw new HttpError(401, 'Unauthenticated: sign in as staff');
    await revokeStaffToken(app.db, actor.tokenId);
    await writeAudit(app.db, requestAuditContext(request, actor), {
      action: 'staff.logout',
      targetType: 'staff',
      targetId: actor.staffId,
    });
    return success({ message: 'Signed out.' });
  });

  const me = { preHandler: requireStaff(), onRequest: noStore, schema: { response: member200 } };
  app.get('/staff/me', me, async (request) =>
    success(await describeOne(app.db, currentStaff(request))),
  );

  /**
   * The signed-in staff member's own new password: the current one first (wrong ones count
   * towards the sign-in lock, as at sign-in), then the strength rule of invitations. Their other
   * sessions end; this one stays.
   */
  const newPassword = {
    body: changePasswordRequestSchema,
    response: answers(messageResponseSchema),
  };
  app.post(
    '/staff/password',
    { config: authLimit, preHandler: requireStaff(), onRequest: noStore, schema: newPassword },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.type !== 'staff') throw new HttpError(401, 'Unauthenticated: sign in as staff');
      const staff = currentStaff(request);
      const body = request.body;
      const key = lockKey(request, staff.email);
      await lock.refuseWhileLocked(key, reply, STAFF_LOCKED_MESSAGE);
      const currentOk =
        !!staff.passwordHash && (await verifyPassword(staff.passwordHash, body.current_password));
      if (!currentOk) {
        await lock.recordFailure(key);
        throw new HttpError(422, 'The given data was invalid', {
          current_password: ['The current password is not correct.'],
        });
      }
      assertStrongPassword(
        body.password,
        staffWords(request, staff.email, staff.name),
        env.PASSWORD_MIN_SCORE,
      );
      const passwordHash = await hashPassword(body.password);
      await withTransaction(app.db, async (tx) => {
        await tx
          .update(staffMembers)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(staffMembers.id, staff.id));
        await revokeStaffTokens(tx, staff.id, actor.tokenId);
        await writeAudit(tx, requestAuditContext(request, actor), {
          action: 'staff.password',
          targetType: 'staff',
          targetId: staff.id,
        });
      });
      await lock.clear(key);
      return success({ message: 'The password has been changed. Other sessions were signed out.' });
    },
  );

  // ---- invitations ---------------------------------------------------------------------------

  app.post(
    '/staff/invite',
    {
      preHandler: requireStaff('staff.manage'),
      schema: { body: staffInviteRequestSchema, response: created(staffMemberSchema) },
    },
    async (request, reply) => {
      const body = request.body;
      const inviter = currentStaff(request);
      const { staff, token } = await inviteStaff(
        app.db,
        requestAuditContext(request, actorOf(request)),
        { ...body, invitedBy: inviter.id },
      );
      const link = `${siteOrigin(request)}${STAFF_INVITE_PATH}?token=${encodeURIComponent(token)}`;
      const mail = renderInviteMail(request.tenant.defaultLocale, {
        mall: request.tenant.name,
        role: staff.role,
        link,
        inviter: inviter.name || inviter.email,
      });
      await sendMail(
        { db: app.db, config: env, log: request.log },
        { tenantId: request.tenant.id, to: staff.email, ...mail, links: [link] },
      );
      return reply.code(201).send(success(await describeOne(app.db, staff)));
    },
  );

  const accept = { body: staffAcceptRequestSchema, response: session200 };
  app.post(
    '/staff/accept',
    { config: authLimit, onRequest: noStore, schema: accept },
    async (request) => {
      const body = request.body;
      const found = await findInvite(app.db, request.tenant.id, body.token);
      if (!found) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
      const name = body.name ?? found.staff.name;
      assertStrongPassword(
        body.password,
        staffWords(request, found.staff.email, name),
        env.PASSWORD_MIN_SCORE,
      );
      const passwordHash = await hashPassword(body.password);
      const row = await withTransaction(app.db, async (tx) => {
        if (!(await consumeInvite(tx, found.invite.id))) {
          throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
        }
        const [updated] = await tx
          .update(staffMembers)
          .set({ passwordHash, name, status: 'active', updatedAt: new Date() })
          .where(and(eq(staffMembers.id, found.staff.id), eq(staffMembers.status, 'invited')))
          .returning();
        if (!updated) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
        await writeAudit(tx, requestAuditContext(request, staffActor(updated)), {
          action: 'staff.accept',
          targetType: 'staff',
          targetId: updated.id,
          before: staffState(found.staff),
          after: staffState(updated),
        });
        return updated;
      });
      await lock.clear(lockKey(request, row.email));
      return success(await session(row));
    },
  );

  // ---- owners: staff -------------------------------------------------------------------------

  /** The acting staff member's id (staff routes are staff sessions only). */
  const actingStaffId = (request: FastifyRequest) => {
    const actor = actorOf(request);
    return actor.type === 'staff' ? actor.staffId : null;
  };

  const members = { response: answers(z.array(staffMemberSchema)) };
  app.get(
    '/staff/members',
    { preHandler: requireStaff('staff.manage'), schema: members },
    async (request) =>
      success(
        await describeStaff(app.db, request.tenant.id, await listStaff(app.db, request.tenant.id)),
      ),
  );

  const role = {
    params: idPathSchema,
    body: staffRoleRequestSchema.nullish(),
    response: member200,
  };
  app.patch(
    '/staff/members/:id',
    { preHandler: requireStaff('staff.manage'), schema: role },
    async (request) => {
      const id = parseId(request.params, 'Staff member');
      const body = parseInput(staffRoleRequestSchema, request.body ?? {});
      const audit = requestAuditContext(request, actorOf(request));
      const row = await withTransaction(app.db, async (tx) => {
        const owners = await lockOwners(tx, request.tenant.id);
        const before = await lockStaff(tx, request.tenant.id, id);
        const losing =
          before.role === 'owner' && body.role !== 'owner' && before.status === 'active';
        assertOwnersRemain(owners, actingStaffId(request), losing ? id : null);
        const [after] = await tx
          .update(staffMembers)
          .set({ role: body.role, updatedAt: new Date() })
          .where(eq(staffMembers.id, id))
          .returning();
        await writeAudit(tx, audit, {
          action: 'staff.role',
          targetType: 'staff',
          targetId: id,
          before: staffState(before),
          after: staffState(after),
        });
        return after!;
      });
      return success(await describeOne(app.db, row));
    },
  );

  app.post(
    '/staff/members/:id/deactivate',
    {
      preHandler: requireStaff('staff.manage'),
      schema: { params: idPathSchema, response: member200 },
    },
    async (request) => {
      const id = parseId(request.params, 'Staff member');
      const audit = requestAuditContext(request, actorOf(request));
      const row = await withTransaction(app.db, async (tx) => {
        const owners = await lockOwners(tx, request.tenant.id);
        const before = await lockStaff(tx, request.tenant.id, id);
        const losing = before.role === 'owner' && before.status === 'active';
        assertOwnersRemain(owners, actingStaffId(request), losing ? id : null);
        const [after] = await tx
          .update(staffMembers)
          .set({ status: 'deactivated', updatedAt: new Date() })
          .where(eq(staffMembers.id, id))
          .returning();
        await revokeStaffTokens(tx, id);
        await writeAudit(tx, audit, {
          action: 'staff.deactivate',
          targetType: 'staff',
          targetId: id,
          before: staffState(before),
          after: staffState(after),
        });
        return after!;
      });
      return success(await describeOne(app.db, row));
    },
  );

  // ---- two-step sign-in (TOTP and recovery codes; docs/accounts.md "Two-step sign-in") -------

  /** The person hears of every change to their second factor, whoever made it. */
  const tellOfTwoStep = async (request: FastifyRequest, to: string, change: TwoStepChange) => {
    const mail = renderTwoStepMail(request.tenant.defaultLocale, change, request.tenant.name);
    await sendMail(
      { db: app.db, config: env, log: request.log },
      { tenantId: request.tenant.id, to, ...mail, links: [] },
    );
  };

  /**
   * The signed-in staff member's current password, checked like at sign-in (the lock first, a
   * wrong one counts towards it): a stolen session alone cannot change the second factor.
   */
  const checkOwnPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    staff: StaffRow,
    password: string,
  ) => {
    const key = lockKey(request, staff.email);
    await lock.refuseWhileLocked(key, reply, STAFF_LOCKED_MESSAGE);
    const ok = !!staff.passwordHash && (await verifyPassword(staff.passwordHash, password));
    if (!ok) {
      await lock.recordFailure(key);
      throw new HttpError(422, 'The given data was invalid', { password: [BAD_PASSWORD] });
    }
    return key;
  };

  app.post(
    '/staff/totp/enrol',
    {
      config: authLimit,
      preHandler: requireStaff(),
      onRequest: noStore,
      schema: {
        body: staffPasswordConfirmSchema.nullish(),
        response: answers(totpEnrolmentSchema),
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const body = parseInput(staffPasswordConfirmSchema, request.body ?? {});
      if (staff.totpSecret) {
        throw new HttpError(409, 'The second factor is already on: disable it first.');
      }
      await checkOwnPassword(request, reply, staff, body.password);
      const { secret, uri } = newTotpSecret(staff.email, `Atrium ${request.tenant.name}`);
      await app.db
        .update(staffMembers)
        .set({ totpPendingSecret: secret, updatedAt: new Date() })
        .where(eq(staffMembers.id, staff.id));
      await writeAudit(app.db, requestAuditContext(request, actorOf(request)), {
        action: 'staff.totp.enrol',
        targetType: 'staff',
        targetId: staff.id,
      });
      return success({ secret, uri });
    },
  );

  app.post(
    '/staff/totp/confirm',
    {
      config: authLimit,
      preHandler: requireStaff(),
      onRequest: noStore,
      schema: { body: totpConfirmRequestSchema.nullish(), response: answers(recoveryCodesSchema) },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const body = parseInput(totpConfirmRequestSchema, request.body ?? {});
      if (!staff.totpPendingSecret) {
        throw new HttpError(409, 'Start with POST /v1/staff/totp/enrol.');
      }
      const key = lockKey(request, staff.email);
      await lock.refuseWhileLocked(key, reply, STAFF_LOCKED_MESSAGE);
      const step = matchTotp(staff.totpPendingSecret, body.code, null);
      if (step === null) {
        await lock.recordFailure(key);
        throw new HttpError(422, BAD_CODE, { code: [BAD_CODE] });
      }
      const codes = await withTransaction(app.db, async (tx) => {
        const [enabled] = await tx
          .update(staffMembers)
          .set({
            totpSecret: staff.totpPendingSecret,
            totpPendingSecret: null,
            totpLastStep: step,
            updatedAt: new Date(),
          })
          .where(and(eq(staffMembers.id, staff.id), isNull(staffMembers.totpSecret)))
          .returning({ id: staffMembers.id });
        if (!enabled) throw new HttpError(409, 'The second factor is already on.');
        const made = await replaceRecoveryCodes(tx, staff);
        await writeAudit(tx, requestAuditContext(request, actorOf(request)), {
          action: 'staff.totp.enable',
          targetType: 'staff',
          targetId: staff.id,
          before: { totp: false },
          after: { totp: true, recovery_codes: made.length },
        });
        return made;
      });
      await tellOfTwoStep(request, staff.email, 'enabled');
      return success({ totp_enabled: true, recovery_codes: codes });
    },
  );

  app.post(
    '/staff/totp/recovery-codes',
    {
      config: authLimit,
      preHandler: requireStaff(),
      onRequest: noStore,
      schema: {
        body: staffPasswordConfirmSchema.nullish(),
        response: answers(recoveryCodesSchema),
      },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const body = parseInput(staffPasswordConfirmSchema, request.body ?? {});
      if (!staff.totpSecret) throw new HttpError(409, 'The second factor is not on.');
      await checkOwnPassword(request, reply, staff, body.password);
      const codes = await withTransaction(app.db, async (tx) => {
        const made = await replaceRecoveryCodes(tx, staff);
        await writeAudit(tx, requestAuditContext(request, actorOf(request)), {
          action: 'staff.totp.recovery-codes',
          targetType: 'staff',
          targetId: staff.id,
          after: { recovery_codes: made.length },
        });
        return made;
      });
      await tellOfTwoStep(request, staff.email, 'codes');
      return success({ totp_enabled: true, recovery_codes: codes });
    },
  );

  app.post(
    '/staff/totp/disable',
    {
      config: authLimit,
      preHandler: requireStaff(),
      schema: { body: totpDisableRequestSchema.nullish(), response: answers(totpStateSchema) },
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const body = parseInput(totpDisableRequestSchema, request.body ?? {});
      if (!staff.totpSecret) throw new HttpError(409, 'The second factor is not on.');
      const key = lockKey(request, staff.email);
      await lock.refuseWhileLocked(key, reply, STAFF_LOCKED_MESSAGE);
      const passwordOk =
        !!staff.passwordHash && (await verifyPassword(staff.passwordHash, body.password));
      const step = passwordOk ? matchTotp(staff.totpSecret, body.code, staff.totpLastStep) : null;
      if (!passwordOk || step === null || !(await useStep(staff.id, step))) {
        await lock.recordFailure(key);
        throw new HttpError(422, 'The given data was invalid', {
          ...(passwordOk ? {} : { password: [BAD_PASSWORD] }),
          ...(passwordOk ? { code: [BAD_CODE] } : {}),
        });
      }
      await withTransaction(app.db, async (tx) => {
        await tx
          .update(staffMembers)
          .set({ totpSecret: null, totpPendingSecret: null, updatedAt: new Date() })
          .where(eq(staffMembers.id, staff.id));
        await deleteRecoveryCodes(tx, staff.id);
        await writeAudit(tx, requestAuditContext(request, actorOf(request)), {
          action: 'staff.totp.disable',
          targetType: 'staff',
          targetId: staff.id,
          before: { totp: true },
          after: { totp: false },
        });
      });
      await tellOfTwoStep(request, staff.email, 'disabled');
      return success({ totp_enabled: false });
    },
  );

  /**
   * An owner resets a colleague's second factor (a lost phone and no recovery code): it is off,
   * the codes are gone, their sessions end, they are told by e-mail; they sign in with their
   * password and enrol again (at once, when the mall requires it). Not one's own: that is
   * /staff/totp/disable with the password and a code.
   */
  app.post(
    '/staff/members/:id/totp/reset',
    {
      preHandler: requireStaff('staff.manage'),
      schema: { params: idPathSchema, response: member200 },
    },
    async (request) => {
      const id = parseId(request.params, 'Staff member');
      if (id === actingStaffId(request)) {
        throw new HttpError(409, 'Turn your own two-step sign-in off on your account page.');
      }
      const audit = requestAuditContext(request, actorOf(request));
      const row = await withTransaction(app.db, async (tx) => {
        const before = await lockStaff(tx, request.tenant.id, id);
        if (!before.totpSecret && !before.totpPendingSecret) {
          throw new HttpError(409, 'This staff member has no two-step sign-in to reset.');
        }
        const [after] = await tx
          .update(staffMembers)
          .set({ totpSecret: null, totpPendingSecret: null, updatedAt: new Date() })
          .where(eq(staffMembers.id, id))
          .returning();
        await deleteRecoveryCodes(tx, id);
        await revokeStaffTokens(tx, id);
        await writeAudit(tx, audit, {
          action: 'staff.totp.reset',
          targetType: 'staff',
          targetId: id,
          before: { totp: before.totpSecret !== null },
          after: { totp: false },
        });
        return after!;
      });
      await tellOfTwoStep(request, row.email, 'reset');
      return success(await describeOne(app.db, row));
    },
  );

  app.get(
    '/staff/sign-in-refusals',
    {
      preHandler: requireStaff('audit.read'),
      schema: { response: answers(z.array(signInRefusalSchema)) },
    },
    async (request) => success(await listSignInRefusals(app.db, request.tenant.id)),
  );

  // ---- owners: audit log and the automation key ----------------------------------------------

  const audit = {
    querystring: auditQuerySchema,
    response: answers(paginatedSchema(auditEntrySchema)),
  };
  app.get(
    '/staff/audit',
    { preHandler: requireStaff('audit.read'), schema: audit },
    async (request) => success(await listAudit(app.db, request.tenant.id, request.query)),
  );

  const keyJson = (info: Awaited<ReturnType<typeof tenantKeyInfo>>) =>
    info
      ? { own_key: true, hint: info.hint, created_at: info.createdAt.toISOString() }
      : { own_key: false, hint: null, created_at: null };

  const keyInfo = { response: answers(staffKeyInfoSchema) };
  app.get(
    '/staff/key',
    { preHandler: requireStaff('key.rotate'), schema: keyInfo },
    async (request) => success(keyJson(await tenantKeyInfo(app.db, request.tenant.id))),
  );

  app.post(
    '/staff/key/rotate',
    {
      preHandler: requireStaff('key.rotate'),
      onRequest: noStore,
      schema: { response: answers(staffKeyRotatedSchema) },
    },
    async (request) => {
      const staff = currentStaff(request);
      const out = await withTransaction(app.db, async (tx) => {
        const before = await tenantKeyInfo(tx, request.tenant.id);
        const made = await rotateTenantKey(tx, request.tenant.id, staff.id);
        await writeAudit(tx, requestAuditContext(request, actorOf(request)), {
          action: 'key.rotate',
          targetType: 'key',
          targetId: request.tenant.id,
          before: { own_key: before !== null, hint: before?.hint ?? null },
          after: { own_key: true, hint: made.hint },
        });
        return made;
      });
      return success({ key: out.key, hint: out.hint, created_at: out.createdAt.toISOString() });
    },
  );

  app.delete(
    '/staff/key',
    { preHandler: requireStaff('key.rotate'), schema: keyInfo },
    async (request) => {
      await withTransaction(app.db, async (tx) => {
        const before = await tenantKeyInfo(tx, request.tenant.id);
        if (!(await removeTenantKey(tx, request.tenant.id))) {
          throw new HttpError(404, 'The mall has no key of its own');
        }
        await writeAudit(tx, requestAuditContext(request, actorOf(request)), {
          action: 'key.remove',
          targetType: 'key',
          targetId: request.tenant.id,
          before: { own_key: true, hint: before?.hint ?? null },
          after: { own_key: false },
        });
      });
      return success(keyJson(null));
    },
  );
};
