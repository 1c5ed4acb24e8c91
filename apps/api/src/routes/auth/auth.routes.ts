import formbody from '@fastify/formbody';
import {
  ACCOUNT_LOCKED_MESSAGE,
  addPasswordRequestSchema,
  changeForgetPasswordRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  firebaseLoginRequestSchema,
  loginRequestSchema,
  oauthTokenRequestSchema,
  registerRequestSchema,
  tokenRequestSchema,
  customerResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  oauthErrorSchema,
  oauthTokenResponseSchema,
  registerResponseSchema,
} from '@atrium/domain/contract/auth';
import { zodFieldErrors } from '@atrium/domain/contract/envelope';
import type { Locale } from '@atrium/domain/locales';
import { customers } from '@atrium/server-db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import { join } from 'node:path';

import { currentCustomer, requireCustomer } from '../../auth/authenticate';
import { FailureLock, lockPolicy } from '../../auth/failure-lock';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { assertStrongPassword, personalWords } from '../../auth/password-strength';
import { perMinute } from '../../auth/rate-limit';
import {
  type CustomerRow,
  issueToken,
  revokeCustomerTokens,
  revokeToken,
} from '../../auth/token-store';
import type { Env } from '../../env';
import { created, ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { noStore } from '../../http/no-store';
import { HttpError, parseInput } from '../../http/errors';
import { siteLink } from '../../mail/links';
import { sendMail } from '../../mail/mailer';
import { type MailKind, renderMail } from '../../mail/templates';
import {
  consumeEmailToken,
  createEmailToken,
  customerLocale,
  deleteCustomer,
  findCustomerByEmail,
  findCustomerById,
  findEmailTokenCustomer,
  markEmailVerified,
  toCustomer,
} from './auth.service';
import { createFirebaseKeyResolver, verifyFirebaseIdToken } from './firebase';

const UNVERIFIED_MESSAGE =
  'Your e-mail address is not verified yet. Open the link we sent you, or ask for a new one.';
const BAD_CREDENTIALS = 'These credentials do not match our records.';
const INVALID_LINK = 'The link is invalid or has expired. Ask for a new one.';

export function uploadsDir(env: Env): string {
  return join(env.DATA_DIR, 'uploads');
}

/**
 * Accounts: /v1/register, register/email-resend, register/email-verification, login, logout,
 * change-password, forget-password, forget-password/login, change-forget-password,
 * add-password-after-sso, delete-account, firebase-login, oauth/token. See docs/api.md "Auth".
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody); // oauth/token and plain HTML forms post form-encoded bodies
  const authLimit = { rateLimit: perMinute(app.config.AUTH_RATE_LIMIT) };
  const env = app.config;

  // Wrong passwords lock the account, whichever path guesses (auth/failure-lock.ts). The key is
  // the tenant and e-mail, for unknown addresses too, so a lock tells nothing about accounts.
  const accountLock = new FailureLock(app.db, 'account', lockPolicy(env, 'account'));
  const accountKey = (request: FastifyRequest, email: string) => `${request.tenant.id}:${email}`;
  const refuseWhileLocked = (reply: FastifyReply, key: string) =>
    accountLock.refuseWhileLocked(key, reply, ACCOUNT_LOCKED_MESSAGE);
  /** A current password typed on a member path: wrong ones count towards the account's lock. */
  const checkCurrentPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    customer: CustomerRow,
    password: string,
  ) => {
    const key = accountKey(request, customer.email ?? '');
    await refuseWhileLocked(reply, key);
    if (customer.passwordHash && (await verifyPassword(customer.passwordHash, password))) {
      return true;
    }
    await accountLock.recordFailure(key);
    return false;
  };
  const memberWords = (request: FastifyRequest, customer: Partial<CustomerRow>) =>
    personalWords(
      customer.email,
      customer.firstName,
      customer.lastName,
      request.tenant.name,
      request.tenant.id,
    );

  const loginResponse = async (request: FastifyRequest, customer: CustomerRow, kind: string) => {
    const issued = await issueToken(app.db, {
      tenantId: request.tenant.id,
      customerId: customer.id,
      kind,
      ttlDays: env.TOKEN_TTL_DAYS,
    });
    return {
      token: issued.token,
      expires_at: issued.expiresAt.toISOString(),
      customer: toCustomer(customer, env.PUBLIC_URL),
    };
  };

  const mail = async (
    request: FastifyRequest,
    customer: CustomerRow,
    kind: MailKind,
    link: string,
    locale: Locale = customerLocale(customer),
  ) => {
    const rendered = renderMail(kind, locale, {
      name: customer.firstName || customer.email || '',
      mall: request.tenant.name,
      link,
    });
    await sendMail(
      { db: app.db, config: env, log: request.log },
      { tenantId: request.tenant.id, to: customer.email!, ...rendered, links: [link] },
    );
  };

  const sendVerification = async (
    request: FastifyRequest,
    customer: CustomerRow,
    locale?: Locale,
  ) => {
    const token = await createEmailToken(app.db, {
      tenantId: request.tenant.id,
      customerId: customer.id,
      purpose: 'verify-email',
    });
    const lang = locale ?? customerLocale(customer);
    await mail(
      request,
      customer,
      'verify-email',
      siteLink(request, lang, 'login', { verify: token }),
      lang,
    );
  };

  const sendReset = async (
    request: FastifyRequest,
    customer: CustomerRow,
    kind: MailKind,
    locale?: Locale,
  ) => {
    const token = await createEmailToken(app.db, {
      tenantId: request.tenant.id,
      customerId: customer.id,
      purpose: 'reset-password',
    });
    const lang = locale ?? customerLocale(customer);
    await mail(
      request,
      customer,
      kind,
      siteLink(request, lang, 'set-new-password', { token }),
      lang,
    );
  };

  // ---- registration ----------------------------------------------------------------------------

  const tokenLogin = { body: tokenRequestSchema, response: ok(loginResponseSchema) };
  const register = { body: registerRequestSchema, response: created(registerResponseSchema) };
  app.post('/register', { config: authLimit, schema: register }, async (request, reply) => {
    const body = request.body;
    const tenantId = request.tenant.id;
    const existing = await findCustomerByEmail(app.db, tenantId, body.email);
    if (existing) {
      throw new HttpError(422, 'The given data was invalid', {
        email: ['This e-mail is already registered. Log in or reset your password.'],
      });
    }
    assertStrongPassword(
      body.password,
      memberWords(request, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
      }),
      env.PASSWORD_MIN_SCORE,
    );
    const passwordHash = await hashPassword(body.password);
    let row: CustomerRow | undefined;
    try {
      [row] = await app.db
        .insert(customers)
        .values({
          tenantId,
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          locale: body.locale,
          marketingConsent: body.marketing_consent ?? false,
          termsAcceptedAt: new Date(),
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new HttpError(422, 'The given data was invalid', {
          email: ['This e-mail is already registered. Log in or reset your password.'],
        });
      }
      throw err;
    }
    await sendVerification(request, row!, body.locale);
    return reply.code(201).send(
      success({
        customer: toCustomer(row!, env.PUBLIC_URL),
        verification_required: true,
        message: 'We have sent you an e-mail with a link to confirm your address.',
      }),
    );
  });

  const mailRequest = { body: emailRequestSchema, response: ok(messageResponseSchema) };
  app.post(
    '/register/email-resend',
    { config: authLimit, schema: mailRequest },
    async (request) => {
      const body = request.body;
      // The same answer, at the same time, whether or not the account exists: the look-up and
      // the mail come after it (no account enumeration).
      app.afterResponse.run('verification mail', async () => {
        const customer = await findCustomerByEmail(app.db, request.tenant.id, body.email);
        if (customer && !customer.emailVerifiedAt)
          await sendVerification(request, customer, body.locale);
      });
      return success({
        message: 'If the address belongs to an unverified account, a new link is on its way.',
      });
    },
  );

  app.post(
    '/register/email-verification',
    { config: authLimit, onRequest: noStore, schema: tokenLogin },
    async (request) => {
      const body = request.body;
      const customerId = await consumeEmailToken(app.db, {
        tenantId: request.tenant.id,
        token: body.token,
        purpose: 'verify-email',
      });
      const customer =
        customerId && (await findCustomerById(app.db, request.tenant.id, customerId));
      if (!customer) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
      await markEmailVerified(app.db, customer.id);
      const fresh = (await findCustomerById(app.db, request.tenant.id, customer.id))!;
      return success(await loginResponse(request, fresh, 'verification'));
    },
  );

  // ---- login / logout --------------------------------------------------------------------------

  /** The password check shared by login and oauth/token; 429 while the account is locked. */
  const checkCredentials = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    password: string,
  ) => {
    const key = accountKey(request, email);
    await refuseWhileLocked(reply, key);
    const customer = await findCustomerByEmail(app.db, request.tenant.id, email);
    const ok = customer?.passwordHash
      ? await verifyPassword(customer.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!ok || !customer) {
      await accountLock.recordFailure(key);
      return { ok: false as const };
    }
    await accountLock.clear(key);
    return { ok: true as const, customer };
  };

  const login = { body: loginRequestSchema, response: ok(loginResponseSchema) };
  app.post(
    '/login',
    { config: authLimit, onRequest: noStore, schema: login },
    async (request, reply) => {
      const body = request.body;
      const result = await checkCredentials(request, reply, body.email, body.password);
      if (!result.ok) throw new HttpError(422, BAD_CREDENTIALS, { email: [BAD_CREDENTIALS] });
      if (!result.customer.emailVerifiedAt) {
        throw new HttpError(403, UNVERIFIED_MESSAGE, { email: [UNVERIFIED_MESSAGE] });
      }
      return success(await loginResponse(request, result.customer, 'login'));
    },
  );

  /** Revokes the token of this request (the other devices stay logged in). */
  const confirmed = { response: ok(messageResponseSchema) };
  app.post('/logout', { preHandler: requireCustomer, schema: confirmed }, async (request) => {
    await revokeToken(app.db, request.authTokenId!);
    return success({ message: 'Logged out.' });
  });

  // ---- passwords -------------------------------------------------------------------------------

  app.post(
    '/change-password',
    {
      config: authLimit,
      preHandler: requireCustomer,
      schema: { body: changePasswordRequestSchema, ...confirmed },
    },
    async (request, reply) => {
      const customer = currentCustomer(request);
      const body = request.body;
      if (!customer.passwordHash) {
        throw new HttpError(409, 'The account has no password yet: use add-password-after-sso.');
      }
      if (!(await checkCurrentPassword(request, reply, customer, body.current_password))) {
        throw new HttpError(422, 'The given data was invalid', {
          current_password: ['The current password is not correct.'],
        });
      }
      assertStrongPassword(body.password, memberWords(request, customer), env.PASSWORD_MIN_SCORE);
      await setPassword(app, customer.id, body.password);
      await revokeCustomerTokens(app.db, customer.id, request.authTokenId ?? undefined);
      return success({ message: 'The password has been changed. Other devices were logged out.' });
    },
  );

  app.post('/forget-password', { config: authLimit, schema: mailRequest }, async (request) => {
    const body = request.body;
    // As email-resend: answered before the look-up, so known and unknown addresses take the
    // same time.
    app.afterResponse.run('password reset mail', async () => {
      const customer = await findCustomerByEmail(app.db, request.tenant.id, body.email);
      if (customer) await sendReset(request, customer, 'reset-password', body.locale);
    });
    return success({
      message:
        'If the address belongs to an account, we have sent it a link to set a new password.',
    });
  });

  /** Magic-link login with the token of the forget-password e-mail (uses it up). */
  const magicLink = { config: authLimit, onRequest: noStore, schema: tokenLogin };
  app.post('/forget-password/login', magicLink, async (request) => {
    const body = request.body;
    const customerId = await consumeEmailToken(app.db, {
      tenantId: request.tenant.id,
      token: body.token,
      purpose: 'reset-password',
    });
    const customer = customerId && (await findCustomerById(app.db, request.tenant.id, customerId));
    if (!customer) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
    await markEmailVerified(app.db, customer.id); // the link proves the address
    await accountLock.clear(accountKey(request, customer.email ?? '')); // and unlocks the account
    const fresh = (await findCustomerById(app.db, request.tenant.id, customer.id))!;
    return success(await loginResponse(request, fresh, 'magic-link'));
  });

  app.post(
    '/change-forget-password',
    {
      config: authLimit,
      onRequest: noStore,
      schema: { body: changeForgetPasswordRequestSchema, response: ok(loginResponseSchema) },
    },
    async (request) => {
      const body = request.body;
      const link = {
        tenantId: request.tenant.id,
        token: body.token,
        purpose: 'reset-password',
      } as const;
      // The strength check needs the member's words, and a weak password must not use up the link.
      const holder = await findEmailTokenCustomer(app.db, link);
      const customer = holder && (await findCustomerById(app.db, request.tenant.id, holder));
      if (!customer) throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
      assertStrongPassword(body.password, memberWords(request, customer), env.PASSWORD_MIN_SCORE);
      if ((await consumeEmailToken(app.db, link)) !== customer.id) {
        throw new HttpError(422, INVALID_LINK, { token: [INVALID_LINK] });
      }
      await setPassword(app, customer.id, body.password);
      await markEmailVerified(app.db, customer.id);
      await revokeCustomerTokens(app.db, customer.id); // every old session ends
      await accountLock.clear(accountKey(request, customer.email ?? '')); // the reset unlocks
      const fresh = (await findCustomerById(app.db, request.tenant.id, customer.id))!;
      return success(await loginResponse(request, fresh, 'login'));
    },
  );

  const addPassword = { body: addPasswordRequestSchema, response: ok(customerResponseSchema) };
  const addPasswordOptions = { preHandler: requireCustomer, schema: addPassword };
  app.post('/add-password-after-sso', addPasswordOptions, async (request) => {
    const customer = currentCustomer(request);
    const body = request.body;
    if (customer.passwordHash) {
      throw new HttpError(409, 'The account already has a password: use change-password.');
    }
    assertStrongPassword(body.password, memberWords(request, customer), env.PASSWORD_MIN_SCORE);
    await setPassword(app, customer.id, body.password);
    const fresh = (await findCustomerById(app.db, request.tenant.id, customer.id))!;
    return success({ customer: toCustomer(fresh, env.PUBLIC_URL) });
  });

  app.post(
    '/delete-account',
    {
      config: authLimit,
      preHandler: requireCustomer,
      // A missing body is read as {} (an SSO-only account sends none).
      schema: { body: deleteAccountRequestSchema.nullish(), ...confirmed },
    },
    async (request, reply) => {
      const customer = currentCustomer(request);
      const body = parseInput(deleteAccountRequestSchema, request.body ?? {});
      if (customer.passwordHash) {
        if (!body.password) {
          throw new HttpError(422, 'The given data was invalid', {
            password: ['Enter your password to delete the account.'],
          });
        }
        if (!(await checkCurrentPassword(request, reply, customer, body.password))) {
          throw new HttpError(422, 'The given data was invalid', {
            password: ['The password is not correct.'],
          });
        }
      }
      await deleteCustomer(app.db, customer, uploadsDir(env));
      return success({ message: 'The account and its data have been deleted.' });
    },
  );

  // ---- SSO -------------------------------------------------------------------------------------

  let firebaseKeys: Promise<JWTVerifyGetKey> | undefined;
  const firebase = { body: firebaseLoginRequestSchema, response: ok(loginResponseSchema) };
  const firebaseOptions = { config: authLimit, onRequest: noStore, schema: firebase };
  app.post('/firebase-login', firebaseOptions, async (request) => {
    const body = request.body;
    if (!env.FIREBASE_PROJECT_ID || !env.FIREBASE_PUBLIC_KEYS) {
      throw new HttpError(503, 'Sign-in with Firebase is not configured');
    }
    firebaseKeys ??= createFirebaseKeyResolver(env.FIREBASE_PUBLIC_KEYS);
    let identity;
    try {
      identity = await verifyFirebaseIdToken(
        body.id_token,
        env.FIREBASE_PROJECT_ID,
        await firebaseKeys,
      );
    } catch (err) {
      request.log.info({ err: (err as Error).message }, 'firebase token rejected');
      throw new HttpError(401, 'The sign-in token is invalid or has expired');
    }
    const tenantId = request.tenant.id;
    let [customer] = await app.db
      .select()
      .from(customers)
      .where(eqTenantFirebase(tenantId, identity.uid))
      .limit(1);
    if (!customer) {
      if (!identity.email) {
        throw new HttpError(422, 'The sign-in account has no e-mail address', {
          id_token: ['The sign-in account has no e-mail address'],
        });
      }
      const byEmail = await findCustomerByEmail(app.db, tenantId, identity.email);
      if (byEmail) {
        // Link only an address the identity provider has verified (no takeover by claiming one).
        if (!identity.emailVerified) {
          throw new HttpError(
            409,
            'An account with this e-mail already exists: log in with your password.',
          );
        }
        [customer] = await app.db
          .update(customers)
          .set({
            firebaseUid: identity.uid,
            emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
          })
          .where(eq(customers.id, byEmail.id))
          .returning();
      } else {
        const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
        [customer] = await app.db
          .insert(customers)
          .values({
            tenantId,
            email: identity.email,
            firebaseUid: identity.uid,
            firstName: first ?? '',
            lastName: rest.join(' '),
            locale: body.locale ?? (request.tenant.defaultLocale as Locale),
            emailVerifiedAt: identity.emailVerified ? new Date() : null,
            termsAcceptedAt: new Date(),
          })
          .returning();
      }
    }
    if (!customer || customer.deletedAt) throw new HttpError(401, 'The account is not available');
    return success(await loginResponse(request, customer, 'firebase'));
  });

  // ---- OAuth2 password grant (wifi login) --------------------------------------------------

  // The body is checked in the handler: its errors carry the OAuth2 fields (RFC 6749 §5.2), and
  // the token answer is the OAuth2 response itself, not the envelope.
  const oauth = {
    config: authLimit,
    onRequest: noStore,
    schema: { response: { 200: oauthTokenResponseSchema, '4XX': oauthErrorSchema } },
  };
  app.post('/oauth/token', oauth, async (request, reply) => {
    void reply.header('pragma', 'no-cache'); // RFC 6749 §5.1, beside no-store
    const parsed = oauthTokenRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error);
      const unsupported =
        errors['grant_type'] && (request.body as { grant_type?: unknown })?.grant_type;
      return reply.code(unsupported ? 400 : 422).send({
        status: 'error',
        httpStatus: unsupported ? 'BadRequest' : 'UnprocessableEntity',
        message: unsupported
          ? 'Only grant_type=password is supported'
          : 'The given data was invalid',
        errors,
        error: unsupported ? 'unsupported_grant_type' : 'invalid_request',
        error_description: unsupported
          ? 'Only grant_type=password is supported'
          : 'Invalid request',
      });
    }
    const result = await checkCredentials(
      request,
      reply,
      parsed.data.username,
      parsed.data.password,
    );
    const refuse = (description: string) =>
      reply.code(400).send({
        status: 'error',
        httpStatus: 'BadRequest',
        message: description,
        error: 'invalid_grant',
        error_description: description,
      });
    if (!result.ok) return refuse(BAD_CREDENTIALS);
    if (!result.customer.emailVerifiedAt) return refuse(UNVERIFIED_MESSAGE);
    const issued = await issueToken(app.db, {
      tenantId: request.tenant.id,
      customerId: result.customer.id,
      kind: 'oauth',
      ttlDays: env.TOKEN_TTL_DAYS,
    });
    return reply.send({
      access_token: issued.token,
      token_type: 'Bearer',
      expires_in: Math.round((issued.expiresAt.getTime() - Date.now()) / 1000),
    });
  });
};

function eqTenantFirebase(tenantId: string, uid: string) {
  return and(
    eq(customers.tenantId, tenantId),
    eq(customers.firebaseUid, uid),
    isNull(customers.deletedAt),
  );
}

async function setPassword(app: FastifyInstance, customerId: number, password: string) {
  await app.db
    .update(customers)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
