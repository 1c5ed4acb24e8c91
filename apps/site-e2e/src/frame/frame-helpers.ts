import type { APIRequestContext, Page } from '@playwright/test';
import { localizePath } from '@atrium/i18n/slugs';
import { verifiedMember } from '../members/members-helpers';
import { API } from '../tenants';

export const LOCALES = ['en', 'cz', 'sk', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

type Item = { id: number; slug?: string; type?: string };

async function apiData<T>(request: APIRequestContext, origin: string, path: string): Promise<T> {
  const response = await request.get(`${API}/v1${path}`, { headers: { Origin: origin } });
  const body = (await response.json()) as { data: T };
  return body.data;
}

async function firstId(request: APIRequestContext, origin: string, path: string): Promise<number> {
  const data = await apiData<{ data: Item[] } | Item[]>(request, origin, path);
  const list = Array.isArray(data) ? data : data.data;
  const first = list[0];
  if (!first) throw new Error(`No item at ${path}`);
  return first.id;
}

/** The tenant's settings as the API sends them (flat strings). */
export function settingsOf(request: APIRequestContext, origin: string) {
  return apiData<Record<string, string>>(request, origin, '/settings-web-app/web');
}

/**
 * Every page of spec section 2 as a canonical path (without the language), with real ids and
 * category slugs from the tenant's data. `member` pages need a session.
 */
export async function canonicalPages(request: APIRequestContext, origin: string) {
  const [company, product, event, news, reward, amenity, floorplan] = await Promise.all([
    firstId(request, origin, '/companies?per_page=1'),
    firstId(request, origin, '/products?per_page=1'),
    firstId(request, origin, '/events?per_page=1'),
    firstId(request, origin, '/news?per_page=1'),
    firstId(request, origin, '/rewards?per_page=1'),
    firstId(request, origin, '/amenities?per_page=1'),
    firstId(request, origin, '/floorplans'),
  ]);
  const categories = await apiData<Item[]>(request, origin, '/categories');
  const slug = (type: string) => categories.find((c) => c.type === type)?.slug ?? 'all';
  const visitor = [
    '/',
    '/a/contact',
    '/about',
    '/amenities/1',
    `/amenities/${slug('amenity')}/1`,
    `/amenity/${amenity}/x`,
    '/al/centre',
    '/el/centre',
    '/hl/centre',
    '/nl/centre',
    '/cinema',
    '/cookies',
    '/operating-rules',
    '/privacy-policy',
    '/terms-and-conditions',
    '/contact',
    `/event/${event}/x`,
    '/events/1',
    '/events-mall/1',
    '/events-stores/1',
    '/faq',
    `/floorplan/${floorplan}`,
    '/forgot-password',
    '/set-new-password?token=frame-e2e&email=frame%40example.com',
    '/login',
    '/register',
    '/gift-cards',
    '/information',
    '/loyalty-program',
    '/how-to-get-here',
    '/mobile-app',
    '/news-events',
    `/news-detail/${news}/x`,
    '/news/1',
    '/news-mall/1',
    '/news-stores/1',
    '/newsletter',
    '/offers/1',
    `/offers/${slug('product')}/1`,
    `/offer/${product}/x`,
    '/opening-hours',
    '/parking',
    `/reward/${reward}/x`,
    `/rewards/${slug('reward')}/1`,
    '/rewards/1',
    '/search',
    '/search?q=caf',
    '/shops-services',
    '/shops-services?f=dine',
    `/shops/${slug('company')}/1`,
    `/shop/${company}/x`,
    '/e-shops/1',
    '/blog',
    '/wl',
  ];
  const member = [
    '/dashboard',
    '/awards',
    '/favourites',
    '/get-points',
    '/my-points',
    '/profile',
    '/receipts',
    '/rewards',
    '/support',
    '/payment-methods',
    '/purchases',
  ];
  return { visitor, member };
}

/** `/offers/1`, `cz` → `/cz/nabidky/1`. */
export function localized(canonical: string, locale: Locale): string {
  return localizePath(canonical === '/' ? '/' : canonical, locale);
}

/** Collects console errors and page errors of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const tokens = new Map<string, string>();

/**
 * A verified member's token, made once per test worker through the API (register and the
 * outbox's verification link: `verifiedMember` of the members specs). Auth calls are rate
 * limited (10 a minute per address), so the frame specs do not make one per test.
 */
async function memberToken(request: APIRequestContext): Promise<string> {
  const cached = tokens.get('member');
  if (cached) return cached;
  const { token } = await verifiedMember(request, 'frame');
  tokens.set('member', token);
  return token;
}

/** Stores a member's token as the site does after login (and skips the account-setup modal). */
export async function memberSession(page: Page, request: APIRequestContext, origin: string) {
  const token = await memberToken(request);
  await page.goto(`${origin}/runtime-config.json`);
  await page.evaluate((value) => {
    localStorage.setItem('API_TOKEN', value);
    localStorage.setItem('SETUP_MODAL_APPEARED_DATE', new Date().toISOString());
  }, token);
  return token;
}

/** The id of one of the member's own rewards (`/my-reward/:id`), if they have one. */
export async function ownRewardId(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<number | null> {
  const response = await request.get(`${API}/v1/me/customer-rewards`, {
    headers: { Origin: origin, Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) return null;
  const body = (await response.json()) as { data: { data?: Item[] } | Item[] };
  const list = Array.isArray(body.data) ? body.data : (body.data.data ?? []);
  return list[0]?.id ?? null;
}

/** Answers the cookie banner (necessary cookies only) so it does not cover what a test clicks. */
export async function answerCookieBanner(page: Page, origin: string) {
  await page
    .context()
    .addCookies([{ name: 'cookie_consent', value: 'declined:necessary', url: origin }]);
}

/**
 * The browser says it saves data (`navigator.connection.saveData`): the site then prefetches no
 * visible link and follows no live content (spec section 2), so a test that visits many pages
 * measures the pages, not the prefetches each starts once idle.
 */
export async function saveData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
}
