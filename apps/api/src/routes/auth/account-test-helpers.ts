import { expect } from 'vitest';

import { listOutbox } from '../../mail/outbox';
import { ORIGIN, type TenantId, type TestApp } from '../../test/test-app';

/** Test helpers for paths that need a member (used by the accounts and member tests). */

/** Strong enough for the server's zxcvbn check (PASSWORD_MIN_SCORE) on new passwords. */
export const PASSWORD = 'Velvet-Harbor-42';

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    first_name: 'Eva',
    last_name: 'Tester',
    locale: 'en',
    terms_accepted: true,
    ...overrides,
  };
}

/**
 * The newest outbox mail to an address (the rows GET /dev/outbox shows), once the mail sent after
 * an answer (forget-password, email-resend) has gone out.
 */
export async function latestMail(t: TestApp, to: string) {
  await t.app.afterResponse.settled();
  const mails = await listOutbox(t.db, { to });
  expect(mails.length).toBeGreaterThan(0);
  const mail = mails[0]!;
  return { ...mail, link: mail.link! };
}

/** Registers, follows the e-mailed verification link and returns the API token. */
export async function registerVerified(
  t: TestApp,
  email: string,
  tenant: TenantId = 'beta',
): Promise<{ token: string; customerId: number }> {
  const origin = ORIGIN[tenant];
  const reg = await t.app.inject({
    method: 'POST',
    url: '/v1/register',
    headers: { origin },
    payload: registration(email),
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const mail = await latestMail(t, email);
  const verify = new URL(mail.link).searchParams.get('verify');
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/register/email-verification',
    headers: { origin },
    payload: { token: verify },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { token: string; customer: { id: number } };
  return { token: data.token, customerId: data.customer.id };
}

export const bearer = (token: string, tenant: TenantId = 'beta') => ({
  origin: ORIGIN[tenant],
  authorization: `Bearer ${token}`,
});
