import { categoriesQueryOptions, type CategoryType } from '@atrium/api-client/categories';
import { pickTranslation } from '@atrium/domain/translations';
import { FilterChips } from '@atrium/ui/filter-chips';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../frame/locale/use-locale';
import { renderRouterLink } from '../frame/navigation/router-link';

/**
 * Category filter links above a list (`/{locale}/{segment}/{slug|all}/1`). Loaded after the list;
 * while loading or on error only the list shows (the filter is an extra).
 */
export function CategoryChips({
  type,
  segment,
  current,
}: {
  type: CategoryType;
  segment: string;
  current: string;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  const { data } = useQuery(categoriesQueryOptions(type));
  if (!data || data.length === 0) return null;
  const chips = [
    { value: 'all', label: t`All`, href: `/${locale}/${segment}/all/1` },
    ...data.map((category) => {
      const slug = typeof category.slug === 'string' ? category.slug : String(category.id);
      return {
        value: slug,
        label: pickTranslation(category.translations, locale, 'name'),
        href: `/${locale}/${segment}/${slug}/1`,
      };
    }),
  ];
  return (
    <FilterChips
      className="category-chips"
      chips={chips}
      value={current}
      renderLink={renderRouterLink}
      label={t`Categories`}
    />
  );
}
