import { expect, test as base } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { outboxLink, signIn, staffToken, watchPolicies } from './helpers';
import { API, BETA } from './stack';

const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

/** The authenticator app: RFC 6238 with the parameters of the API's otpauth:// URI. */
function codeAt(secret: string, at: number): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at });
}

test('two-step sign-in: turned on with the password, recovery codes, an owner resets it', async ({
  page,
  request,
}) => {
  // A support member of its own (the demo owner is shared by the other tests).
  const owner = await staffToken(request, BETA);
  const email = `totp-${Date.now()}@example.com`;
  const password = 'Amber-Quarry-Whistle-58';
  const invited = await request.post(`${API}/v1/staff/invite`, {
    headers: { Origin: BETA, Authorization: `Bearer ${owner}` },
    data: { email, role: 'support' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await outboxLink(request, email, 'accept-invite')).searchParams.get('token');
  const accepted = await request.post(`${API}/v1/staff/accept`, {
    headers: { Origin: BETA },
    data: { token, password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await signIn(page, BETA, { email, password });
  await page.getByTestId('signed-in-as').click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  // The password first: a session alone cannot turn it on (and lock the person out).
  const totpCard = page.getByTestId('totp');
  await totpCard.getByLabel('Your password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(totpCard.getByText('The password is not right.')).toBeVisible();
  await totpCard.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('That code is not right. Try the current one.')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  // Ten recovery codes, shown once; "saved" has the focus.
  const codes = page.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  expect(recovery).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
  const saved = page.getByRole('button', { name: 'I have saved the codes' });
  await expect(saved).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  await expect(page.getByTestId('recovery-codes-left')).toContainText(
    '10 of 10 recovery codes left.',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeFocused();
  // The confirming code's time step is spent (no replay): the app's next code, accepted one step
  // early for clock drift.
  await code.fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);

  // A lost phone: a recovery code instead, good once.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  await page.getByLabel('Recovery code').fill(recovery.toLowerCase());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recovery);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('That recovery code is not right or was used already.'),
  ).toBeVisible();

  // The owner sees the colleague's state and resets it; the colleague is told by e-mail.
  await signIn(page, BETA);
  await page
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('link', { name: 'Staff' })
    .click();
  // The used recovery code sent again is among the refused sign-ins, counted.
  const refusals = page.getByTestId('sign-in-refusals');
  await expect(refusals.getByRole('row').filter({ hasText: email })).toContainText('wrong code');
  const row = page.locator(`[data-testid="staff-row"][data-email="${email}"]`);
  await expect(row.getByTestId('two-step-state')).toHaveText('Two-step on · 9 codes left');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Reset two-step' }).click();
  await expect(row.getByTestId('two-step-state')).toHaveText('Two-step off');
  await expect(row.getByRole('button', { name: 'Reset two-step' })).toHaveCount(0);
  const mails = await request.get(`${API}/dev/outbox.json`, { params: { to: email, limit: 5 } });
  expect(await mails.text()).toContain('Two-step sign-in changed');
});
