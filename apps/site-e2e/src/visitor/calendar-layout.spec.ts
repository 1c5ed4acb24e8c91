import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { answerCookieBanner } from '../frame/frame-helpers';
import { BETA } from '../tenants';

/**
 * Issue 18: calendar entries stay inside their cells. A multi-day event is a bar from its first
 * to its last day of a week row (`data-first-day`, `data-last-day`); it must lie within those
 * cells, its text within the bar. Measured in Chromium over three months, at desktop and tablet
 * widths; phones get the agenda instead of the grid.
 */

type Overflow = { entry: string; first: string; last: string; problem: string };

/** Every calendar entry of the shown month that leaves its cells (empty when none does). */
function overflowingEntries(page: Page): Promise<Overflow[]> {
  return page.locator('table[role="grid"]').evaluate((grid) => {
    const problems: Overflow[] = [];
    const tolerance = 1;
    for (const entry of grid.querySelectorAll<HTMLElement>('[data-calendar-entry]')) {
      const first = entry.dataset['firstDay'] ?? '';
      const last = entry.dataset['lastDay'] ?? '';
      const row = entry.closest('tr');
      const firstCell = row?.querySelector<HTMLElement>(`[data-day="${first}"]`);
      const lastCell = row?.querySelector<HTMLElement>(`[data-day="${last}"]`);
      const report = (problem: string) =>
        problems.push({ entry: entry.textContent ?? '', first, last, problem });
      if (!firstCell || !lastCell) {
        report('its days are not in its week row');
        continue;
      }
      const box = entry.getBoundingClientRect();
      const from = firstCell.getBoundingClientRect();
      const to = lastCell.getBoundingClientRect();
      if (box.left < from.left - tolerance) report('starts before its first day');
      if (box.right > to.right + tolerance) report('ends after its last day');
      if (box.top < from.top - tolerance || box.bottom > from.bottom + tolerance) {
        report('leaves the height of its week row');
      }
      const text = entry.querySelector<HTMLElement>('a, span, button') ?? entry;
      if (text.scrollHeight > text.clientHeight + tolerance) report('its text is cut vertically');
      const gridBox = grid.getBoundingClientRect();
      if (box.right > gridBox.right + tolerance) report('passes the edge of the grid');
    }
    return problems;
  });
}

async function openCalendar(page: Page, width: number) {
  await answerCookieBanner(page, BETA);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${BETA}/en/events/1`);
  await page.getByRole('tab', { name: 'Calendar' }).click();
}

for (const width of [1280, 768]) {
  test(`calendar entries stay inside their cells at ${width} px`, async ({ page }) => {
    await openCalendar(page, width);
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    let entries = 0;
    for (let month = 0; month < 3; month++) {
      await expect(grid.locator('[data-calendar-entry]').first()).toBeAttached();
      entries += await grid.locator('[data-calendar-entry]').count();
      expect(await overflowingEntries(page), `month +${month}`).toEqual([]);
      await page.getByRole('button', { name: 'Next month' }).click();
    }
    expect(entries).toBeGreaterThan(0);
  });
}

test('multi-day events are one bar per week row, "+N more" opens a full week', async ({ page }) => {
  await openCalendar(page, 1280);
  const bars = page.locator('[data-calendar-entry]');
  await expect(bars.first()).toBeAttached();
  const spans = await bars.evaluateAll((elements) =>
    elements.map((el) => [el.dataset['firstDay'], el.dataset['lastDay']]),
  );
  expect(spans.some(([first, last]) => first !== last)).toBe(true);
  const more = page.getByRole('button', { name: /^\+\d+ more$/ });
  if ((await more.count()) > 0) {
    await more.first().click();
    expect(await overflowingEntries(page)).toEqual([]);
  }
});

test('phones get an agenda of the month with each event once', async ({ page }) => {
  await openCalendar(page, 390);
  await expect(page.getByRole('grid')).toBeHidden();
  const agenda = page.getByRole('region', { name: 'Events calendar' }).locator('ol');
  await expect(agenda).toBeVisible();
  const events = await agenda
    .locator('li li a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(events.length).toBeGreaterThan(0);
  expect(new Set(events).size).toBe(events.length);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

for (const width of [390, 1280]) {
  test(`shop cards: the floor badge covers neither the logo nor the name at ${width} px`, async ({
    page,
  }) => {
    await answerCookieBanner(page, BETA);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BETA}/en/shops-services`);
    const cards = page.locator('article[data-kind="shop"]');
    await expect(cards.first()).toBeVisible();
    const overlaps = await cards.evaluateAll((articles) => {
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return articles.flatMap((article) => {
        const badge = [...article.querySelectorAll<HTMLElement>('*')].find(
          (el) => el.children.length === 0 && /^Floor /.test(el.textContent ?? ''),
        );
        if (!badge) return [];
        const box = badge.getBoundingClientRect();
        // The name is the card's link (its heading level depends on the page).
        const link = article.querySelector('a')!;
        const name = link.getBoundingClientRect();
        const image = article.querySelector('img')?.getBoundingClientRect();
        const title = link.textContent ?? '';
        return [
          ...(meet(box, name) ? [`${title}: badge over the name`] : []),
          ...(image && meet(box, image) ? [`${title}: badge over the logo`] : []),
        ];
      });
    });
    expect(overlaps).toEqual([]);
  });
}
