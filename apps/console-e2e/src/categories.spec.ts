import { expect, test as base } from '@playwright/test';

import { watchPolicies } from './helpers';
import { API, BETA } from './stack';
import { auditEntries, invitedStaff, openSignedIn } from './staff';

/**
 * The Content area's Categories tab (docs/console.md): a content editor makes a shop category
 * (the Czech name required first), names and renames it in the language tabs, moves it up from the
 * keyboard and deletes it, and the public site's shop list shows each change; a category that
 * shops use is not deleted and the console says how many.
 */
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

test.describe.configure({ timeout: 90_000 });

type PublicCategory = {
  id: number;
  slug: string;
  translations: { locale: string; name: string }[];
};

test('a content editor makes, renames, moves and deletes a shop category; the site follows', async ({
  page,
  request,
}) => {
  const editor = await invitedStaff(request, BETA, 'content');
  await openSignedIn(page, request, BETA, '/content', editor);
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page.getByLabel('Categories of')).toHaveValue('company');
  const list = page.getByTestId('category-list');
  await expect(list.locator(':scope > li').first()).toBeVisible();
  const before = await list.locator(':scope > li').count();

  // A new category: the Czech tab is open first, and a name there is required.
  await page.getByTestId('category-new').click();
  const form = page.getByTestId('category-editor');
  await form.getByRole('button', { name: 'Save' }).click();
  const czech = form.getByRole('tabpanel').getByLabel('Name (required)');
  await expect(czech).toBeFocused();
  await expect(
    form.getByText('Enter the Czech name: the site shows it where a language has none.'),
  ).toBeVisible();
  const stamp = Date.now();
  await czech.fill(`Lampy ${stamp}`);
  // To the English tab with the arrow keys (English is before Čeština).
  await form.getByRole('tab', { name: 'Čeština' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('tabpanel').getByLabel('Name').fill(`Lamps ${stamp}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('category-notice')).toHaveText('Made. The site lists it last.');
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(before + 1);
  await expect(items.last()).toContainText(`Lamps ${stamp}`);
  await expect(items.last()).toContainText(`Not used · lampy-${stamp}`);

  const siteCategories = async () => {
    const answer = await request.get(`${API}/v1/categories`, {
      headers: { Origin: BETA },
      params: { type: 'company' },
    });
    return ((await answer.json()) as { data: PublicCategory[] }).data;
  };
  const made = (await siteCategories()).at(-1)!;
  expect(made.slug).toBe(`lampy-${stamp}`);

  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/shops/all/1`);
  await expect(site.locator('main').getByRole('link', { name: `Lamps ${stamp}` })).toBeVisible();

  // Renamed in English: the site's chip shows the new name, the address stays.
  await form.getByRole('tab', { name: 'English' }).click();
  await form.getByRole('tabpanel').getByLabel('Name').fill(`Lights ${stamp}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('category-notice')).toHaveText(
    'Saved. The site shows the new name.',
  );
  await expect(items.last()).toContainText(`Lights ${stamp}`);
  await site.reload();
  const chip = site.locator('main').getByRole('link', { name: `Lights ${stamp}` });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('href', `/en/shops/lampy-${stamp}/1`);

  // Moved up twice from the keyboard: the focus stays on the moved category's button.
  const up = page.getByRole('button', { name: `Move up: Lights ${stamp}`, exact: true });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('categories-notice')).toHaveText(
    'Order saved. The site lists them in this order.',
  );
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items.nth(before - 2)).toContainText(`Lights ${stamp}`);
  await expect
    .poll(async () => (await siteCategories()).findIndex((c) => c.id === made.id))
    .toBe(before - 2);
  await site.reload();
  const chips = site.locator('main').getByRole('link');
  await expect(chips.filter({ hasText: `Lights ${stamp}` })).toBeVisible();

  // A category shops use is not deleted: the console names how many. (Other specs may add shops
  // to the mall's categories meanwhile, so the count is read from the notice.)
  const used = items.filter({ hasText: 'Electronics' });
  await expect(used).toContainText(/Used \d+×/);
  await used.getByRole('button').first().click();
  await expect(form.getByRole('heading', { name: 'Electronics' })).toBeVisible();
  await form.getByRole('button', { name: 'Delete…' }).click();
  await form.getByRole('button', { name: 'Delete the category for good' }).click();
  await expect(form.getByTestId('category-notice')).toHaveText(
    /^Not deleted: the category is still in use \(shops: [1-9]\d*\)\. Move those to another category first\.$/,
  );
  await expect(items.filter({ hasText: 'Electronics' })).toHaveCount(1);

  // The new one is unused: it goes, from the console and from the site.
  await items
    .filter({ hasText: `Lights ${stamp}` })
    .getByRole('button')
    .first()
    .click();
  await form.getByRole('button', { name: 'Delete…' }).click();
  await form.getByRole('button', { name: 'Delete the category for good' }).click();
  await expect(page.getByTestId('categories-notice')).toHaveText(`Deleted “Lights ${stamp}”.`);
  await expect(items).toHaveCount(before);
  expect((await siteCategories()).map((c) => c.id)).not.toContain(made.id);
  await site.reload();
  await expect(site.locator('main').getByRole('link', { name: 'All' }).first()).toBeVisible();
  await expect(site.locator('main').getByRole('link', { name: `Lights ${stamp}` })).toHaveCount(0);

  for (const action of ['create', 'update', 'order', 'delete']) {
    const entries = await auditEntries(request, BETA, `content.category.${action}`);
    expect(entries.length, action).toBeGreaterThan(0);
  }
  const deleted = await auditEntries(request, BETA, 'content.category.delete');
  expect(deleted.map((e) => e.target_id)).toContain(String(made.id));
});
