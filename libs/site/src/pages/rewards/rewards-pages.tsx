import { rewardsQueryOptions, rewardQueryOptions } from '@atrium/api-client/rewards';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { categoryFilter } from '../../app/loaders';
import { ContentDetail } from '../common/content-detail';
import { PaginatedContent } from '../common/content-list';
import { Page } from '../common/page';

const listApi = getRouteApi('/$locale/_default/rewards/$page');
const categoryApi = getRouteApi('/$locale/_default/rewards/$category/$page');
const detailApi = getRouteApi('/$locale/_default/reward/$id/$title');

export function RewardsPage() {
  const { t } = useLingui();
  const { locale, page } = listApi.useParams();
  const { data } = useSuspenseQuery(rewardsQueryOptions({ page }));
  return (
    <Page heading={t`Rewards`}>
      <PaginatedContent
        list={data}
        kind="reward"
        empty={<Trans>No rewards right now</Trans>}
        hrefForPage={(next) => `/${locale}/rewards/${next}`}
      />
    </Page>
  );
}

export function RewardsCategoryPage() {
  const { t } = useLingui();
  const { locale, category, page } = categoryApi.useParams();
  const { data } = useSuspenseQuery(
    rewardsQueryOptions({ category: categoryFilter(category), page }),
  );
  return (
    <Page heading={t`Rewards`}>
      <PaginatedContent
        list={data}
        kind="reward"
        empty={<Trans>No rewards in this category</Trans>}
        hrefForPage={(next) => `/${locale}/rewards/${category}/${next}`}
      />
    </Page>
  );
}

export function RewardPage() {
  const { id } = detailApi.useParams();
  const { data } = useSuspenseQuery(rewardQueryOptions(id));
  return <ContentDetail item={data} />;
}
