import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BETA } from '../tenants';
import {
  answerCookieBanner,
  canonicalPages,
  LOCALES,
  localized,
  memberSession,
  type Locale,
} from './frame-helpers';

/**
 * Issue 18, "checked by": a visitor's crawl of every link. Chromium opens every page type of
 * spec section 2 in one language (then, signed in, every member page), collects the site's own
 * links once the page is interactive — hero banner, menus, footer, cards, calendar — and follows
 * them: no 404, no error screen, and every link carries a language prefix (the settings' links
 * are language-neutral and the site must localise them). Every distinct link is followed, except
 * that of many links of one shape (item details, list pages) three are.
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

/** A page that shows the site's error screen (404 or another failure) once it has settled. */
async function showsErrorScreen(page: Page, url: string): Promise<boolean> {
  await page.goto(url);
  await expect(page.locator('h1, .error-screen').first(), url).toBeVisible();
  return (await page.locator('.error-screen').count()) > 0;
}

type Problem = { link: string; from: string; problem: string };

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

async function crawl(page: Page, pages: string[], locale: Locale, found: Map<string, string>) {
  for (const canonical of pages) {
    const path = localized(canonical, locale);
    expect(await showsErrorScreen(page, `${BETA}${path}`), path).toBe(false);
    for (const link of await ownLinks(page)) if (!found.has(link)) found.set(link, path);
  }
}

for (const locale of LOCALES) {
  test(`every link of every page type leads somewhere in ${locale}`, async ({ page, request }) => {
    test.setTimeout(900_000);
    await answerCookieBanner(page, BETA);
    const { visitor, member } = await canonicalPages(request, BETA);
    const found = new Map<string, string>();
    await crawl(page, visitor, locale, found);
    await memberSession(page, request, BETA);
    await crawl(page, member, locale, found);

    const problems: Problem[] = [];
    const shapes = new Map<string, number>();
    for (const [link, from] of found) {
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
