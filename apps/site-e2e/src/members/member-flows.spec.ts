import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { API, BETA } from '../tenants';
import {
  authRequest,
  readableReceiptJpeg,
  receiptJpeg,
  shopCompanyNumber,
  signInWithToken,
  storedToken,
  today,
  verifiedMember,
} from './members-helpers';

/**
 * The member features beyond the journey (issue 8), on a phone: every receipt outcome, the profile
 * picture, changing the password, deleting the account and the support chat's live messages.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The local demo's staff key (the API falls back to it outside production, docs/loyalty.md). */
const ADMIN = { Origin: BETA, 'X-Admin-Key': 'atrium-dev-admin-key' };

type ReceiptInput = { amount: string; number: string; image: Buffer };

/** Uploads through the form at the first shop listed; returns that shop's id. */
async function uploadReceipt(page: Page, receipt: ReceiptInput) {
  await page.goto(`${BETA}/en/get-points`);
  const shop = page.getByLabel('Shop');
  await expect(shop.locator('option').nth(1)).toBeAttached();
  await shop.selectOption({ index: 1 });
  const shopId = await shop.inputValue();
  await page.getByLabel('Amount (CZK)').fill(receipt.amount);
  await page.getByLabel('Purchase date').fill(today());
  await page.getByLabel('Receipt number').fill(receipt.number);
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: receipt.image,
  });
  await expect(page.getByRole('img', { name: 'Preview of receipt.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload the receipt' }).click();
  return shopId;
}

/** The id of the first shop the upload form lists. */
async function firstShopId(page: Page) {
  await page.goto(`${BETA}/en/get-points`);
  const shop = page.getByLabel('Shop');
  await expect(shop.locator('option').nth(1)).toBeAttached();
  return shop.locator('option').nth(1).getAttribute('value') as Promise<string>;
}

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return authRequest(() =>
    request.post(`${API}/v1/login`, { headers: { Origin: BETA }, data: { email, password } }),
  );
}

// Each test registers a member: beside the other specs that can wait for the auth rate limit.
test.describe.configure({ timeout: 120_000 });

