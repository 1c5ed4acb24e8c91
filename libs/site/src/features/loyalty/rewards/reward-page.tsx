import { buttonClassName } from '@atrium/ui/button';
import { pointsQueryOptions } from '@atrium/api-client/points';
import { rewardLimitsQueryOptions } from '@atrium/api-client/customer-rewards';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { activateReward } from '@atrium/api-client/customer-rewards';
import { rewardQueryOptions } from '@atrium/api-client/rewards';
import { ApiError } from '@atrium/api-client/api-error';
import { Button } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { useSession } from '../../../session/session-store';
import { toast } from '../../../toasts/toast-store';
import { translateMessage } from '../../../common/form-errors';
import { ContentDetail } from '../../../common/content-detail';
import { itemDates, itemPrice } from '../../../common/item-cards';
import { useMall } from '../../../mall/use-mall';
import { ItemShop } from '../../../common/item-shop';
import { unavailability, UnavailableReason, type RewardAvailability } from './reward-availability';
import './rewards.css';

const detailApi = getRouteApi('/$locale/_default/reward/$id/$title');

export function RewardPage() {
  const { id } = detailApi.useParams();
  const { data } = useSuspenseQuery(rewardQueryOptions(id));
  const { timezone, currency } = useMall();
  return (
    <ContentDetail item={data}>
      <div className="reward-facts">
        <p className="reward-facts__points">{itemPrice(data, 'reward', currency)}</p>
        <p>{itemDates(data, 'reward', timezone)}</p>
        <ItemShop companyId={data.company_id} />
      </div>
      <ActivateReward reward={data} />
    </ContentDetail>
  );
}

/**
 * Members activate the reward (`POST /v1/customer-rewards`) and go to its code; visitors are asked
 * to sign in (and come back here afterwards).
 */
function ActivateReward({ reward }: { reward: ContentEntry }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const token = useSession((state) => state.token);
  const location = useLocation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const activation = useMutation({
    mutationFn: async () => {
      const activated = await activateReward(queryClient, reward.id);
      toast.success(t`Reward activated`);
      await navigate({
        to: '/$locale/my-reward/$id',
        params: { locale, id: activated.id as never },
      });
    },
  });
  const error = activation.isError
    ? activation.error instanceof ApiError
      ? translateMessage(i18n, activation.error.fieldError('reward_id') ?? activation.error.message)
      : t`The reward could not be activated. Please try again.`
    : null;
  // A member sees why a reward cannot be activated (stock, limit, points) instead of the button.
  const points = useQuery({ ...pointsQueryOptions(), enabled: Boolean(token) });
  const limits = useQuery({ ...rewardLimitsQueryOptions(), enabled: Boolean(token) });
  const unavailable = unavailability(
    reward as RewardAvailability,
    points.data?.balance,
    limits.data?.find((limit) => limit.reward_id === reward.id),
  );

  if (!token) {
    return (
      <div className="reward-activate">
        <p>
          <Trans>Sign in to activate this reward with your points.</Trans>
        </p>
        {renderRouterLink({
          href: `/${locale}/login?redirect=${encodeURIComponent(location.href)}`,
          className: buttonClassName({ variant: 'primary' }),
          children: <Trans>Sign in to activate</Trans>,
        })}
      </div>
    );
  }

  if (unavailable) {
    return (
      <div className="reward-activate">
        <UnavailableReason reason={unavailable} />
      </div>
    );
  }

  return (
    <div className="reward-activate">
      <Button
        loading={activation.isPending}
        disabled={activation.isPending}
        onClick={() => activation.mutate()}
      >
        <Trans>Activate reward</Trans>
      </Button>
      {error && (
        <p role="alert" className="reward-activate__error">
          {error}
        </p>
      )}
    </div>
  );
}
