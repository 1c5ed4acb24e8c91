import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BETA } from '../tenants';
import {
  answerCookieBanner,
  canonicalPages,
  collectErrors,
  LOCALES,
  localized,
  memberSession,
  ownRewardId,
  saveData,
} from './frame-helpers';

/**
 * Issue 5 and issue 18, "checked by", in one visit of each page: every route of spec section 2
 * in en, cz, sk and de renders its heading in Chromium, without the error screen, an alert, a
 * spinner left behind or a console error (then, signed in, every member page); and every link
 * the site's own pages show — hero banner, menus, footer, cards, calendar — leads somewhere: no
 * 404, no error screen, a language prefix on each (the settings' links are language-neutral and
 * the site must localise them). A link to a page of the crawl, in any language, is not opened
 * again (the crawl of its language opens it); of many links of one shape (item details, list
 * pages) three are followed. The browser says it saves data, so that every page does not also
 * prefetch the pages it links to (visible-link prefetch has its own test, behaviour.spec.ts).
 */

const LANGUAGE_PREFIX = /^\/(en|cz|sk|de)(\/|$)/;

/**
 * Lists link to many items of one kind (`/cz/obchod/12/x`, `/cz/obchod/13/y` …): every kind is
 * followed, but at most this many of each, so a crawl of four languages stays minutes long.
 */
const PER_LINK_SHAPE = 3;

/** `/cz/obchod/12/bakery?x=1` → `/cz/obchod/#/*?`: the link's kind, ids and titles aside. */
function linkShape(link: string): string {
  const url = new URL(link);
  const segments = url.pathname.split('/');
  const shape = segments.map((segment, index) =>
    /^\d+$/.test(segment) ? '#' : /^\d+$/.test(segments[index - 1] ?? '') ? '*' : segment,
  );
  return `${shape.join('/')}${url.search ? '?' : ''}`;
}

/** The open page's links to this site, without their `#hash`, resolved to absolute URLs. */
function ownLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => link.href.split('#')[0]!)
      .filter((href) => href.startsWith(`${location.origin}/`)),
  );
}

/** Opens a page of the crawl: its heading, and nothing wrong on it once it has settled. */
async function expectPage(page: Page, path: string, errors: string[]) {
  await page.goto(`${BETA}${path}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, path).toBeVisible();
  await expect(heading, path).not.toHaveText(/Page Not Found|^$/);
  await expect(page.locator('.error-screen'), path).toHaveCount(0);
  await expect(page.getByRole('alert'), path).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  expect(errors, path).toEqual([]);
}

/** A page that shows the site's error screen (404 or another failure) once it has settled. */
async function showsErrorScreen(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  await expect(page.locator('h1, .error-screen').first(), url).toBeVisible();
  return (await page.locator('.error-screen').count()) > 0;
}

/**
 * Follows one link: over HTTP (the site server renders public pages, so a 404 has its status and
 * its error screen in the HTML); pages the browser renders (member pages, sign-in) in Chromium.
 */
async function follow(
  request: APIRequestContext,
  page: Page,
  link: string,
): Promise<string | null> {
  const { pathname } = new URL(link);
  if (pathname !== '/' && !LANGUAGE_PREFIX.test(pathname)) return 'no language prefix';
  const response = await request.get(link);
  if (response.status() >= 400) return `HTTP ${response.status()}`;
  if (response.headers()['x-atrium-render'] === 'server') {
    return (await response.text()).includes('class="error-screen') ? 'error screen' : null;
  }
  return (await showsErrorScreen(page, link)) ? 'error screen' : null;
}

/** The links found so far, each with the page it was found on. */
type Found = Map<string, string>;

async function collectLinks(page: Page, from: string, found: Found) {
  for (const link of await ownLinks(page)) if (!found.has(link)) found.set(link, from);
}

for (const locale of LOCALES) {
  test(`every page renders in ${locale} and every link on it leads somewhere`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await answerCookieBanner(page, BETA);
    await saveData(page);
    const { visitor, member } = await canonicalPages(request, BETA);
    const errors = collectErrors(page);
    const found: Found = new Map();

    for (const canonical of visitor) {
      const path = localized(canonical, locale);
      await expectPage(page, path, errors);
      await collectLinks(page, path, found);
    }

    const token = await memberSession(page, request, BETA);
    const rewardId = await ownRewardId(request, BETA, token);
    const memberPages = rewardId ? [...member, `/my-reward/${rewardId}`] : member;
    for (const canonical of memberPages) {
      const path = localized(canonical, locale);
      await expectPage(page, path, errors);
      await expect(page, canonical).toHaveURL(`${BETA}${path}`);
      await expect(page.locator('.member-nav')).toBeVisible();
      await collectLinks(page, path, found);
    }

    const crawled = new Set(
      [...visitor, ...memberPages].flatMap((canonical) =>
        LOCALES.map((language) => `${BETA}${localized(canonical, language)}`),
      ),
    );
    const problems: { link: string; from: string; problem: string }[] = [];
    const shapes = new Map<string, number>();
    for (const [link, from] of found) {
      if (crawled.has(link)) continue;
      const shape = linkShape(link);
      const seen = shapes.get(shape) ?? 0;
      shapes.set(shape, seen + 1);
      if (seen >= PER_LINK_SHAPE) continue;
      const problem = await follow(request, page, link);
      if (problem) problems.push({ link, from, problem });
    }
    expect(found.size).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
}

test('the bare / serves home in the visitor language', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${BETA}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BETA}/`);
  expect(errors).toEqual([]);
});

test('list and detail pages set title, description and og:locale', async ({ page }) => {
  await page.goto(`${BETA}${localized('/offers/1', 'de')}`);
  await expect(page).toHaveTitle(/Angebote/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await page.goto(`${BETA}${localized('/offers/1', 'en')}`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expect(page.locator('title')).toHaveCount(1);
});
