import { getRouteApi } from '@tanstack/react-router';
import { RewardsList } from './rewards-list';
import './rewards.css';

const categoryApi = getRouteApi('/$locale/_default/rewards/$category/$page');

export function RewardsCategoryPage() {
  const { category, page } = categoryApi.useParams();
  return <RewardsList category={category} page={page} />;
}
