import { expect, test } from '../fixtures';
import { API, BETA } from '../tenants';
import {
  acceptCookies,
  readableReceiptJpeg,
  shopCompanyNumber,
  signInWithToken,
  TEXTS,
  uniqueEmail,
  verifiedMember,
} from './members-helpers';

/** The other member screens on a phone: validation, API errors inline, support chat, wifi. */
test.use({ viewport: { width: 360, height: 780 } });

test("sign-in and registration show the mall's login slides beside the form on a desktop, not on a phone", async ({
  page,
}) => {
  const slides = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]');
  const slidePictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('login-slide')) slidePictures.push(request.url());
  });
  await page.goto(`${BETA}/en/login`);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(slides).toBeHidden();
  await page.waitForLoadState('networkidle');
  // Hidden on a phone: not one of its pictures is fetched (no preload, no eager first slide).
  expect(slidePictures).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, form] of [
    ['/en/login', 'Sign in'],
    ['/en/register', 'Register'],
  ] as const) {
    await page.goto(`${BETA}${path}`);
    await expect(slides).toBeVisible();
    const formBox = (await page.getByRole('form', { name: form }).boundingBox())!;
    const slidesBox = (await slides.boundingBox())!;
    expect(slidesBox.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(Math.abs(slidesBox.y - formBox.y)).toBeLessThan(40);
    await expect(slides.locator('img').first()).toHaveJSProperty('complete', true);
    expect(
      await slides
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  }
});

test('register shows the API per-field error for a taken e-mail', async ({ page, request }) => {
  const member = await verifiedMember(request, 'taken');
  await page.goto(`${BETA}/en/register`);
  await acceptCookies(page);
  await page.getByLabel('First name').fill('Eva');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await page.locator('input[autocomplete="new-password"]').fill('short');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Create an account' }).click();
  // The shared schema refuses the password before anything is sent.
  await expect(page.getByText('The password must have at least 8 characters')).toBeVisible();
  await page.locator('input[autocomplete="new-password"]').fill('Another123');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(
    page.getByText('This e-mail is already registered. Log in or reset your password.'),
  ).toBeVisible();
});

test('register shows why the server refuses a common password, in the page language', async ({
  page,
}) => {
  const cz = TEXTS.cz;
  await page.goto(`${BETA}${cz.register}`);
  await acceptCookies(page);
  await page.getByLabel(cz.firstName).fill('Eva');
  await page.getByLabel(cz.lastName).fill('Nová');
  await page.getByRole('textbox', { name: cz.email }).fill(uniqueEmail('common-password'));
  // Long enough with a letter and a digit (the form's own rules), but among the most common.
  await page.locator('input[autocomplete="new-password"]').fill('Password123');
  await page.getByRole('checkbox', { name: cz.terms }).check();
  await page.getByRole('button', { name: cz.createAccount }).click();
  await expect(page.getByText('Toto heslo patří mezi nejběžnější. Zvolte jiné.')).toBeVisible();
  await expect(page.locator('input[autocomplete="new-password"]')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('forgotten password: the mail link sets a new password and logs in', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'forgot');
  await page.goto(`${BETA}/en/forgot-password`);
  await acceptCookies(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('a link to set a new password is on its way')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  let link: string | undefined;
  for (let i = 0; i < 40 && !link; i++) {
    const response = await request.get(`${API}/dev/outbox.json`, { params: { to: member.email } });
    const body = (await response.json()) as { data: { link: string | null }[] };
    link = body.data.map((m) => m.link).find((l) => l?.includes('token=')) ?? undefined;
    if (!link) await page.waitForTimeout(250);
  }
  const url = new URL(link!);
  await page.goto(`${BETA}${url.pathname}${url.search}`);
  await page.locator('input[autocomplete="new-password"]').first().fill('Quiet-Meadow-31');
  await page.getByLabel('Repeat the new password').fill('Quiet-Meadow-32');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('Quiet-Meadow-31');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard/);
});

test('profile validates inline and saves', async ({ page, request }) => {
  const member = await verifiedMember(request, 'profile');
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/profile`);
  await page.getByLabel('Phone').fill('abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('+420 777 123 456');
  await page.getByLabel('City').fill('Praha');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your profile has been saved.', { exact: true })).toBeVisible();
  const response = await request.get(`${API}/v1/me/profile`, {
    headers: { Authorization: `Bearer ${member.token}`, Origin: BETA },
  });
  const body = (await response.json()) as { data: { phone: string; city: string } };
  expect(body.data.city).toBe('Praha');
  // Delete asks first; keeping the account closes the dialog and changes nothing.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('support chat: the message and the mall reply show in the thread', async ({
  page,
  request,
}) => {
  const member = await verifiedMember(request, 'support');
  await signInWithToken(page, member.token);
  await page.goto(`${BETA}/en/support`);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.getByLabel('Your message').fill('Where can I park?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const thread = page.getByRole('log', { name: 'Messages' });
  await expect(thread.getByText('Where can I park?')).toBeVisible();
  await expect(thread.locator('li[data-from="them"]')).toHaveCount(1);
});

test('member pages render their empty states on a phone', async ({ page, request }) => {
  const member = await verifiedMember(request, 'pages');
  await signInWithToken(page, member.token);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const [path, text] of [
    ['/en/receipts', 'No receipts yet'],
    ['/en/my-points', 'No points yet'],
    ['/en/favourites', 'Nothing saved yet'],
    ['/en/purchases', 'No purchases yet'],
    ['/en/payment-methods', 'No saved payment methods'],
    ['/en/awards', 'Still to earn'],
  ] as const) {
    await page.goto(`${BETA}${path}`);
    await expect(page.getByText(text)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  }

  // A receipt upload that fails on the way keeps every entry; "Upload" again succeeds.
  await page.goto(`${BETA}/en/get-points`);
  const shop = page.getByLabel('Shop');
  await expect(shop.locator('option').nth(1)).toBeAttached();
  await shop.selectOption({ index: 1 });
  await page.getByLabel('Amount (CZK)').fill('120,50');
  const number = `RETRY-${Date.now()}`;
  await page.getByLabel('Receipt number').fill(number);
  const companyNumber = await shopCompanyNumber(request, await shop.inputValue());
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: await readableReceiptJpeg({ companyNumber, total: 12_050, number }),
  });
  await page.route('**/v1/me/receipts', (route) => route.abort('connectionfailed'), { times: 1 });
  await page.getByRole('button', { name: 'Upload the receipt' }).click();
  await expect(page.getByText('Your entries are kept, so you can try again.')).toBeVisible();
  await expect(page.getByLabel('Receipt number')).toHaveValue(number);
  await expect(page.getByLabel('Amount (CZK)')).toHaveValue('120,50');
  await page.getByRole('button', { name: 'Upload the receipt' }).click();
  await expect(page.getByTestId('receipt-outcome')).toHaveText(
    /Receipt received and waiting for approval\./,
  );
  // Approved once its photo is read (docs/loyalty.md), which the open page hears of.
  await page.goto(`${BETA}/en/receipts`);
  await expect(page.getByTestId('receipt-row')).toContainText(number);
  await expect(page.getByTestId('receipt-row')).toContainText('Approved', { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('wifi login signs in with the password grant', async ({ page, request }) => {
  const member = await verifiedMember(request, 'wifi');
  await page.goto(`${BETA}/en/wl`);
  await acceptCookies(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await page.locator('input[autocomplete="current-password"]').fill('Wrong12345');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct');
  await page.locator('input[autocomplete="current-password"]').fill(member.password);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('You are signed in. Enjoy the free Wi-Fi.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('API_TOKEN'))).toBeTruthy();
});
