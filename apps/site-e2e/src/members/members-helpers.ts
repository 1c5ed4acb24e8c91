import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { API, BETA } from '../tenants';

/** The visible texts the member journey relies on, per language (what a visitor reads). */
export const TEXTS = {
  en: {
    locale: 'en',
    register: '/en/register',
    login: '/en/login',
    dashboard: /\/en\/dashboard/,
    dashboardPath: '/en/dashboard',
    getPoints: '/en/get-points',
    myPoints: '/en/my-points',
    myPointsUrl: /\/en\/my-points/,
    rewards: '/en/rewards',
    myRewardUrl: /\/en\/my-reward\/\d+/,
    myRewardsSection: 'My rewards',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    terms: 'I accept the terms and conditions',
    createAccount: 'Create an account',
    almostDone: 'Almost done',
    later: 'Later',
    signIn: 'Sign in',
    signOut: 'Sign out',
    wrongPassword: 'The e-mail or the password is not correct.',
    signInToContinue: 'Sign in to continue.',
    shop: 'Shop',
    amount: 'Amount (CZK)',
    receiptNumber: 'Receipt number',
    chooseFile: 'Choose a file',
    upload: 'Upload the receipt',
    received: /Receipt received and waiting for approval\./,
    balance: (n: number) => new RegExp(`^${n} points$`),
    gelato: 'Two scoops of gelato',
    coffee: 'Free coffee',
    tote: 'Centre tote bag',
    moreTimes: /You can activate it/,
    activate: 'Activate',
    qr: 'QR code of the reward',
    notEnough: /You need 40 more points\./,
  },
  cz: {
    locale: 'cz',
    register: '/cz/registrace',
    login: '/cz/prihlaseni',
    dashboard: /\/cz\/muj-ucet/,
    dashboardPath: '/cz/muj-ucet',
    getPoints: '/cz/ziskat-body',
    myPoints: '/cz/moje-body',
    myPointsUrl: /\/cz\/moje-body/,
    rewards: '/cz/odmeny',
    myRewardUrl: /\/cz\/moje-odmena\/\d+/,
    myRewardsSection: 'Moje odměny',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    email: 'E-mail',
    password: 'Heslo',
    terms: 'Souhlasím s obchodními podmínkami',
    createAccount: 'Vytvořit účet',
    almostDone: 'Skoro hotovo',
    later: 'Později',
    signIn: 'Přihlásit se',
    signOut: 'Odhlásit se',
    wrongPassword: 'E-mail nebo heslo není správné.',
    signInToContinue: 'Pro pokračování se přihlaste.',
    shop: 'Obchod',
    amount: 'Částka (Kč)',
    receiptNumber: 'Číslo účtenky',
    chooseFile: 'Vybrat soubor',
    upload: 'Nahrát účtenku',
    // A one-letter word and the next are joined by a no-break space in Czech (docs/i18n.md).
    received: /Účtenka přijata a\sčeká na schválení\./,
    // A count and its noun are joined by a no-break space in Czech (docs/i18n.md).
    balance: (n: number) => new RegExp(`^${n}\\sbodů$`),
    gelato: 'Dva kopečky zmrzliny',
    coffee: 'Káva zdarma',
    tote: 'Taška centra',
    moreTimes: /Aktivovat ji můžete ještě/,
    activate: 'Aktivovat',
    qr: 'QR kód odměny',
    notEnough: /Chybí vám ještě 40\sbodů\./,
  },
} as const;

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The verification link of the newest mail to `to`, pointed at the e2e site origin. */
export async function verificationLink(request: APIRequestContext, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request.get(`${API}/dev/outbox.json`, { params: { to, limit: 5 } });
    const body = (await response.json()) as { data: { link: string | null; links?: string[] }[] };
    const link = body.data.map((m) => m.link ?? m.links?.[0]).find((l) => l?.includes('verify='));
    if (link) {
      const url = new URL(link);
      return `${BETA}${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification mail for ${to}`);
}

/** The local demo's staff key (the API falls back to it outside production, docs/loyalty.md). */
const ADMIN_KEY = { Origin: BETA, 'X-Admin-Key': 'atrium-dev-admin-key' };

/** The IČO of the shop the upload form lists `shopId` as (what a receipt of that shop prints). */
export async function shopCompanyNumber(request: APIRequestContext, shopId: string) {
  const res = await request.get(`${API}/v1/admin/content/shops/${shopId}`, { headers: ADMIN_KEY });
  expect(res.ok(), await res.text()).toBe(true);
  const number = ((await res.json()) as { data: { company_number: string | null } }).data
    .company_number;
  if (!number) throw new Error(`shop ${shopId} has no IČO`);
  return number;
}

