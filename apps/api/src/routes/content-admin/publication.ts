import { events, news, products } from '@atrium/server-db/schema';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';

export type PublishedTable = typeof events | typeof news | typeof products;

/**
 * What visitors may see of a post table at `now`: published by staff and inside its schedule
 * (`publish_from` ≤ now < `publish_until`, either bound null = open). Every public read of
 * events, news and offers filters with it; drafts and scheduled posts are staff-only
 * (`/v1/admin/content/*`).
 */
export function publiclyVisible(table: PublishedTable, now = new Date()): SQL {
  return and(
    eq(table.status, 'published'),
    or(isNull(table.publishFrom), lte(table.publishFrom, now)),
    or(isNull(table.publishUntil), gt(table.publishUntil, now)),
  )!;
}
