import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

import { API, BETA, DEMO_OWNER, DEV_ADMIN_KEY } from './stack';

/** Test data is made through the API as a member and with the development staff key. */
const admin = (origin: string) => ({ Origin: origin, 'X-Admin-Key': DEV_ADMIN_KEY });

function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The newest outbox link to `to` that contains `marker`. */
export async function outboxLink(
  request: APIRequestContext,
  to: string,
  marker: string,
): Promise<URL> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request.get(`${API}/dev/outbox.json`, { params: { to, limit: 5 } });
    const body = (await response.json()) as { data: { link: string | null; links?: string[] }[] };
    const link = body.data
      .flatMap((m) => [m.link, ...(m.links ?? [])])
      .find((l) => l?.includes(marker));
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with ${marker} for ${to}`);
}

export type Member = { id: number; email: string; token: string };

/** A verified member of the mall at `origin`, made through the API (register + the outbox link). */
export async function newMember(
  request: APIRequestContext,
  origin = BETA,
  firstName = 'Rita',
): Promise<Member> {
  const email = `${unique('member')}@example.com`;
  const headers = { Origin: origin };
  await ok(
    await request.post(`${API}/v1/register`, {
      headers,
      data: {
        email,
        password: 'Velvet-Harbor-42',
        first_name: firstName,
        last_name: 'Receipt',
        locale: 'en',
        terms_accepted: true,
      },
    }),
  );
  const token = (await outboxLink(request, email, 'verify=')).searchParams.get('verify');
  const verified = await ok<{ token: string }>(
    await request.post(`${API}/v1/register/email-verification`, { headers, data: { token } }),
  );
  const profile = await ok<{ id: number }>(
    await request.get(`${API}/v1/me/profile`, {
      headers: { ...headers, Authorization: `Bearer ${verified.token}` },
    }),
  );
  return { id: profile.id, email, token: verified.token };
}

/** A new reward code of the member: points given with the staff key, the cheapest reward activated. */
export async function rewardCode(
  request: APIRequestContext,
  member: Member,
  origin = BETA,
): Promise<string> {
  await ok(
    await request.post(`${API}/v1/admin/points/adjust`, {
      headers: admin(origin),
      data: { customer_id: member.id, delta: 5000, reason: 'bonus', note: 'console e2e' },
    }),
  );
  // The first page of the mall's rewards valid now, cheapest first.
  const rewards = await ok<{ data: { id: number }[] }>(
    await request.get(`${API}/v1/rewards`, { headers: { Origin: origin } }),
  );
  const headers = { Origin: origin, Authorization: `Bearer ${member.token}` };
  for (const reward of rewards.data) {
    const response = await request.post(`${API}/v1/customer-rewards`, {
      headers,
      data: { reward_id: reward.id },
    });
    if (response.ok()) return ((await response.json()) as { data: { code: string } }).data.code;
  }
  throw new Error('No reward could be activated');
}

/** The desk's card of a code, as the API gives it (the reward's English title, the member). */
export async function deskCard(
  request: APIRequestContext,
  code: string,
  origin = BETA,
): Promise<{
  status: string;
  reward: { title: string } | null;
  member: { number: number; name: string } | null;
}> {
  return ok(
    await request.get(`${API}/v1/admin/customer-rewards/lookup`, {
      headers: admin(origin),
      params: { code, locale: 'en' },
    }),
  );
}

/** A photo no other upload has (random colours), receipt-sized. */
async function receiptJpeg(): Promise<Buffer> {
  const grid = { width: 12, height: 16, channels: 3 } as const;
  const raw = Buffer.alloc(grid.width * grid.height * grid.channels);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: grid })
    .resize(600, 800, { fit: 'fill', kernel: 'cubic' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

let shopId: number | null = null;

/** A shop that takes part in the programme: one of the demo member's receipts names it. */
async function loyaltyShop(request: APIRequestContext): Promise<number> {
  if (shopId) return shopId;
  const page = await ok<{ data: { company_id: number }[] }>(
    await request.get(`${API}/v1/admin/receipts`, {
      headers: admin(BETA),
      params: { status: 'approved', per_page: 1 },
    }),
  );
  shopId = page.data[0]!.company_id;
  return shopId;
}

/** A receipt over the demo's auto-approve limit (CZK 2,000): it waits for the staff. */
export async function pendingReceipt(
  request: APIRequestContext,
  member: Member,
): Promise<{ id: number; number: string }> {
  const number = unique('E2E').toUpperCase();
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const receipt = await ok<{ id: number; status: string }>(
    await request.post(`${API}/v1/me/receipts`, {
      headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
      multipart: {
        company_id: String(await loyaltyShop(request)),
        amount: '2500.00',
        purchased_at: day,
        receipt_number: number,
        image: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await receiptJpeg() },
      },
    }),
  );
  expect(receipt.status).toBe('pending');
  return { id: receipt.id, number };
}

/** A receipt's state as the staff key reads it. */
export async function receiptState(
  request: APIRequestContext,
  id: number,
): Promise<{ status: string; reject_reason: string | null } | undefined> {
  for (const status of ['approved', 'rejected', 'pending'] as const) {
    const page = await ok<{ data: { id: number; status: string; reject_reason: string | null }[] }>(
      await request.get(`${API}/v1/admin/receipts`, {
        headers: admin(BETA),
        params: { status, per_page: 100 },
      }),
    );
    const found = page.data.find((r) => r.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A staff session made through the API (the owner invites, the invitation is accepted). */
export async function staffToken(
  request: APIRequestContext,
  origin: string,
  credentials: { email: string; password: string } = DEMO_OWNER,
): Promise<string> {
  const session = await ok<{ token: string }>(
    await request.post(`${API}/v1/staff/login`, { headers: { Origin: origin }, data: credentials }),
  );
  return session.token;
}

/** Signs in through the console's form. */
export async function signIn(
  page: Page,
  origin: string,
  credentials: { email: string; password: string } = DEMO_OWNER,
): Promise<void> {
  await page.goto(`${origin}/console/`);
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(credentials.email);
}

/**
 * Fails the test when a console page reported a Content-Security-Policy or Permissions-Policy
 * problem (the console's headers differ from the site's: camera, WebAssembly).
 */
export async function watchPolicies(context: BrowserContext): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding('__consolePolicy', (_source, text: string) => problems.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>).__consolePolicy;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} (${event.documentURI})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}
