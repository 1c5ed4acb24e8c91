import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';

import { type Member, newMember, pendingReceipt, receiptState, signIn } from './helpers';
import { API, BETA, DEV_ADMIN_KEY } from './stack';

/**
 * The receipts queue with reading on (the demo stack reads every photo, docs/loyalty.md): a read
 * total that disagrees with the entered amount is highlighted, staff approve with the corrected
 * amount, reverse an approved receipt in a confirming dialog, and see a held copy beside the
 * earlier receipt.
 */
const admin = { Origin: BETA, 'X-Admin-Key': DEV_ADMIN_KEY };

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A till-roll photo the API's reading reads: IČO, today at `time`, the total. */
async function readableReceipt(companyNumber: string, total: number, time: string) {
  const [y, m, d] = today().split('-');
  const czk = `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`;
  const row = (a: string, b: string) => `${a}${' '.repeat(30 - a.length - b.length)}${b}`;
  const lines = [
    'CONSOLE E2E',
    `ICO: ${companyNumber}`,
    `DIC: CZ${companyNumber}`,
    '',
    `Datum: ${Number(d)}.${Number(m)}.${y} ${time}`,
    '',
    row('Zbozi 1', czk),
    '-'.repeat(30),
    row('CELKEM Kc', czk),
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="36" y="${48 + i * 36}" xml:space="preserve" font-family="DejaVu Sans Mono" font-size="24" fill="#1d1d1d">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="640"><rect width="100%" height="100%" fill="#fbfaf4"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A loyalty shop of the demo and its IČO (one of the demo member's receipts names the shop). */
async function shopWithIco(request: APIRequestContext) {
  const approved = await data<{ data: { company_id: number }[] }>(
    await request.get(`${API}/v1/admin/receipts`, {
      headers: admin,
      params: { status: 'approved', per_page: 1 },
    }),
  );
  const id = approved.data[0]!.company_id;
  const shop = await data<{ company_number: string | null }>(
    await request.get(`${API}/v1/admin/content/shops/${id}`, { headers: admin }),
  );
  return { id, ico: shop.company_number! };
}

async function upload(
  request: APIRequestContext,
  member: Member,
  shopId: number,
  amount: string,
  photo: Buffer,
) {
  return data<{ id: number }>(
    await request.post(`${API}/v1/me/receipts`, {
      headers: { Origin: BETA, Authorization: `Bearer ${member.token}` },
      multipart: {
        company_id: String(shopId),
        amount,
        purchased_at: today(),
        receipt_number: `RV-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        image: { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    }),
  );
}

/** Waits until the API has read the receipt (its reading is no longer queued). */
async function read(request: APIRequestContext, id: number) {
  await expect
    .poll(
      async () =>
        (
          await data<{ reading: { status: string } | null }>(
            await request.get(`${API}/v1/admin/receipts/${id}`, { headers: admin }),
          )
        ).reading?.status,
      { timeout: 30_000 },
    )
    .toBe('read');
}

test('receipts: a disagreeing read total is highlighted, approved corrected, reversed, a copy compared', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const shop = await shopWithIco(request);
  const minute = `1${Math.floor(Math.random() * 10)}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`;
  const photo = await readableReceipt(shop.ico, 25_000, minute);
  // Entered CZK 300, printed CZK 250: held as read-amount once read.
  const wrong = await upload(request, member, shop.id, '300.00', photo);
  await read(request, wrong.id);

  await signIn(page, BETA);
  const item = (id: number) =>
    page
      .getByRole('list', { name: 'Waiting receipts, oldest first' })
      .getByRole('button')
      .filter({ has: page.getByText(`#${id}`, { exact: true }) });
  await item(wrong.id).click();
  await expect(page.getByRole('heading', { name: `Receipt #${wrong.id}` })).toBeVisible();
  await expect(page.getByTestId('read-amount')).toHaveAttribute('data-mismatch', 'true');
  await expect(page.getByTestId('read-amount')).toContainText('differs from the entry');
  await expect(page.getByTestId('receipt-amount')).toHaveAttribute('data-mismatch', 'true');
  await expect(page.getByTestId('read-date')).not.toHaveAttribute('data-mismatch', 'true');

  // The read total is offered; approving with it credits 25 points, not 30.
  await expect(page.getByTestId('corrected-amount')).toHaveValue('250.00');
  await page.getByRole('button', { name: 'Approve with this amount' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${wrong.id} approved: 25 points.` }),
  ).toBeVisible();
  const approved = await data<{ amount: string; points: number; status: string }>(
    await request.get(`${API}/v1/admin/receipts/${wrong.id}`, { headers: admin }),
  );
  expect(approved).toMatchObject({ status: 'approved', amount: '250.00', points: 25 });

  // The same receipt again from another member: held as a copy once read, shown beside it.
  const other = await newMember(request, BETA, 'Otto');
  const copy = await upload(request, other, shop.id, '250.00', photo);
  await read(request, copy.id);
  const waiting = await pendingReceipt(request, member);
  await page.keyboard.press('g');
  await item(copy.id).click();
  await expect(page.getByTestId('hold-reason')).toContainText('Photo matches an earlier receipt');
  const compare = page.getByTestId('compare-earlier');
  await expect(compare).toContainText(`#${wrong.id}`);
  await expect(compare.getByTestId(`compare-${copy.id}`)).toBeVisible();
  await expect(compare.getByTestId(`compare-${wrong.id}`)).toContainText('Approved');
  await expect(compare.getByTestId('receipt-photo')).toHaveCount(2);

  // Reversal from the member's history, confirmed in a dialog with a reason.
  await item(waiting.id).click();
  const history = page.getByTestId(`history-${wrong.id}`);
  await history.getByRole('button', { name: 'Reverse…' }).click();
  const dialog = page.getByRole('dialog', { name: `Reverse receipt #${wrong.id}` });
  await expect(dialog).toContainText('Its 25 points are taken back');
  await dialog.getByLabel('Note for the member').fill('Returned at the desk.');
  await dialog.getByRole('button', { name: 'Reverse and take the points back' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Receipt ${wrong.id} reversed` }),
  ).toBeVisible();
  expect(await receiptState(request, wrong.id)).toMatchObject({
    status: 'rejected',
    reject_reason: 'goods-returned',
  });
});
