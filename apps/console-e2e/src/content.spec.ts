import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test as base,
} from '@playwright/test';

import { staffToken, watchPolicies } from './helpers';
import { API, BETA, HARFA } from './stack';
import { auditEntries, invitedStaff, openSignedIn, pictureFile, type Staff } from './staff';

/**
 * The Content area (docs/console.md): an owner edits an event and publishes it, and the mall's
 * public site shows the new title; a desk member sees no Content area and the API refuses them;
 * a content editor of another mall cannot read or change the item.
 */
const test = base.extend({
  context: async ({ context }, use) => {
    const problems = await watchPolicies(context);
    await use(context);
    expect(problems, 'policy violations').toEqual([]);
  },
});

// Each test makes staff through the API and signs in; the stack may be busy on two workers.
test.describe.configure({ timeout: 90_000 });

/** A new `content` editor of beta on the Content area's `tab`. */
async function contentTab(page: Page, request: APIRequestContext, tab: string): Promise<Staff> {
  const editor = await invitedStaff(request, BETA, 'content');
  await openSignedIn(page, request, BETA, '/content', editor);
  await page.getByRole('tab', { name: tab }).click();
  return editor;
}

/** The entries of a list edited in order (the demo's, once loaded) and how many there are. */
async function loadedEntries(form: Locator, testId: string) {
  const entries = form.getByTestId(testId).locator(':scope > li');
  await expect(entries.first()).toBeVisible();
  return { entries, before: await entries.count() };
}

/** Moves the entry at `place` (1-based) up to the top, one place at a time ("Move up: Slide 3"). */
async function moveToTop(form: Locator, noun: string, place: number) {
  for (let n = place; n > 1; n--) {
    await form.getByRole('button', { name: `Move up: ${noun} ${n}`, exact: true }).click();
  }
}

/** The Shops tab's shop called `name`, found by the search and opened in the editor. */
async function openShop(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Shops' }).click();
  await page.getByLabel('Search names').fill(name);
  await page
    .getByTestId('shop-list')
    .getByRole('button', { name: new RegExp(name) })
    .click();
}

/** A published event of beta (the demo data), by the owner's staff list. */
async function publishedEvent(request: APIRequestContext) {
  const owner = await staffToken(request, BETA);
  const response = await request.get(`${API}/v1/admin/content/events`, {
    headers: { Origin: BETA, Authorization: `Bearer ${owner}` },
    params: { state: 'published', per_page: 48 },
  });
  expect(response.status()).toBe(200);
  const list = ((await response.json()) as { data: { data: { id: number }[] } }).data.data;
  return list[list.length - 1]!.id;
}

