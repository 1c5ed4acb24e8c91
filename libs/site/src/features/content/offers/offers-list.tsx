import { buttonClassName } from '@atrium/ui/button';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { CategoryChips } from '../../../common/category-chips';
import type { ItemsLayout } from '../../../common/item-cards';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { ContentListPage } from '../content-list-page';
import { OFFERS } from '../content-types';

/** `offers_layout`: `list` gives wide horizontal cards; anything else (`grid`) the card grid. */
export function offersLayout(value: string | null): ItemsLayout {
  return value === 'list' ? 'list' : 'grid';
}

/** The offers of one category (`all`: every offer), one page of them. */
export function OffersList({ category, page }: { category: string; page: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  return (
    <ContentListPage
      type={OFFERS}
      filter={{ category, page }}
      heading={t`Offers`}
      filters={<CategoryChips type="product" segment="offers" current={category} />}
      layout={offersLayout(settings.offers_layout)}
      empty={
        category === 'all' ? (
          <Trans>No offers right now</Trans>
        ) : (
          <Trans>No offers in this category</Trans>
        )
      }
      emptyAction={renderRouterLink({
        href: category === 'all' ? `/${locale}/shops/all/1` : `/${locale}/offers/all/1`,
        className: buttonClassName({ variant: 'outline' }),
        children: category === 'all' ? <Trans>Browse the shops</Trans> : <Trans>All offers</Trans>,
      })}
      hrefForPage={(next) =>
        category === 'all' ? `/${locale}/offers/${next}` : `/${locale}/offers/${category}/${next}`
      }
    />
  );
}
