import {
  type BrowserContext,
  expect,
  type Page,
  type Response,
  test as base,
} from '@playwright/test';

/**
 * Server-rendered pages (issue 12) show their content before the JavaScript has taken over, and
 * a click in that moment does nothing. Every spec uses this `test`: `page.goto` and `page.reload`
 * of a server-rendered page return once the app is interactive (`<html data-interactive>`, set by
 * the client entry after hydration), as a visitor's next tap would find it.
 */
async function interactive(page: Page, response: Response | null) {
  const rendered = response ? await response.headerValue('x-atrium-render') : null;
  if (rendered === 'server') {
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  }
  return response;
}

/** What a page reports when its Content-Security-Policy blocks something. */
type CspViolation = {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  document: string;
};

/**
 * The site server sends a Content-Security-Policy (issue 17, docs/ssr.md): every spec fails when a
 * page of its browser context reported a violation (`securitypolicyviolation`, in every frame) or
 * Chromium logged a policy error (a header it could not parse, a refused load).
 */
export async function collectPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__atriumCspViolation', (_source, violation: CspViolation) => {
    violations.push(JSON.stringify(violation));
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)
        .__atriumCspViolation;
      report?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        document: event.documentURI,
      });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = await collectPolicyViolations(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => interactive(page, await goto(url, options));
    page.reload = async (options) => interactive(page, await reload(options));
    await use(page);
  },
});

export { expect };

/**
 * Changes keys of the settings the browser receives, for this page (the others stay the
 * tenant's). The page is then rendered in the browser (`X-Atrium-Render: client` on document
 * requests): the server render would use the API's real settings.
 */
export async function overrideSettings(page: Page, values: Record<string, string>) {
  await page.route(
    (url) => url.pathname.endsWith('/v1/settings-web-app/web'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, string> };
      Object.assign(body.data, values);
      await route.fulfill({ response, json: body });
    },
  );
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'document'
      ? route.fallback({ headers: { ...route.request().headers(), 'x-atrium-render': 'client' } })
      : route.fallback(),
  );
}
