import { expect, test as base } from '@playwright/test';

import { outboxLink, watchPolicies } from './helpers';
import { auditEntries, invitedStaff, openSignedIn } from './staff';
import { API, BETA } from './stack';

const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

test('a staff member changes their own password: the current one first, other sessions end', async ({
  page,
  request,
}) => {
  const staff = await invitedStaff(request, BETA, 'desk');
  await openSignedIn(page, request, BETA, '/account', staff);
  const form = page.getByTestId('own-password');
  await expect(form.getByRole('heading', { name: 'Password' })).toBeVisible();

  await form.getByLabel('Current password').fill('Not-My-Password-1');
  await form.getByLabel('New password').fill('Willow-Comet-Harbour-62');
  await form.getByLabel('The password again').fill('Willow-Comet-Harbour-26');
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByText('The two passwords are not the same.')).toBeVisible();

  await form.getByLabel('The password again').fill('Willow-Comet-Harbour-62');
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByText('The password is not right.')).toBeVisible();

  await form.getByLabel('Current password').fill(staff.password);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByTestId('own-password-changed')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // The session made when the member was invited has ended; this page's session goes on.
  const old = await request.get(`${API}/v1/staff/me`, {
    headers: { Origin: BETA, Authorization: `Bearer ${staff.token}` },
  });
  expect(old.status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toContainText(staff.email);
  const signIn = (password: string) =>
    request.post(`${API}/v1/staff/login`, {
      headers: { Origin: BETA },
      data: { email: staff.email, password },
    });
  expect((await signIn(staff.password)).status()).toBe(422);
  expect((await signIn('Willow-Comet-Harbour-62')).status()).toBe(200);
  const audited = await auditEntries(request, BETA, 'staff.password');
  expect(audited[0]?.actor.label).toContain(staff.email);
});

test('a forgotten password: the e-mailed link sets a new one once, then the member signs in', async ({
  page,
  request,
}) => {
  const staff = await invitedStaff(request, BETA, 'support');
  await page.goto(`${BETA}/console/sign-in`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('E-mail').press('Enter');
  await expect(page.getByRole('status')).toContainText(staff.email);

  const link = await outboxLink(request, staff.email, '/console/reset-password');
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('Amber-Falcon-Crosses-35');
  await page.getByLabel('The password again').fill('Amber-Falcon-Crosses-35');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  // The link works once; the invitation's session ended with the reset.
  await page.goto(link.href);
  await page
    .getByRole('textbox', { name: 'New password', exact: true })
    .fill('Amber-Falcon-Crosses-53');
  await page.getByLabel('The password again').fill('Amber-Falcon-Crosses-53');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('used already or has expired');
  const old = await request.get(`${API}/v1/staff/me`, {
    headers: { Origin: BETA, Authorization: `Bearer ${staff.token}` },
  });
  expect(old.status()).toBe(401);

  await page.goto(`${BETA}/console/sign-in`);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill('Amber-Falcon-Crosses-35');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toContainText(staff.email);
  const audited = await auditEntries(request, BETA, 'staff.password.reset');
  expect(audited[0]?.actor.label).toContain(staff.email);
});
