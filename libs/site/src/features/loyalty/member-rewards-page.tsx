import { isApiError } from '@atrium/api-client/api-error';
import {
  activateReward,
  customerRewardsQueryOptions,
  rewardLimitsQueryOptions,
} from '@atrium/api-client/customer-rewards';
import { pointsQueryOptions } from '@atrium/api-client/points';
import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import type { ContentEntry } from '@atrium/api-client/content-list';
import type { CustomerReward, RewardLimit } from '@atrium/domain/contract/loyalty';
import { pickTranslation } from '@atrium/domain/translations';
import { Button } from '@atrium/ui/button';
import { EmptyState } from '@atrium/ui/state';
import { Points } from '@atrium/ui/price';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { errorMessage, translateMessage } from '../../common/form-errors';
import { itemImage } from '../../common/item-cards';
import { Page } from '../../common/page';
import { CustomerRewardStatusBadge } from './rewards/my-reward-page';
import { unavailability, UnavailableReason } from './rewards/reward-availability';
import { QueryView, useMemberFormats } from './member-ui';

type RewardEntry = ContentEntry & {
  points?: number;
  stock?: number;
  available?: boolean;
  valid_to?: string;
  per_customer_limit?: number;
};

function rewardTitle(
  reward: Record<string, unknown> | null | undefined,
  locale: Parameters<typeof pickTranslation>[1],
) {
  const translations = (reward?.translations ?? []) as ContentEntry['translations'];
  return (
    pickTranslation(translations, locale, 'title') || pickTranslation(translations, locale, 'name')
  );
}

function RewardCard({
  reward,
  balance,
  limit,
}: {
  reward: RewardEntry;
  balance: number | undefined;
  limit: RewardLimit | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const router = useRouter();
  const queryClient = useQueryClient();
  const cost = reward.points ?? 0;
  const title = rewardTitle(reward, locale);
  const image = itemImage(reward, 'reward');
  const unavailable = unavailability(reward, balance, limit);
  const activation = useMutation({
    mutationFn: async () => {
      const activated = await activateReward(queryClient, reward.id);
      await router.navigate({
        to: '/$locale/my-reward/$id',
        params: { locale, id: activated.id } as never,
      });
    },
  });

  /** Why the API refused the activation. */
  const refusal = ((error: unknown): string | undefined => {
    if (!activation.isError) return undefined;
    const reason = isApiError(error) ? error.fieldError('reward_id') : undefined;
    if (reason?.startsWith('Not enough points'))
      return t`Not enough points for this reward. Nothing was deducted.`;
    if (reason?.startsWith('You have reached the limit'))
      return t`You have reached the limit of this reward. Nothing was deducted.`;
    if (reason?.startsWith('This reward cannot be activated now'))
      return t`This reward cannot be activated now. Nothing was deducted.`;
    return `${reason ? translateMessage(i18n, reason) : errorMessage(i18n, error)} ${t`Nothing was deducted.`}`;
  })(activation.error);

  return (
    <li className="member-card" data-testid="reward-card">
      {image && <img className="member-card__image" src={image} alt="" loading="lazy" />}
      <h3>{title}</h3>
      <p>
        <strong>
          <Points value={cost} />
        </strong>
      </p>
      {reward.valid_to && (
        <p className="member-hint">{t`Valid until ${formats.date(reward.valid_to)}`}</p>
      )}
      {/* "You can activate it 1 more time" beside "Out of stock" said two things at once. */}
      {limit && limit.remaining > 0 && unavailable?.kind !== 'out-of-stock' && (
        <p className="member-hint">
          <Plural
            value={limit.remaining}
            one="You can activate it # more time."
            other="You can activate it # more times."
          />
        </p>
      )}
      {refusal && (
        <p className="member-message member-message--error" role="alert">
          {refusal}
        </p>
      )}
      {unavailable ? (
        <UnavailableReason reason={unavailable} />
      ) : (
        <Button
          onClick={() => activation.mutate()}
          loading={activation.isPending}
          aria-label={t`Activate ${title}`}
        >
          <Trans>Activate</Trans>
        </Button>
      )}
    </li>
  );
}

function ActivatedList({ rewards }: { rewards: CustomerReward[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  if (rewards.length === 0) return <p>{t`You have not activated a reward yet.`}</p>;
  return (
    <ul className="member-cards">
      {rewards.map((item) => (
        <li key={item.id} className="member-card">
          <h3>{rewardTitle(item.reward, locale) || t`Reward`}</h3>
          <CustomerRewardStatusBadge status={item.status} />
          <p className="member-hint">{t`Valid until ${formats.date(item.expires_at)}`}</p>
          <Link to="/$locale/my-reward/$id" params={{ locale, id: item.id } as never}>
            <Trans>Show the code</Trans>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MemberRewardsPage() {
  const { t } = useLingui();
  // The route's loader has the public list (first page) ready.
  const { data: catalogue } = useSuspenseQuery(rewardsQueryOptions({ page: 1 }));
  const full = useQuery(rewardsQueryOptions({ page: 1, per_page: 48 }));
  const points = useQuery(pointsQueryOptions());
  const limits = useQuery(rewardLimitsQueryOptions());
  const activated = useQuery(customerRewardsQueryOptions());
  const list = (full.data ?? catalogue).data as RewardEntry[];
  return (
    <Page heading={t`My rewards`}>
      <section className="member-section" aria-labelledby="activated-heading">
        <h2 id="activated-heading">{t`Activated rewards`}</h2>
        <QueryView query={activated} lines={2}>
          {(result) => <ActivatedList rewards={result.data} />}
        </QueryView>
      </section>
      <section className="member-section" aria-labelledby="available-heading">
        <h2 id="available-heading">{t`Rewards for your points`}</h2>
        {points.data && (
          <p data-testid="rewards-balance">
            <Trans>
              Your balance: <Points value={points.data.balance} />
            </Trans>
          </p>
        )}
        {list.length === 0 ? (
          <EmptyState title={t`No rewards right now`} />
        ) : (
          <ul className="member-cards">
            {list.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                balance={points.data?.balance}
                limit={limits.data?.find((l) => l.reward_id === reward.id)}
              />
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
