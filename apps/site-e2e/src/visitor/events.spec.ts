import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { answerCookieBanner } from '../frame/frame-helpers';
import { API, BETA } from '../tenants';

/**
 * Events as a visitor of beta (issue 7): open an event from the list and download its .ics; the
 * calendar view (`is_events_calendar_visible`) lists the month's events.
 */

type Translated = { locale: string; title?: string };
type Event = { id: number; starts_at: string; translations: Translated[] };

test('open an event and add it to a calendar (.ics download)', async ({ page, request }) => {
  const response = await request.get(`${API}/v1/events/upcoming?per_page=8`, {
    headers: { Origin: BETA },
  });
  const events = ((await response.json()) as { data: { data: Event[] } }).data.data;
  const event = events[0]!;
  const title = event.translations.find((entry) => entry.locale === 'en')!.title!;

  await answerCookieBanner(page, BETA);
  await page.goto(`${BETA}/en/events/1`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`SUMMARY:${title.replace(/([,;])/g, '\\$1')}`);
});

test('the events calendar view shows the events of the month', async ({ page }) => {
  await answerCookieBanner(page, BETA);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${BETA}/en/events/1`);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
});