/** A shop of beta (the demo data), by the owner's staff list. */
async function firstShop(request: APIRequestContext) {
  const owner = await staffToken(request, BETA);
  const response = await request.get(`${API}/v1/admin/content/shops`, {
    headers: { Origin: BETA, Authorization: `Bearer ${owner}` },
    params: { per_page: 1 },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
}

test('an owner edits an event, publishes it, and the public site shows it', async ({
  page,
  request,
}) => {
  const id = await publishedEvent(request);
  // Unpublished first (through the API), so the console's publish is what makes it public.
  const owner = await staffToken(request, BETA);
  const headers = { Origin: BETA, Authorization: `Bearer ${owner}` };
  await request.post(`${API}/v1/admin/content/events/${id}/unpublish`, { headers });
  expect(
    (await request.get(`${API}/v1/events/${id}`, { headers: { Origin: BETA } })).status(),
  ).toBe(404);

  await openSignedIn(page, request, BETA, '/staff');
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Events', selected: true })).toBeVisible();
  // The unpublished event is among the drafts; opened from the list.
  await page.getByLabel('State').selectOption('draft');
  await page.getByTestId('content-list').locator(`[data-id="${id}"]`).click();
  await expect(page.locator('.console-content-editor [data-state="draft"]').first()).toBeVisible();
  const title = `Console market ${Date.now()}`;
  const editor = page.locator('form.console-content-editor');
  // The four languages are tabs; the English title is edited from the keyboard.
  await editor.getByRole('tab', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(editor.getByRole('tab', { name: 'Čeština', selected: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  // The English panel shown before it is looked for: the Czech one, about to be hidden, would be
  // found and waited on for good (its input stays in the page, hidden).
  await expect(editor.getByRole('tab', { name: 'English', selected: true })).toBeVisible();
  await editor.getByRole('tabpanel').getByLabel('Title').fill(title);
  await expect(editor.getByTestId('unsaved')).toBeVisible();
  // The card as the site's lists draw it follows the open tab's title as it is typed.
  const preview = editor.getByTestId('post-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('article[data-kind="event"] time')).toBeVisible();
  await editor.getByRole('button', { name: 'Save and publish' }).click();
  await expect(editor.getByTestId('content-notice')).toHaveText('Published: visitors see it now.');
  await expect(editor.locator('[data-state="published"]').first()).toBeVisible();

  const publicPage = await page.context().newPage();
  await publicPage.goto(`${BETA}/en/event/${id}/x`);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(title);

  // The audit log names the owner's update and publish.
  const entries = await auditEntries(request, BETA, 'content.event.publish');
  expect(entries.map((e) => e.target_id)).toContain(String(id));
});

test('a desk member sees no Content area and the API refuses them', async ({ page, request }) => {
  const desk = await invitedStaff(request, BETA, 'desk');
  await openSignedIn(page, request, BETA, '/content', desk);
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('link')).toHaveText(['Receipts', 'Desk', 'Members']);
  await expect(page.getByText('Your role does not include this area.')).toBeVisible();
  const headers = { Origin: BETA, Authorization: `Bearer ${desk.token}` };
  expect((await request.get(`${API}/v1/admin/content/events`, { headers })).status()).toBe(403);
  const id = await publishedEvent(request);
  const publish = await request.post(`${API}/v1/admin/content/events/${id}/unpublish`, { headers });
  expect(publish.status()).toBe(403);
  const shopId = await firstShop(request);
  const removeShop = await request.delete(`${API}/v1/admin/content/shops/${shopId}`, { headers });
  expect(removeShop.status()).toBe(403);
  expect(
    (await request.get(`${API}/v1/companies/${shopId}`, { headers: { Origin: BETA } })).status(),
  ).toBe(200);
  expect(
    (await request.get(`${API}/v1/events/${id}`, { headers: { Origin: BETA } })).status(),
  ).toBe(200);
});

test("another mall's content editor cannot read or change the mall's item", async ({
  page,
  request,
}) => {
  const id = await publishedEvent(request);
  const editor = await invitedStaff(request, HARFA, 'content');
  await openSignedIn(page, request, HARFA, '/', editor);
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('link')).toHaveText(['Content']);
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();

  const headers = { Origin: HARFA, Authorization: `Bearer ${editor.token}` };
  const url = `${API}/v1/admin/content/events/${id}`;
  expect((await request.get(url, { headers })).status()).toBe(404);
  expect((await request.post(`${url}/unpublish`, { headers })).status()).toBe(404);
  expect((await request.delete(url, { headers })).status()).toBe(404);
  const shopId = await firstShop(request);
  const shopUrl = `${API}/v1/admin/content/shops/${shopId}`;
  expect((await request.delete(shopUrl, { headers })).status()).toBe(404);
  // The same editor at beta's origin: their session is harfa's, refused there.
  const atBeta = await request.get(url, {
    headers: { Origin: BETA, Authorization: `Bearer ${editor.token}` },
  });
  expect(atBeta.status()).toBe(401);
  expect(
    (await request.get(`${API}/v1/events/${id}`, { headers: { Origin: BETA } })).status(),
  ).toBe(200);
});

test("an owner sets a shop's company number (IČO) on the Shops tab", async ({ page, request }) => {
  await openSignedIn(page, request, BETA, '/content');
  await page.getByRole('tab', { name: 'Shops' }).click();
  const first = page.getByTestId('shop-list').getByRole('button').first();
  const id = await first.getAttribute('data-id');
  await first.click();
  const editor = page.locator('form.console-content-editor');
  const ico = editor.getByLabel('Company number (IČO)');
  await ico.fill('12345678');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('An IČO has 8 digits and a valid check digit.')).toBeVisible();
  await expect(ico).toBeFocused();
  await ico.fill('2727 9545');
  await editor.getByLabel('Floor').fill('2');
  await editor
    .getByLabel('Upload a logo')
    .setInputFiles(await pictureFile('logo.png', { width: 400, height: 400 }, '#c0392b'));
  // The shop has a logo already: the upload's own message says the new one arrived.
  await expect(editor.getByTestId('shop-notice')).toHaveText('Picture uploaded: save to keep it.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByTestId('shop-notice')).toHaveText('Saved.');
  const owner = await staffToken(request, BETA);
  const shop = await request.get(`${API}/v1/admin/content/shops/${id}`, {
    headers: { Origin: BETA, Authorization: `Bearer ${owner}` },
  });
  const saved = (
    (await shop.json()) as {
      data: { company_number: string; floor: number; logo: string };
    }
  ).data;
  expect(saved).toMatchObject({ company_number: '27279545', floor: 2 });
  expect(saved.logo).toMatch(/\/media\/uploads\/.+\.webp$/);
});

test('a content editor closes Sundays and adds a closed day, and the site shows it', async ({
  page,
  request,
}) => {
  const editor = await contentTab(page, request, 'Opening hours');
  const form = page.getByTestId('opening-hours-form');
  await expect(form.getByRole('tab', { name: 'Main hours', selected: true })).toBeVisible();
  const main = form.getByRole('tabpanel');

  // The browser checks before sending: the same opening and closing time is refused, focused.
  const mondayCloses = main.getByLabel('Monday: closes');
  const mondayOpens = await main.getByLabel('Monday: opens').inputValue();
  const mondayClosed = await mondayCloses.inputValue();
  await mondayCloses.fill(mondayOpens);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Closing must differ from opening.')).toBeVisible();
  await expect(mondayCloses).toBeFocused();
  await mondayCloses.fill(mondayClosed);

  await main.getByRole('checkbox', { name: 'Sunday' }).click();
  await expect(main.locator('[data-day="sunday"]')).toContainText('Closed');
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await main.getByRole('button', { name: 'Add a date' }).click();
  const added = main.getByTestId('hours-exceptions').getByRole('listitem').last();
  await added.getByLabel('Date').fill(day);
  await added.getByLabel('Name (English)').fill('Stocktaking');
  await expect(added).toContainText('Closed all day');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('hours-notice')).toHaveText('Saved. The site shows the new hours.');

  const stored = await request.get(`${API}/v1/admin/opening-hours`, {
    headers: { Origin: BETA, Authorization: `Bearer ${editor.token}` },
  });
  type Zone = { zone: string; days: Record<string, unknown>; exceptions: { date: string }[] };
  const zones = ((await stored.json()) as { data: { opening_hours: Zone[] } }).data.opening_hours;
  const defaultZone = zones.find((zone) => zone.zone === 'default')!;
  expect(defaultZone.days['sunday']).toBeNull();
  expect(defaultZone.exceptions).toContainEqual({
    date: day,
    hours: null,
    name: { en: 'Stocktaking' },
  });

  // The public site's opening hours page (its cached copy dropped by content.updated).
  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/opening-hours`);
  await expect(site.getByText('Stocktaking').first()).toBeVisible();

  const entries = await auditEntries(request, BETA, 'opening-hours.update');
  expect(entries[0]?.actor.label).toBe(editor.email);
});

test('a content editor adds a home page slide with a picture and puts it first', async ({
  page,
  request,
}) => {
  await contentTab(page, request, 'Home page slides');
  const form = page.getByTestId('hero-form');
  const { entries: slides, before } = await loadedEntries(form, 'hero-slides');

  await form.getByRole('button', { name: 'Add a slide' }).click();
  await expect(slides).toHaveCount(before + 1);
  const added = slides.last();
  // Without a picture the slide is refused before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(added.getByText('Upload a picture for this slide.')).toBeVisible();

  await added
    .getByLabel('Wide picture (computers)')
    .setInputFiles(await pictureFile('winter.jpg', { width: 1280, height: 720 }, '#2a6f97'));
  await expect(added.getByRole('img', { name: /the wide picture/ })).toBeVisible();
  const title = `Winter market ${Date.now()}`;
  await added.getByRole('tabpanel').getByLabel('Title').fill(title);
  await added.getByLabel('Link', { exact: true }).fill('/events');
  await moveToTop(form, 'Slide', before + 1);
  await expect(slides.first().getByRole('tabpanel').getByLabel('Title')).toHaveValue(title);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('hero-notice')).toHaveText(
    'Saved. The home page shows the new slides.',
  );

  // The site's settings list it first, its picture re-encoded by the API.
  const settings = await request.get(`${API}/v1/settings-web-app/web`, {
    headers: { Origin: BETA },
  });
  const items = JSON.parse(
    ((await settings.json()) as { data: { hero_banner_items: string } }).data.hero_banner_items,
  ) as { image: string; url: string; translations: { locale: string; title: string }[] }[];
  expect(items).toHaveLength(before + 1);
  expect(items[0]).toMatchObject({ url: '/events', translations: [{ locale: 'en', title }] });
  expect(items[0]!.image).toMatch(/\/media\/uploads\/.+\.webp$/);

  const site = await page.context().newPage();
  await site.goto(`${BETA}/en`);
  await expect(site.getByText(title)).toBeVisible();
});

test('a content editor adds a question to the FAQ, first, and the site lists it', async ({
  page,
  request,
}) => {
  await contentTab(page, request, 'FAQ');
  const form = page.getByTestId('faq-form');
  const { entries: questions, before } = await loadedEntries(form, 'faq-questions');

  await form.getByRole('button', { name: 'Add a question' }).click();
  const added = questions.last();
  const question = `Can I bring my dog ${Date.now()}?`;
  await added.getByRole('tabpanel').getByLabel('Question').fill(question);
  // A question without its answer is refused before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(added.getByText('Write the answer in this language.')).toBeVisible();
  await added.getByRole('tabpanel').getByLabel('Answer').fill('Yes, on a lead.');
  await added.getByLabel('Category').selectOption({ index: 1 });
  await moveToTop(form, 'Question', before + 1);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('faq-notice')).toHaveText(
    'Saved. The site shows the new questions.',
  );

  const listed = await request.get(`${API}/v1/faq`, { headers: { Origin: BETA } });
  const items = ((await listed.json()) as { data: { translations: { question: string }[] }[] })
    .data;
  expect(items).toHaveLength(before + 1);
  expect(items[0]!.translations[0]!.question).toBe(question);

  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/faq`);
  await expect(site.getByText(question)).toBeVisible();
});

test('a content editor makes a page of the mall’s own, the site shows it, then deletes it', async ({
  page,
  request,
}) => {
  await contentTab(page, request, 'Pages');
  await expect(page.getByTestId('page-list').getByText('Page of the site').first()).toBeVisible();

  await page.getByTestId('page-new').click();
  const form = page.getByTestId('page-editor');
  // Without an address and a title the page is refused before anything is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Give the page an address.')).toBeVisible();
  const address = `christmas-${Date.now()}`;
  await form.getByLabel('Address').fill(address);
  await form.getByRole('tabpanel').getByLabel('Title').fill('Christmas opening');
  // The preview shows the text as the site will, sanitised as the site sanitises it.
  const text = form.getByRole('tabpanel').getByLabel('Text (HTML)');
  await text.fill(
    '<p>Late <b>opening</b></p><script>alert(2)</script><a href="javascript:alert(1)">here</a>',
  );
  const preview = form.getByRole('tabpanel').getByTestId('page-preview');
  await expect(preview.getByRole('heading', { name: 'Christmas opening' })).toBeVisible();
  await expect(preview.getByText('Late opening')).toBeVisible();
  const shown = await preview.innerHTML();
  expect(shown).not.toContain('<script');
  expect(shown).not.toContain('javascript:');
  await text.fill('<p>Open until 22:00 every day before Christmas.</p>');
  await expect(preview.getByText('Open until 22:00 every day before Christmas.')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('page-notice')).toHaveText('Saved. The site shows the page.');

  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/a/${address}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Christmas opening');
  await expect(site.getByText('Open until 22:00 every day before Christmas.')).toBeVisible();

  await form.getByRole('button', { name: 'Delete' }).click();
  await form.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByTestId('page-list').getByText(`/a/${address}`)).toHaveCount(0);
  const gone = await request.get(`${API}/v1/website-pages/permalink/${address}`, {
    headers: { Origin: BETA },
  });
  expect(gone.status()).toBe(404);
});

test('an owner makes a new shop on the Shops tab and the site shows it', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, BETA, '/content');
  await page.getByRole('tab', { name: 'Shops' }).click();
  await page.getByTestId('shop-new').click();
  const editor = page.locator('form.console-content-editor');
  await expect(editor.getByRole('heading', { name: 'New shop' })).toBeVisible();
  // Without an address name the shop is refused before anything is sent.
  await editor.getByRole('tabpanel').getByLabel('Name').fill('Tea Corner');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Give the shop an address name.')).toBeVisible();
  const slug = `tea-corner-${Date.now()}`;
  await editor.getByLabel('Address name').fill(slug);
  await editor.getByLabel('Kind').selectOption('dining');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByTestId('shop-notice')).toHaveText('Saved.');
  await expect(editor.getByRole('heading', { name: 'Tea Corner' })).toBeVisible();

  const shops = await request.get(`${API}/v1/companies`, {
    headers: { Origin: BETA },
    params: { search: 'Tea Corner' },
  });
  const found = ((await shops.json()) as { data: { data: { id: number; slug: string }[] } }).data
    .data;
  const made = found.find((shop) => shop.slug === slug);
  expect(made).toBeDefined();
  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/shop/${made!.id}/${slug}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Tea Corner');
});

