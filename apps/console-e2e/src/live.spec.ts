import { expect, type Page, test as base } from '@playwright/test';

import { newMember, pendingReceipt, signIn, watchPolicies } from './helpers';
import { API, BETA } from './stack';

// Live updates (docs/console.md): the open receipts queue and support inbox refresh on the mall's
// staff channel (private-staff-{tenantId}) without a reload, well before their fallback poll
// (15 s and 20 s while not connected, 60 s while live).
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

/** Resolves when the console's pusher-js was granted the mall's staff channel. */
function staffChannelGranted(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/broadcasting/auth') &&
      (response.request().postData() ?? '').includes('channel_name=private-staff-beta') &&
      response.status() === 200,
  );
}

test('receipts: a receipt a member submits appears in the open queue without a reload', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const granted = staffChannelGranted(page);
  await signIn(page, BETA);
  await expect(page.getByRole('heading', { name: 'Receipts to check' })).toBeVisible();
  await granted;
  await expect(page.getByTestId('live-mark')).toHaveText('Live');
  // The queue has loaded (a list or its empty state) before the receipt exists.
  await expect(page.getByText('Loading…')).toHaveCount(0);

  const receipt = await pendingReceipt(request, member);
  await expect(page.getByText(`#${receipt.id}`, { exact: true })).toBeVisible({ timeout: 5_000 });
});

test('support inbox: a member’s message appears in the open inbox without a reload', async ({
  page,
  request,
}) => {
  const name = `Live${Date.now()}`;
  const member = await newMember(request, BETA, name);
  const granted = staffChannelGranted(page);
  await signIn(page, BETA);
  await granted;
  await page
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('link', { name: 'Support inbox' })
    .click();
  await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await expect(page.getByTestId('live-mark')).toHaveText('Live');
  await expect(page.getByText('Loading…')).toHaveCount(0);

  const sent = await request.post(`${API}/v1/messages`, {
    headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
    data: { body: `Is the cinema open on Monday? (${name})` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(
    page
      .getByRole('list', { name: 'Conversations, unread first' })
      .getByRole('button', { name: new RegExp(name) }),
  ).toBeVisible({ timeout: 5_000 });
});
