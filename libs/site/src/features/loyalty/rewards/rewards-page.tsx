import { getRouteApi } from '@tanstack/react-router';
import { RewardsList } from './rewards-list';
import './rewards.css';

const listApi = getRouteApi('/$locale/_default/rewards/$page');

export function RewardsPage() {
  const { page } = listApi.useParams();
  return <RewardsList category="all" page={page} />;
}