test("a shop's categories, an event naming the shop, and deleting the shop once it is unused", async ({
  page,
  request,
}) => {
  const editor = await contentTab(page, request, 'Shops');
  await page.getByTestId('shop-new').click();
  const shopForm = page.locator('form.console-content-editor');
  const name = `Lamp House ${Date.now()}`;
  const slug = `lamp-house-${Date.now()}`;
  await shopForm.getByRole('tabpanel').getByLabel('Name').fill(name);
  await shopForm.getByLabel('Address name').fill(slug);
  // The mall's shop categories are checkboxes, ticked from the keyboard.
  const categories = shopForm.getByTestId('shop-categories');
  await categories.getByRole('checkbox', { name: 'Home and books' }).focus();
  await page.keyboard.press('Space');
  await expect(categories.getByRole('checkbox', { name: 'Home and books' })).toBeChecked();
  await categories.getByRole('checkbox', { name: 'Electronics' }).click();
  await categories.getByRole('checkbox', { name: 'Electronics' }).click();
  await expect(categories.getByRole('checkbox', { name: 'Electronics' })).not.toBeChecked();
  // Featured on the home page; no points for its receipts.
  await shopForm.getByRole('checkbox', { name: 'Featured on the home page' }).focus();
  await page.keyboard.press('Space');
  await shopForm.getByRole('checkbox', { name: 'Takes part in the loyalty programme' }).click();
  await shopForm.getByRole('button', { name: 'Save' }).click();
  await expect(shopForm.getByTestId('shop-notice')).toHaveText('Saved.');

  const headers = { Origin: BETA, Authorization: `Bearer ${editor.token}` };
  const listed = await request.get(`${API}/v1/admin/content/shops`, {
    headers,
    params: { search: slug },
  });
  type Listed = {
    id: number;
    category_ids: number[];
    is_featured: boolean;
    accepts_loyalty: boolean;
  };
  const shop = ((await listed.json()) as { data: { data: Listed[] } }).data.data[0]!;
  expect(shop).toMatchObject({ is_featured: true, accepts_loyalty: false });
  expect(shop.category_ids).toHaveLength(1);
  // The site's shop page shows the category's name.
  const site = await page.context().newPage();
  await site.goto(`${BETA}/en/shop/${shop.id}/${slug}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(site.locator('main').getByText('Home and books', { exact: true })).toBeVisible();
  await site.goto(`${BETA}/en`);
  await expect(
    site.getByRole('region', { name: 'Featured shops' }).getByText(name).first(),
  ).toBeAttached();

  // An event of the shop, with a category, made in the post editor.
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByTestId('content-new').click();
  const postForm = page.locator('form.console-content-editor');
  const title = `Lamp workshop ${Date.now()}`;
  await postForm.getByRole('tabpanel').getByLabel('Title').fill(title);
  await expect(postForm.getByLabel('Shop')).toHaveValue(''); // the mall's own at first
  await postForm.getByLabel('Shop').selectOption({ label: name });
  await postForm.getByLabel('Category').selectOption({ index: 1 });
  const category = await postForm.getByLabel('Category').inputValue();
  await postForm.getByRole('button', { name: 'Save and publish' }).click();
  await expect(postForm.getByTestId('content-notice')).toHaveText(
    'Published: visitors see it now.',
  );
  const events = await request.get(`${API}/v1/admin/content/events`, {
    headers,
    params: { search: title },
  });
  const event = (
    (await events.json()) as {
      data: { data: { id: number; company_id: number; category_id: number }[] };
    }
  ).data.data[0]!;
  expect(event).toMatchObject({ company_id: shop.id, category_id: Number(category) });
  await site.goto(`${BETA}/en/shop/${shop.id}/${slug}`);
  await expect(site.getByText(title)).toBeVisible();

  // The shop cannot be deleted while its event names it: the console says why.
  await openShop(page, name);
  await shopForm.getByRole('button', { name: 'Delete…' }).click();
  await shopForm.getByRole('button', { name: 'Delete the shop for good' }).click();
  await expect(shopForm.getByTestId('shop-notice')).toHaveText(
    "Not deleted: the shop is still in use (events: 1). Delete or move those first; a shop with members' receipts stays.",
  );
  // The event moved to the mall's own; then the shop goes.
  await page.getByRole('tab', { name: 'Events' }).click();
  await page.getByTestId('content-list').locator(`[data-id="${event.id}"]`).click();
  await postForm.getByLabel('Shop').selectOption('');
  await postForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(postForm.getByTestId('content-notice')).toHaveText('Saved.');
  await openShop(page, name);
  await shopForm.getByRole('button', { name: 'Delete…' }).click();
  await shopForm.getByRole('button', { name: 'Delete the shop for good' }).click();
  await expect(page.getByTestId('shop-deleted')).toHaveText(`Deleted “${name}”.`);
  await expect(page.getByTestId('shop-list')).toHaveCount(0); // the search finds nothing now
  expect(
    (await request.get(`${API}/v1/companies/${shop.id}`, { headers: { Origin: BETA } })).status(),
  ).toBe(404);
  const entries = await auditEntries(request, BETA, 'content.shop.delete');
  expect(entries.map((e) => e.target_id)).toContain(String(shop.id));
});
