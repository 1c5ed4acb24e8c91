import { expect, type Page, test as base } from '@playwright/test';

import {
  deskCard,
  newMember,
  outboxLink,
  pendingReceipt,
  receiptState,
  rewardCode,
  signIn,
  staffToken,
  watchPolicies,
} from './helpers';
import { API, BETA, DEMO_OWNER, HARFA } from './stack';

// Every test fails on a Content-Security-Policy or Permissions-Policy report of its pages.
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' });

async function redeem(page: Page, code: string) {
  const input = page.getByLabel('Reward code');
  await input.fill(code);
  await input.press('Enter');
}

test('sign-in: a wrong password is refused, the owner sees every area and signs out', async ({
  page,
}) => {
  await page.goto(`${BETA}/console/`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByTestId('mall-name')).toContainText('Console of');
  await page.getByLabel('E-mail').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or the password is not right.');

  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${BETA}/console/receipts`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(`${DEMO_OWNER.email} · Owner`);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Receipts',
    'Desk',
    'Members',
    'Support inbox',
    'Content',
    'Staff',
    'Settings',
  ]);

  // The language is the staff member's choice, kept across reloads.
  await page.getByLabel('Language').selectOption('cs');
  await expect(
    page.getByRole('navigation', { name: 'Oblasti' }).getByRole('link').first(),
  ).toHaveText('Účtenky');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
  await page.getByLabel('Jazyk').selectOption('en');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.goto(`${BETA}/console/desk`);
  await expect(page).toHaveURL(`${BETA}/console/sign-in`);
});

test('an invited desk member chooses a password, redeems a typed code once and sees no owner areas', async ({
  page,
  request,
}) => {
  // The owner invites on the Staff page; the invitation waits in the list and the audit log.
  const email = `desk-${Date.now()}@example.com`;
  await signIn(page, BETA);
  await nav(page).getByRole('link', { name: 'Staff' }).click();
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Name').fill('Dora Desk');
  await invite.getByLabel('Role').selectOption('desk');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByTestId('invited')).toHaveText(
    `Invitation sent to ${email}. The link works once, for 7 days.`,
  );
  const row = page.locator(`[data-testid="staff-row"][data-email="${email}"]`);
  await expect(row).toContainText('Invited');
  await expect(page.getByRole('table').getByText('staff.invite').first()).toBeVisible();
  // The audit log narrows by action (and by who, and since a day).
  const auditFilter = page.getByRole('search', { name: 'Filter the audit log' });
  await auditFilter.getByLabel('Action').fill('no.such.action');
  await expect(page.getByText('No entries match.')).toBeVisible();
  await auditFilter.getByLabel('Action').fill('staff.invite');
  await expect(page.getByTestId('audit-log').locator('tbody tr').first()).toContainText(
    'staff.invite',
  );
  const link = await outboxLink(request, email, 'accept-invite');
  expect(link.origin).toBe(BETA);
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible();
  await page.getByLabel('New password').fill('Copper-Lantern-Drift-73');
  await page.getByLabel('The password again').fill('Copper-Lantern-Drift-73');
  await page.getByRole('button', { name: 'Save the password and sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(`${email} · Desk`);
  await expect(nav(page).getByRole('link')).toHaveText(['Receipts', 'Desk', 'Members']);

  // Desk: looked up (the card), redeemed by a deliberate press, then used; unknown codes too.
  const member = await newMember(request);
  const code = await rewardCode(request, member);
  const card = await deskCard(request, code);
  await nav(page).getByRole('link', { name: 'Desk' }).click();
  await redeem(page, code.toLowerCase().replaceAll('-', ' '));
  const result = page.getByTestId('redeem-result');
  await expect(result).toHaveAttribute('data-outcome', 'valid');
  await expect(result.getByTestId('desk-reward')).toHaveText(card.reward!.title);
  await expect(result.getByTestId('desk-member')).toHaveText(
    `For Rita Receipt (member #${member.id})`,
  );
  expect((await deskCard(request, code)).status).toBe('active');
  // The first answer is lost on the way back (the server redeemed): the desk asks again with
  // the same key and is told for certain that this request redeemed it.
  let lost = 0;
  await page.route('**/v1/admin/customer-rewards/use', async (route) => {
    if (lost++ === 0) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await result.getByRole('button', { name: 'Redeem' }).click();
  await expect(result).toHaveAttribute('data-outcome', 'used-now');
  await expect(result).toContainText('Valid — redeemed now');
  await expect(result).toContainText(code);
  expect(lost).toBe(2);
  await page.unroute('**/v1/admin/customer-rewards/use');
  await redeem(page, code);
  await expect(result).toHaveAttribute('data-outcome', 'already-used');
  await expect(result).toContainText('Already used');
  await expect(result.getByTestId('desk-used')).toContainText('by Dora Desk');
  await redeem(page, 'ABCD-EFGH-JKLM');
  await expect(result).toHaveAttribute('data-outcome', 'unknown');
  // A visitor bringing Galerie Harfa's reward to beta's desk: another mall's, not unknown.
  const harfaCode = await rewardCode(request, await newMember(request, HARFA), HARFA);
  await redeem(page, harfaCode);
  await expect(result).toHaveAttribute('data-outcome', 'other-mall');
  await expect(result).toContainText("Another mall's reward");
  await redeem(page, 'ABC');
  await expect(
    page.getByText('A reward code has 12 characters, like ABCD-EFGH-JKLM.'),
  ).toBeVisible();

  // The owner's and support's areas are not the desk's: the console says so, the API refuses.
  await page.goto(`${BETA}/console/inbox`);
  await expect(page.getByText('Your role does not include this area.')).toBeVisible();
  const desk = await staffToken(request, BETA, { email, password: 'Copper-Lantern-Drift-73' });
  const headers = { Origin: BETA, Authorization: `Bearer ${desk}` };
  for (const path of ['/v1/staff/audit', '/v1/staff/members', '/v1/admin/messages']) {
    expect((await request.get(`${API}${path}`, { headers })).status(), path).toBe(403);
  }
  const byDesk = await request.post(`${API}/v1/staff/invite`, {
    headers,
    data: { email: `x-${Date.now()}@example.com`, role: 'owner' },
  });
  expect(byDesk.status()).toBe(403);
});

test('receipts: approve with the keyboard, reject with a reason and a note', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const first = await pendingReceipt(request, member);
  const second = await pendingReceipt(request, member);
  await signIn(page, BETA);
  await expect(page.getByRole('heading', { name: 'Receipts to check' })).toBeVisible();

  const item = (id: number) =>
    page
      .getByRole('list', { name: 'Waiting receipts, oldest first' })
      .getByRole('button')
      .filter({ has: page.getByText(`#${id}`, { exact: true }) });
  await item(first.id).click();
  await expect(page.getByRole('heading', { name: `Receipt #${first.id}` })).toBeVisible();
  await expect(page.getByTestId('receipt-photo')).toBeVisible();
  await page.keyboard.press('a');
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${first.id} approved` }),
  ).toBeVisible();
  await expect(item(first.id)).toHaveCount(0);
  expect((await receiptState(request, first.id))?.status).toBe('approved');

  await item(second.id).click();
  await page.getByRole('button', { name: 'Reject… (r)' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject receipt #${second.id}` });
  await dialog.getByLabel('Reason').selectOption('amount-mismatch');
  await dialog.getByLabel('Note for the member').fill('The total on the photo is 250.00.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${second.id} rejected.` }),
  ).toBeVisible();
  await expect(item(second.id)).toHaveCount(0);
  expect(await receiptState(request, second.id)).toMatchObject({
    status: 'rejected',
    reject_reason: 'amount-mismatch',
  });
});

