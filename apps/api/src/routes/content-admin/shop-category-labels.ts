import { LOCALES } from '@atrium/domain/locales';
import { categories, companies } from '@atrium/server-db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../loyalty/db-util';

/** The mall's categories of one content type among `ids`, in the order the site lists them. */
export function categoriesOfType(tx: Tx, tenantId: string, type: string, ids: number[]) {
  return tx
    .select({ id: categories.id, translations: categories.translations })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, tenantId),
        eq(categories.type, type),
        inArray(categories.id, ids),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * A shop's category names per language (`company_category` in its texts, which the site shows on
 * the shop's page and searches): the chosen categories' names in their order, joined; a language
 * without a name takes the English one.
 */
export async function categoryLabels(tx: Tx, tenantId: string, ids: number[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await categoriesOfType(tx, tenantId, 'company', ids);
  const labels = new Map<string, string>();
  for (const locale of LOCALES) {
    const names = rows
      .map(
        (r) =>
          r.translations.find((tr) => tr.locale === locale)?.['name'] ??
          r.translations.find((tr) => tr.locale === 'en')?.['name'],
      )
      .filter((n): n is string => Boolean(n));
    if (names.length > 0) labels.set(locale, names.join(', '));
  }
  return labels;
}

/** A shop's texts with each language's `company_category` set from `labels` (or removed). */
export function withCategoryLabels<T extends { locale: string }>(
  translations: T[],
  labels: Map<string, string>,
): T[] {
  return translations.map((entry) => {
    const { company_category: _old, ...rest } = entry as T & { company_category?: unknown };
    const label = labels.get(entry.locale);
    return (label ? { ...rest, company_category: label } : rest) as T;
  });
}

/**
 * After a shop category was renamed or the shop categories reordered: every shop of the mall
 * listed under any of `ids` gets its `company_category` texts written again, so the site's shop
 * pages and search show the new names (in the new order). Answers how many shops changed.
 */
export async function relabelShops(tx: Tx, tenantId: string, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const shops = await tx
    .select({
      id: companies.id,
      categoryIds: companies.categoryIds,
      translations: companies.translations,
    })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, tenantId),
        sql`${companies.categoryIds} && ARRAY[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`,
      ),
    )
    .for('update');
  for (const shop of shops) {
    const labels = await categoryLabels(tx, tenantId, shop.categoryIds);
    await tx
      .update(companies)
      .set({ translations: withCategoryLabels(shop.translations, labels) })
      .where(and(eq(companies.tenantId, tenantId), eq(companies.id, shop.id)));
  }
  return shops.length;
}
