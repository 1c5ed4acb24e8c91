import { buttonClassName } from '@atrium/ui/button';
import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { categoryFilter } from '../../../routing/loaders';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { CategoryChips } from '../../../common/category-chips';
import { PaginatedItems } from '../../../common/item-cards';
import { Page } from '../../../common/page';
import './rewards.css';

export function RewardsList({ category, page }: { category: string; page: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(
    rewardsQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Rewards`}>
      <CategoryChips type="reward" segment="rewards" current={category} />
      <PaginatedItems
        list={data}
        kind="reward"
        empty={
          category === 'all' ? (
            <Trans>No rewards right now</Trans>
          ) : (
            <Trans>No rewards in this category</Trans>
          )
        }
        emptyAction={renderRouterLink({
          href: category === 'all' ? `/${locale}/offers/1` : `/${locale}/rewards/all/1`,
          className: buttonClassName({ variant: 'outline' }),
          children: category === 'all' ? <Trans>See the offers</Trans> : <Trans>All rewards</Trans>,
        })}
        hrefForPage={(next) =>
          category === 'all'
            ? `/${locale}/rewards/${next}`
            : `/${locale}/rewards/${category}/${next}`
        }
      />
    </Page>
  );
}