test('members: found by e-mail; a bonus and a correction are ledger rows the member sees', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await signIn(page, BETA);
  await nav(page).getByRole('link', { name: 'Members' }).click();
  const search = page.getByLabel('Name, e-mail, phone or member number');
  await search.fill('nobody@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No member of this mall matches')).toBeVisible();
  await search.fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByTestId('member-results').getByRole('link', { name: 'Rita Receipt' }).click();
  await expect(page.getByRole('heading', { name: `Rita Receipt (#${member.id})` })).toBeVisible();
  await expect(page.getByTestId('member-balance')).toHaveText('0');

  const adjust = page.getByRole('form', { name: 'Adjust points' });
  await adjust.getByLabel('Points (+ or −)').fill('50');
  await adjust.getByRole('button', { name: 'Add the ledger row' }).click();
  await expect(adjust.getByText('Say why in the reason note')).toBeVisible();
  await adjust.getByLabel('Kind').selectOption('bonus');
  await adjust.getByLabel('Reason').fill('Welcome bonus at the desk');
  await adjust.getByRole('button', { name: 'Add the ledger row' }).click();
  await expect(adjust.getByTestId('adjusted-balance')).toHaveText(
    'Done: the balance is now 50 points.',
  );
  await adjust.getByLabel('Points (+ or −)').fill('-20');
  await adjust.getByLabel('Kind').selectOption('adjustment');
  await adjust.getByLabel('Reason').fill('Counted twice');
  await adjust.getByRole('button', { name: 'Add the ledger row' }).click();
  await expect(adjust.getByTestId('adjusted-balance')).toHaveText(
    'Done: the balance is now 30 points.',
  );
  await expect(page.getByTestId('member-balance')).toHaveText('30');
  await expect(page.getByTestId('member-points').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('member-points').getByRole('listitem').first()).toContainText(
    '-20 · Correction',
  );
  await expect(page.getByTestId('member-points').getByRole('listitem').first()).toContainText(
    'By Olga Owner: Counted twice',
  );

  const points = await request.get(`${API}/v1/me/points`, {
    headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
  });
  expect(((await points.json()) as { data: { balance: number } }).data.balance).toBe(30);
});

