import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

import { outboxLink, staffToken } from './helpers';
import { API, DEMO_OWNER } from './stack';

/**
 * Staff made and signed in through the API, for the specs that test one area of the console
 * (the sign-in form itself is console.spec.ts's): an invited and accepted member of a role, the
 * console opened with their session, the audit log's entries, a picture to upload.
 */

export type Staff = { email: string; password: string; token: string };

/** A staff member of the mall at `origin` with `role`: invited by the demo owner, accepted. */
export async function invitedStaff(
  request: APIRequestContext,
  origin: string,
  role: string,
  password = 'Copper-Lantern-Drift-73',
): Promise<Staff> {
  const owner = await staffToken(request, origin);
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const invite = await request.post(`${API}/v1/staff/invite`, {
    headers: { Origin: origin, Authorization: `Bearer ${owner}` },
    data: { email, role },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = (await outboxLink(request, email, 'accept-invite')).searchParams.get('token');
  const accepted = await request.post(`${API}/v1/staff/accept`, {
    headers: { Origin: origin },
    data: { token, password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const session = ((await accepted.json()) as { data: { token: string } }).data;
  return { email, password, token: session.token };
}

/**
 * Opens `path` of the console signed in as `credentials` (the session the console keeps in
 * localStorage, made through the API): the first area is not loaded on the way, so no page other
 * than the one under test runs.
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  origin: string,
  path: string,
  credentials: { email: string; password: string } = DEMO_OWNER,
): Promise<void> {
  const response = await request.post(`${API}/v1/staff/login`, {
    headers: { Origin: origin },
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = ((await response.json()) as { data: { token: string; staff: unknown } }).data;
  await page.addInitScript((state) => {
    localStorage.setItem('atrium-console-session', JSON.stringify({ state, version: 0 }));
  }, session);
  await page.goto(`${origin}/console${path}`);
}

export type AuditEntry = { target_id: string; actor: { label: string } };

/** The mall's audit log entries of `action`, newest first, as the demo owner reads them. */
export async function auditEntries(
  request: APIRequestContext,
  origin: string,
  action: string,
): Promise<AuditEntry[]> {
  const audit = await request.get(`${API}/v1/staff/audit`, {
    headers: { Origin: origin, Authorization: `Bearer ${await staffToken(request, origin)}` },
    params: { action },
  });
  expect(audit.status(), await audit.text()).toBe(200);
  return ((await audit.json()) as { data: { data: AuditEntry[] } }).data.data;
}

/** A picture file of one colour, for an upload field's `setInputFiles`. */
export async function pictureFile(
  name: string,
  size: { width: number; height: number },
  background: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const image = sharp({ create: { ...size, channels: 3, background } });
  return name.endsWith('.png')
    ? { name, mimeType: 'image/png', buffer: await image.png().toBuffer() }
    : { name, mimeType: 'image/jpeg', buffer: await image.jpeg().toBuffer() };
}
