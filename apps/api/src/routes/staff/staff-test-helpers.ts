import { expect } from 'vitest';

import { listOutbox } from '../../mail/outbox';
import { bootstrapOwner } from '../../staff/bootstrap';
import { ORIGIN, type TenantId, type TestApp } from '../../test/test-app';

/** Strong enough for the zxcvbn check on new passwords. */
export const STAFF_PASSWORD = 'Copper-Lantern-Rises-77';

export interface StaffSession {
  token: string;
  id: number;
  email: string;
  headers: Record<string, string>;
}

export const staffHeaders = (token: string, tenant: TenantId = 'beta') => ({
  origin: ORIGIN[tenant],
  authorization: `Bearer ${token}`,
});

/** Accepts an invitation token with STAFF_PASSWORD and returns the session. */
export async function accept(
  t: TestApp,
  token: string,
  tenant: TenantId = 'beta',
): Promise<StaffSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/staff/accept',
    headers: { origin: ORIGIN[tenant] },
    payload: { token, password: STAFF_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { token: string; staff: { id: number; email: string } };
  return {
    token: data.token,
    id: data.staff.id,
    email: data.staff.email,
    headers: staffHeaders(data.token, tenant),
  };
}

/** The first owner of a mall, through the bootstrap path (the CLI's) and the invitation. */
export async function firstOwner(
  t: TestApp,
  tenant: TenantId = 'beta',
  email = `owner-${tenant}@example.test`,
): Promise<StaffSession> {
  const { token } = await bootstrapOwner(t.db, { tenantId: tenant, email, name: 'Olga' });
  return accept(t, token, tenant);
}

/** An owner invites `email` as `role`; the link from the outbox is accepted. */
export async function invited(
  t: TestApp,
  owner: StaffSession,
  email: string,
  role: string,
  tenant: TenantId = 'beta',
): Promise<StaffSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/staff/invite',
    headers: owner.headers,
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await listOutbox(t.db, { to: email });
  expect(mail?.link).toBeTruthy();
  const token = new URL(mail!.link!).searchParams.get('token')!;
  return accept(t, token, tenant);
}