test("support inbox: the member's message, a reply the member reads", async ({ page, request }) => {
  const name = `Ines${Date.now()}`;
  const member = await newMember(request, BETA, name);
  const headers = { Origin: BETA, Authorization: `Bearer ${member.token}` };
  const question = `Where do I find the parking ticket machine? (${name})`;
  const sent = await request.post(`${API}/v1/messages`, { headers, data: { body: question } });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, BETA);
  await nav(page).getByRole('link', { name: 'Support inbox' }).click();
  await page
    .getByRole('list', { name: 'Conversations, unread first' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name: `${name} Receipt` })).toBeVisible();
  const answer = `Level -1, beside the lifts. (${name})`;
  await page.getByLabel('Reply').fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Sent.')).toBeVisible();

  const all = await request.get(`${API}/v1/messages/all`, { headers });
  expect(JSON.stringify(await all.json())).toContain(answer);
});

test("another mall's staff see nothing of this mall", async ({ page, request }) => {
  const member = await newMember(request);
  const receipt = await pendingReceipt(request, member);
  const code = await rewardCode(request, member);

  // A beta session is no session at harfa.
  const beta = await staffToken(request, BETA);
  const atHarfa = await request.get(`${API}/v1/admin/receipts`, {
    headers: { Origin: HARFA, Authorization: `Bearer ${beta}` },
  });
  expect(atHarfa.status()).toBe(401);

  // Harfa's owner (the demo owner of that mall) signs in to harfa's console.
  await signIn(page, HARFA);
  await expect(page.getByRole('heading', { name: 'Receipts to check' })).toBeVisible();
  await expect(page.getByTestId('queue-count')).toBeVisible();
  await expect(page.getByText(`#${receipt.id}`, { exact: true })).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Desk' }).click();
  await redeem(page, code);
  // Told apart from an unknown code, and nothing more of it is shown.
  await expect(page.getByTestId('redeem-result')).toHaveAttribute('data-outcome', 'other-mall');

  // The code is still good at beta: harfa's attempt used nothing.
  const stillActive = await request.get(`${API}/v1/me/customer-rewards`, {
    headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
  });
  const rewards = (
    (await stillActive.json()) as {
      data: { data: { code: string; used_at: string | null }[] };
    }
  ).data.data;
  const reward = rewards.find((r) => r.code === code);
  expect(reward).toBeDefined();
  expect(reward?.used_at).toBeNull();
});
