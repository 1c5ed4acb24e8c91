import { expect, test } from '../fixtures';
import { answerCookieBanner } from '../frame/frame-helpers';
import { API, BETA } from '../tenants';

/**
 * An open page follows the mall's content (DESIGN section 5): staff change a news item's title,
 * the API sends `content.updated` on `mall-beta`, and the visitor's open page shows the new title
 * without a reload. The last news item of beta, so no other test reads the title meanwhile; it
 * gets its title back at the end.
 */

const ADMIN = { Origin: BETA, 'X-Admin-Key': 'atrium-dev-admin-key' };

type Translation = { locale: string; title?: string; description?: string; article?: string };
type StaffPost = {
  id: number;
  company_id: number | null;
  category_id: number | null;
  image: string | null;
  starts_at: string;
  ends_at: string;
  publish_from: string | null;
  publish_until: string | null;
  translations: Translation[];
};

/** The PATCH body (the whole item) of a post as staff read it, with `title` in English. */
function withTitle(post: StaffPost, title: string) {
  return {
    company_id: post.company_id,
    category_id: post.category_id,
    image: post.image,
    starts_at: post.starts_at,
    ends_at: post.ends_at,
    publish_from: post.publish_from,
    publish_until: post.publish_until,
    translations: post.translations.map(({ locale, title: own, description, article }) => ({
      locale,
      title: locale === 'en' ? title : own,
      ...(description ? { description } : {}),
      ...(article ? { article } : {}),
    })),
  };
}

test('a news item changed by staff changes on the open page, without a reload', async ({
  page,
  request,
}) => {
  const list = await request.get(`${API}/v1/news?per_page=48`, { headers: { Origin: BETA } });
  const items = ((await list.json()) as { data: { data: { id: number }[] } }).data.data;
  const id = items.at(-1)!.id;
  const staffRead = await request.get(`${API}/v1/admin/content/news/${id}`, { headers: ADMIN });
  expect(staffRead.ok(), await staffRead.text()).toBe(true);
  const post = ((await staffRead.json()) as { data: StaffPost }).data;
  const original = post.translations.find((t) => t.locale === 'en')!.title!;
  const patch = (title: string) =>
    request.patch(`${API}/v1/admin/content/news/${id}`, {
      headers: ADMIN,
      data: withTitle(post, title),
    });

  await answerCookieBanner(page, BETA);
  await page.goto(`${BETA}/en/news-detail/${id}/x`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(original);
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  let marker = '';
  page.on('framenavigated', () => (marker = 'navigated'));

  const changed = `${original} (updated)`;
  try {
    // The page subscribes in an idle moment after it is interactive: publish until it shows.
    await expect(async () => {
      const res = await patch(changed);
      expect(res.ok(), await res.text()).toBe(true);
      await expect(heading).toHaveText(changed, { timeout: 1500 });
    }).toPass({ timeout: 20_000 });
    expect(marker, 'the page was not reloaded').toBe('');
  } finally {
    expect((await patch(original)).ok()).toBe(true);
  }
});