/**
 * A photo of a receipt that the API's reading (OCR) reads: its shop's IČO, the day (today unless
 * told), the total and the number printed in a till roll's monospace lines, 560 px wide. The API
 * approves a receipt only when what it reads confirms what the member entered (docs/loyalty.md).
 */
export async function readableReceiptJpeg(r: {
  companyNumber: string;
  /** haléře */
  total: number;
  number: string;
  date?: string;
}): Promise<Buffer> {
  const [y, m, d] = (r.date ?? today()).split('-');
  // A time of its own: two members' receipts of one shop, day and total are two purchases.
  const time = `${10 + Math.floor(Math.random() * 10)}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}`;
  const czk = `${Math.floor(r.total / 100)},${String(r.total % 100).padStart(2, '0')}`;
  const row = (a: string, b: string) =>
    `${a}${' '.repeat(Math.max(1, 30 - a.length - b.length))}${b}`;
  const lines = [
    'E2E OBCHOD',
    'OC Atrium, Namesti 1, Praha',
    `ICO: ${r.companyNumber}`,
    `DIC: CZ${r.companyNumber}`,
    '',
    `Uctenka c. ${r.number}`,
    `Datum: ${Number(d)}.${Number(m)}.${y} ${time}`,
    '',
    row('Zbozi 1', czk),
    '-'.repeat(30),
    row('CELKEM Kc', czk),
    '',
    'Dekujeme za nakup',
  ];
  const text = lines
    .map(
      (l, i) =>
        `<text x="36" y="${48 + i * 36}" xml:space="preserve" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="24" fill="#1d1d1d">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="${lines.length * 36 + 200}"><rect width="100%" height="100%" fill="#fbfaf4"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A receipt-sized JPEG (600 × 800: the API approves smaller photos only after staff looked) from
 * a random grid of colours, so it is a new picture each time and never a near-duplicate photo.
 * Nothing on it reads: it waits for staff.
 */
export async function receiptJpeg(): Promise<Buffer> {
  const grid = { width: 12, height: 16, channels: 3 } as const;
  const raw = Buffer.alloc(grid.width * grid.height * grid.channels);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: grid })
    .resize(600, 800, { fit: 'fill', kernel: 'cubic' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The balance's number as the design system's `PointsBalance` shows it ("50 points"). */
export function shownBalance(page: Page): Locator {
  return page.getByTestId('points-balance').locator('[data-points]');
}

/** The API token the page keeps (localStorage API_TOKEN). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('API_TOKEN'));
}

export async function apiBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${API}/v1/me/points`, {
    headers: { Authorization: `Bearer ${token}`, Origin: BETA },
  });
  const body = (await response.json()) as { data: { balance: number } };
  return body.data.balance;
}

/**
 * An auth request that waits out the API's rate limit (10 a minute per address and route,
 * AUTH_RATE_LIMIT): the specs of a full run together register and sign in more often than that.
 */
export async function authRequest(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 429 || attempt >= 3) return response;
    const seconds = Number(response.headers()['retry-after'] ?? '10');
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
  }
}

/** A verified member made through the API (register + the outbox link), with a token. */
export async function verifiedMember(
  request: APIRequestContext,
  prefix: string,
  password = 'Velvet-Harbor-42',
): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(prefix);
  const headers = { Origin: BETA };
  const registered = await authRequest(() =>
    request.post(`${API}/v1/register`, {
      headers,
      data: {
        email,
        password,
        first_name: 'Jana',
        last_name: 'Member',
        locale: 'en',
        terms_accepted: true,
      },
    }),
  );
  if (!registered.ok()) throw new Error(`register ${registered.status()}`);
  const token = new URL(await verificationLink(request, email)).searchParams.get('verify');
  const verified = await authRequest(() =>
    request.post(`${API}/v1/register/email-verification`, { headers, data: { token } }),
  );
  const body = (await verified.json()) as { data: { token: string } };
  return { email, password, token: body.data.token };
}

/** Opens the site with the member's token stored, as after a login. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto(`${BETA}/en`);
  await acceptCookies(page);
  await page.evaluate((value) => {
    localStorage.setItem('API_TOKEN', value);
    localStorage.setItem('SETUP_MODAL_APPEARED_DATE', new Date().toISOString());
  }, token);
}

/** Answers the cookie banner (it sits over the bottom of a phone screen) when it is shown. */
export async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  const accept = banner.getByRole('button', { name: /Accept all|Přijmout vše/ });
  const shown = await accept
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await accept.click();
}
