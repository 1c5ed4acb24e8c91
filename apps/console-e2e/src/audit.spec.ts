import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

import { staffToken, watchPolicies } from './helpers';
import { API, BETA } from './stack';
import { invitedStaff, openSignedIn } from './staff';

// The audit log's entries opened on the Staff page (docs/console.md): the fields an entry changed,
// before beside after, nested JSON (a post's translations) by path, long texts wrapped; an entry
// without before and after says so.
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A draft event of beta made and then edited by the demo owner through the API; its id. */
async function editedEvent(request: APIRequestContext, name: string, longText: string) {
  const headers = { Origin: BETA, Authorization: `Bearer ${await staffToken(request, BETA)}` };
  const [startsAt, endsAt] = [inDays(3), inDays(4)];
  const body = (enTitle: string, article?: string) => ({
    starts_at: startsAt,
    ends_at: endsAt,
    translations: [
      { locale: 'cz', title: `Jarmark ${name}`, ...(article ? { article } : {}) },
      { locale: 'en', title: enTitle },
    ],
  });
  const made = await request.post(`${API}/v1/admin/content/events`, {
    headers,
    data: body(`Spring fair ${name}`),
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const edited = await request.patch(`${API}/v1/admin/content/events/${id}`, {
    headers,
    data: body(`Summer fair ${name}`, longText),
  });
  expect(edited.status(), await edited.text()).toBe(200);
  return id;
}

/** The audit log narrowed to `action`; the row of `target`. */
async function auditRow(page: Page, action: string, target: string) {
  await page.getByLabel('Action').fill(action);
  const row = page.getByTestId('audit-log').getByRole('row').filter({ hasText: target });
  await expect(row).toHaveCount(1);
  return row;
}

test('an owner opens an audit entry: the changed fields before and after, then one without them', async ({
  page,
  request,
}) => {
  const name = `${Date.now()}`;
  const longText = `<p>${'A very long article text without a break '.repeat(12)}${'x'.repeat(300)}</p>`;
  const id = await editedEvent(request, name, longText);
  // A staff member who signs out: an entry that stores no before and after.
  const leaving = await invitedStaff(request, BETA, 'desk');
  const out = await request.post(`${API}/v1/staff/logout`, {
    headers: { Origin: BETA, Authorization: `Bearer ${leaving.token}` },
  });
  expect(out.status(), await out.text()).toBe(200);

  await page.setViewportSize({ width: 1024, height: 800 });
  await openSignedIn(page, request, BETA, '/staff');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  const row = await auditRow(page, 'content.event.update', `event ${id}`);
  // Opened from the keyboard: the row's button takes the focus, Enter opens the entry.
  const open = row.getByRole('button', { name: /^2 changes ?: content\.event\.update, / });
  await open.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'content.event.update' })).toBeVisible();
  await expect(dialog).toContainText('owner@atrium.example');
  const changes = dialog.getByTestId('audit-changes');
  await expect(changes.locator('caption')).toHaveText('2 fields differ');
  const title = changes.locator('tr[data-path="translations.en.title"]');
  await expect(title.getByRole('rowheader')).toHaveText('translations.en.title');
  await expect(title.locator('td[data-side="before"]')).toHaveText(`Spring fair ${name}`);
  await expect(title.locator('td[data-side="after"]')).toHaveText(`Summer fair ${name}`);
  const article = changes.locator('tr[data-path="translations.cz.article"]');
  await expect(article.locator('td[data-side="before"]')).toHaveText('(not there)');
  await expect(article.locator('td[data-side="after"]')).toHaveText(longText);
  // Unchanged fields are not listed.
  await expect(changes.locator('tr[data-path="translations.cz.title"]')).toHaveCount(0);
  // The long text wraps inside the dialog: nothing scrolls sideways.
  const sideways = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  // The stored JSON is there too, folded.
  await dialog.getByText('The stored before and after (JSON)').click();
  await expect(dialog.locator('pre').first()).toContainText(`"title": "Spring fair ${name}"`);

  // Escape closes it and gives the focus back to the row's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  const logout = await auditRow(page, 'staff.logout', leaving.email);
  await logout.getByRole('button', { name: /^Details ?: staff\.logout, / }).click();
  await expect(dialog.getByTestId('audit-no-changes')).toHaveText(
    'This entry stores no before and after: it records that the action happened.',
  );
  await expect(dialog.getByTestId('audit-changes')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});
