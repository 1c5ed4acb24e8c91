import { expect, type Page, test } from '@playwright/test';

import { newMember, pendingReceipt, signIn } from './helpers';
import { BETA } from './stack';

/**
 * Staff at volume (docs/console.md "Members", "Receipts"): a member found by part of a name typed
 * without diacritics, and the receipt queue narrowed to one member, decided with the keyboard,
 * then found among the approved receipts and the past decisions, by name.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Areas' });

/** A name no other test's member has, with a letter the search folds (Ž → z). */
const uniqueName = (base: string) =>
  `${base}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('members: found by part of the name without diacritics, shown by name', async ({
  page,
  request,
}) => {
  const first = uniqueName('Žofie');
  const member = await newMember(request, BETA, first);
  await signIn(page, BETA);
  await nav(page).getByRole('link', { name: 'Members' }).click();
  const search = page.getByLabel('Name, e-mail, phone or member number');
  await search.fill(first.toLowerCase().replace('ž', 'z'));
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByTestId('member-results');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText(`#${member.id}`);
  await results.getByRole('link', { name: `${first} Receipt` }).click();
  await expect(
    page.getByRole('heading', { name: `${first} Receipt (#${member.id})` }),
  ).toBeVisible();
  await expect(page.getByTestId('member-tier')).not.toHaveText('silver');
});

test('receipts: narrowed to a member, approved with the keyboard, then among the decisions', async ({
  page,
  request,
}) => {
  const first = uniqueName('Lucie');
  const member = await newMember(request, BETA, first);
  const other = await newMember(request, BETA, uniqueName('Otto'));
  const receipt = await pendingReceipt(request, member);
  const second = await pendingReceipt(request, member);
  await pendingReceipt(request, other);

  await signIn(page, BETA);
  await nav(page).getByRole('link', { name: 'Receipts' }).click();
  await expect(page.getByText('j/k or ↑/↓ move, Enter opens, a approves, r rejects')).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the receipts' });
  await filters.getByLabel('Member').fill(first.toLowerCase());
  await filters.getByRole('button', { name: 'Find' }).click();
  const list = page.getByRole('list', { name: 'Waiting receipts, oldest first' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByTestId('queue-member')).toHaveText([
    `${first} Receipt (#${member.id})`,
    `${first} Receipt (#${member.id})`,
  ]);

  // Enter opens the selected receipt (its heading gets the focus); a approves it.
  await page.keyboard.press('Escape');
  await list.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Receipt #${receipt.id}` })).toBeFocused();
  await page.keyboard.press('a');
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${receipt.id} approved` }),
  ).toBeVisible();
  // The next receipt takes its place, with the focus, so the keys go on from there.
  const next = list.getByRole('button', { name: new RegExp(`#${second.id}`) });
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${second.id} approved` }),
  ).toBeVisible();
  await expect(page.getByText('No receipts match these filters.')).toBeVisible();

  await filters.getByLabel('State').selectOption('approved');
  const decided = page.getByRole('list', { name: 'Decided receipts, oldest first' });
  await expect(decided.getByRole('listitem')).toHaveCount(2);
  await expect(decided.getByTestId('queue-member').first()).toHaveText(
    `${first} Receipt (#${member.id})`,
  );
  await expect(page.getByRole('button', { name: 'Approve (a)' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Past decisions' }).click();
  const search = page.getByRole('search', { name: 'Filter the decisions' });
  await search.getByLabel('Member').fill(first);
  await search.getByRole('button', { name: 'Find' }).click();
  const rows = page.getByTestId('receipt-decisions').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Approved');
  await expect(rows.first()).toContainText(`#${second.id}`);
  await expect(rows.last()).toContainText(`#${receipt.id}`);
  await expect(rows.first()).toContainText('Olga Owner');
  await expect(
    rows.first().getByRole('link', { name: `${first} Receipt (#${member.id})` }),
  ).toBeVisible();
});
