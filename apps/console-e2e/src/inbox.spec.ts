import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

import { type Member, newMember, staffToken, watchPolicies } from './helpers';
import { API, BETA, DEV_ADMIN_KEY, HARFA } from './stack';
import { invitedStaff, openSignedIn } from './staff';

// The support inbox's open conversation (docs/console.md): the whole thread, oldest first, the
// member's and the mall's messages told apart, live on `message.received`, earlier messages on
// request; the roles and malls that may not read it are refused by the API.
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

const memberWrites = async (request: APIRequestContext, member: Member, body: string) => {
  const sent = await request.post(`${API}/v1/messages`, {
    headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
    data: { body },
  });
  expect(sent.status(), await sent.text()).toBe(201);
};

/** Resolves when the console's pusher-js was granted the mall's staff channel. */
const staffChannelGranted = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/broadcasting/auth') &&
      (response.request().postData() ?? '').includes('channel_name=private-staff-beta') &&
      response.status() === 200,
  );

test('a support member reads the whole conversation, replies from the keyboard and sees the member’s next message live', async ({
  page,
  request,
}) => {
  const name = `Thread${Date.now()}`;
  const member = await newMember(request, BETA, name);
  const question = `Can I park overnight? (${name})`;
  await memberWrites(request, member, question);
  const support = await invitedStaff(request, BETA, 'support');

  const granted = staffChannelGranted(page);
  await openSignedIn(page, request, BETA, '/inbox', support);
  await granted;
  await expect(page.getByTestId('live-mark')).toHaveText('Live');

  // Chosen from the keyboard: the conversation's button takes the focus, Enter opens it.
  const item = page
    .getByRole('list', { name: 'Conversations, unread first' })
    .getByRole('button', { name: new RegExp(name) });
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('aria-current', 'true');

  const log = page.getByRole('log', { name: `Conversation with ${name} Receipt` });
  const messages = log.getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toHaveAttribute('data-author', 'member');
  await expect(messages.nth(0)).toContainText(`${name} Receipt (member)`);
  await expect(messages.nth(0)).toContainText(question);
  await expect(messages.nth(0)).toContainText('Not answered yet');
  await expect(messages.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(messages.nth(1)).toHaveAttribute('data-author', 'automatic');
  await expect(messages.nth(1)).toContainText('Automatic reply');
  await expect(page.getByTestId('thread-count')).toHaveText('Messages: 2');

  // The reply box below the thread, sent with Ctrl+Enter: the reply joins the thread, named.
  const answer = `Yes, on level -2. (${name})`;
  await page.getByLabel('Reply').fill(answer);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Sent.')).toBeVisible();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(2)).toHaveAttribute('data-author', 'staff');
  await expect(messages.nth(2)).toContainText(`${support.email} (staff)`);
  await expect(messages.nth(2)).toContainText(answer);
  await expect(messages.nth(0)).not.toContainText('Not answered yet');

  // The member writes again: the open thread shows it without a reload, last, in view.
  const followUp = `Thank you! And is it free? (${name})`;
  await memberWrites(request, member, followUp);
  await expect(messages).toHaveCount(4, { timeout: 5_000 });
  await expect(messages.nth(3)).toHaveAttribute('data-author', 'member');
  await expect(messages.nth(3)).toContainText(followUp);
  await expect(messages.nth(3)).toBeInViewport();

  // The log takes the keyboard's focus (to scroll it with the arrow keys).
  await log.focus();
  await expect(log).toBeFocused();
});

test('a long conversation shows the latest 50 and the earlier ones on request; a failed load offers a retry', async ({
  page,
  request,
}) => {
  const name = `Long${Date.now()}`;
  const member = await newMember(request, BETA, name);
  await memberWrites(request, member, `The very first question (${name})`);
  // 55 replies from the mall through the automation key (named in the thread by its label).
  for (let n = 1; n <= 55; n++) {
    const reply = await request.post(`${API}/v1/admin/messages`, {
      headers: { Origin: BETA, 'X-Admin-Key': DEV_ADMIN_KEY },
      data: { customer_id: member.id, body: `Answer ${n}` },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }

  // The thread's first load fails (with the console's two retries of a 5xx): the error state's
  // "Try again" loads it.
  let failures = 0;
  await page.route(`**/v1/admin/members/${member.id}/messages*`, async (route) => {
    if (failures++ < 3) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'Server Error' }),
      });
    } else {
      await route.continue();
    }
  });
  await openSignedIn(page, request, BETA, '/inbox');
  await page
    .getByRole('list', { name: 'Conversations, unread first' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await page.getByRole('button', { name: 'Try again' }).click();

  const log = page.getByRole('log', { name: `Conversation with ${name} Receipt` });
  const messages = log.getByRole('listitem');
  await expect(messages).toHaveCount(50);
  await expect(page.getByTestId('thread-count')).toHaveText('Messages: 57 Showing the latest 50.');
  await expect(messages.last()).toContainText('Answer 55');
  await expect(messages.last()).toContainText('key:deployment (staff)');
  await expect(messages.first()).toContainText('Answer 6');
  await expect(log).not.toContainText('The very first question');

  await page.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(messages).toHaveCount(57);
  await expect(messages.first()).toContainText(`The very first question (${name})`);
  await expect(messages.nth(1)).toContainText('Automatic reply');
  await expect(page.getByTestId('thread-count')).toHaveText('Messages: 57');
  await expect(page.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
});

test('the desk role and another mall cannot read a conversation', async ({ page, request }) => {
  const member = await newMember(request, BETA, `Private${Date.now()}`);
  const secret = `My card number is in this message (${member.email})`;
  await memberWrites(request, member, secret);
  const path = `${API}/v1/admin/members/${member.id}/messages`;

  // A desk member: no inbox in the console, 403 from the API.
  const desk = await invitedStaff(request, BETA, 'desk');
  const asDesk = await request.get(path, {
    headers: { Origin: BETA, Authorization: `Bearer ${desk.token}` },
  });
  expect(asDesk.status()).toBe(403);
  expect(await asDesk.text()).not.toContain(secret);
  await openSignedIn(page, request, BETA, '/inbox', desk);
  await expect(page.getByText('Your role does not include this area.')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // Harfa's owner and support: the beta member is no member of theirs (404).
  const harfaSupport = await invitedStaff(request, HARFA, 'support');
  for (const token of [await staffToken(request, HARFA), harfaSupport.token]) {
    const atHarfa = await request.get(path, {
      headers: { Origin: HARFA, Authorization: `Bearer ${token}` },
    });
    expect(atHarfa.status()).toBe(404);
    expect(await atHarfa.text()).not.toContain(secret);
  }
  // Beta's own owner reads it.
  const asOwner = await request.get(path, {
    headers: { Origin: BETA, Authorization: `Bearer ${await staffToken(request, BETA)}` },
  });
  expect(asOwner.status()).toBe(200);
  expect(await asOwner.text()).toContain(secret);
});
