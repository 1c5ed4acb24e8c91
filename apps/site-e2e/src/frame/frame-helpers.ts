import type { APIRequestContext, Page } from '@playwright/test';
import { localizePath } from '@atrium/i18n/slugs';
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
    '/set-new-password',
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

/** The seeded demo member of every tenant (libs/server/db seed, members.ts). */
export const DEMO_MEMBER = { email: 'demo@atrium.example', password: 'Demo12345' };

const tokens = new Map<string, string>();

/**
 * The demo member's token for a tenant, logged in once per test worker: the API allows 10 logins
 * a minute per address (AUTH_RATE_LIMIT), so a 429 waits for its Retry-After and tries again.
 */
async function demoMemberToken(request: APIRequestContext, origin: string): Promise<string> {
  const cached = tokens.get(origin);
  if (cached) return cached;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.post(`${API}/v1/login`, {
      headers: { Origin: origin },
      data: DEMO_MEMBER,
    });
    if (response.status() === 429) {
      const wait = Number(response.headers()['retry-after'] ?? 30);
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 60) * 1000));
      continue;
    }
    const body = (await response.json()) as { data?: { token?: string }; message?: string };
    const token = body.data?.token;
    if (!token) throw new Error(`Demo member login failed: ${response.status()} ${body.message}`);
    tokens.set(origin, token);
    return token;
  }
  throw new Error('Demo member login stayed rate limited');
}

/** Logs the demo member in through the API and stores the token as the site does. */
export async function memberSession(page: Page, request: APIRequestContext, origin: string) {
  const token = await demoMemberToken(request, origin);
  await page.goto(`${origin}/runtime-config.json`);
  await page.evaluate((value) => localStorage.setItem('API_TOKEN', value), token);
  return token;
}

/** The id of one of the demo member's own rewards (`/my-reward/:id`), if they have one. */
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