test('receipt outcomes: approved once read, pending, duplicate, the same receipt again, rejected with the reason live', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'outcomes');
  await signInWithToken(page, member.token);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const number = `OK-${Date.now()}`;
  const companyNumber = await shopCompanyNumber(request, await firstShopId(page));
  // A photo the API reads: its IČO, today's date and the total confirm what is entered.
  const photo = await readableReceiptJpeg({ companyNumber, total: 30_000, number });
  const small = { amount: '300', number, image: photo };

  // Up to CZK 2,000 the demo rules approve once the reading confirms it (docs/loyalty.md).
  await uploadReceipt(page, small);
  await expect(page.getByTestId('receipt-outcome')).toHaveText(
    /Receipt received and waiting for approval\./,
  );

  // The same receipt again (shop, number, date): refused, not counted twice.
  await uploadReceipt(page, { ...small, image: await receiptJpeg() });
  await expect(page.getByRole('alert').filter({ hasText: 'already been submitted' })).toHaveText(
    /This receipt has already been submitted .* It was not counted again\./,
  );

  // Above the auto-approve limit: waits for the staff.
  const big = { amount: '2500', number: `BIG-${Date.now()}`, image: await receiptJpeg() };
  await uploadReceipt(page, big);
  await expect(page.getByTestId('receipt-outcome')).toHaveText(
    /Receipt received and waiting for approval\./,
  );

  // The same receipt under another number: once read (the same shop, day, time and total), it
  // waits for the staff as a copy, which the receipts page says.
  await uploadReceipt(page, { amount: '300', number: `PHOTO-${Date.now()}`, image: photo });
  await expect(page.getByTestId('receipt-outcome')).toHaveText(
    /Receipt received and waiting for approval\./,
  );

  // The receipts page shows each state; a staff rejection arrives while it is open.
  await page.goto(`${BETA}/en/receipts`);
  const bigRow = page.getByTestId('receipt-row').filter({ hasText: big.number });
  await expect(bigRow).toContainText('Waiting for approval');
  await expect(page.getByTestId('receipt-row').filter({ hasText: small.number })).toContainText(
    'Approved',
    { timeout: 20_000 },
  );
  // A held receipt changes nothing for the member, so no event: the page shows it when loaded.
  const copyRow = page
    .getByTestId('receipt-row')
    .filter({ hasText: 'This receipt may have been submitted before' });
  await expect(async () => {
    await page.reload();
    await expect(copyRow).toContainText('Waiting for approval', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The rejection is sent once the page receives the member's events (an earlier one is read
  // again on subscribing, without the notification).
  await expect(page.locator('html[data-member-channel="subscribed"]')).toBeAttached();
  const list = await request.get(`${API}/v1/admin/receipts?per_page=48`, { headers: ADMIN });
  expect(list.ok(), await list.text()).toBe(true);
  const pending = (
    (await list.json()) as { data: { data: { id: number; receipt_number: string }[] } }
  ).data.data;
  const id = pending.find((r) => r.receipt_number === big.number)?.id;
  expect(id).toBeDefined();
  // Staff reject with a reason code (translated by the site) and a note of their own.
  const note = 'The total is covered by a thumb.';
  const rejected = await request.post(`${API}/v1/admin/receipts/${id}/reject`, {
    headers: ADMIN,
    data: { reason: 'unreadable', note },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  await expect(bigRow).toContainText('Rejected', { timeout: 20_000 });
  await expect(bigRow).toContainText('The photo of the receipt cannot be read.');
  await expect(bigRow).toContainText(note);
  await expect(page.getByText('Receipt rejected', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('profile picture with a preview, then a new password', async ({ page, request }) => {
  const member = await verifiedMember(request, 'picture');
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/profile`);

  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await receiptJpeg(),
  });
  await expect(page.getByRole('img', { name: 'Preview of the new picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save the picture' }).click();
  await expect(page.getByText('Your picture has been saved.', { exact: true })).toBeVisible();
  const saved = page.getByRole('img', { name: 'Your picture' });
  await expect(saved).toHaveAttribute('src', /^http/);
  // The picture the API stores loads (not the local preview).
  await expect
    .poll(() => saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // A wrong current password is refused under its field; then the change works.
  const form = page.getByRole('form', { name: 'Change the password' });
  await form.getByLabel('Current password').fill('Wrong12345');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Copper-Lantern-58');
  await form.getByLabel('Repeat the new password').fill('Copper-Lantern-58');
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Current password').fill(member.password);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(
    page.getByText('Your password has been changed. Other devices were signed out.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
  expect((await apiLogin(request, member.email, 'Copper-Lantern-58')).status()).toBe(200);
  expect((await apiLogin(request, member.email, member.password)).status()).toBe(422);
});

test('delete the account: asks for the password, then signs out and the login is gone', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'delete');
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/profile`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete the account' }).click();
  await expect(dialog.getByText('Enter your password to delete the account.')).toBeVisible();

  await dialog.getByLabel('Password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete the account' }).click();
  await expect(
    page.getByText('Your account and its data have been deleted.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
  expect(await storedToken(page)).toBeNull();
  expect((await apiLogin(request, member.email, member.password)).ok()).toBe(false);
});

test('support chat: a message and the mall reply appear live in another tab', async ({
  page,
  context,
  request,
}) => {
  const member = await verifiedMember(request, 'chat');
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/support`);
  const watcher = await context.newPage();
  await watcher.goto(`${BETA}/en/support`);
  const watched = watcher.getByRole('log', { name: 'Messages' });
  await expect(watched.getByText('No messages yet')).toBeVisible();

  await page.getByLabel('Your message').fill('Is there a baby changing room?');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your message')).toHaveValue('');

  // The other tab never reloads: the realtime message.created brings both messages.
  await expect(watched.locator('li[data-from="me"]')).toHaveText(
    /Is there a baby changing room\?/,
    { timeout: 20_000 },
  );
  await expect(watched.locator('li[data-from="them"]')).toContainText('Thank you for your message');
});

test('support chat: a reply the staff send from their inbox arrives live in the open chat', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'staff-reply');
  const profile = await request.get(`${API}/v1/me/profile`, {
    headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
  });
  const { id } = ((await profile.json()) as { data: { id: number } }).data;
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/support`);
  const thread = page.getByRole('log', { name: 'Messages' });
  await expect(thread.getByText('No messages yet')).toBeVisible();

  const reply = await request.post(`${API}/v1/admin/messages`, {
    headers: ADMIN,
    data: { customer_id: id, body: 'The baby changing room is next to the food court.' },
  });
  expect(reply.status()).toBe(201);
  await expect(thread.locator('li[data-from="them"]')).toHaveText(/next to the food court/, {
    timeout: 20_000,
  });
});
