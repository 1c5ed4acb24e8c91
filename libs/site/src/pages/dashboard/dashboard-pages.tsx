import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import { badgesQueryOptions, tiersQueryOptions } from '@atrium/api-client/tiers';
import { pickTranslation } from '@atrium/domain/translations';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useLocale } from '../../locale/use-locale';
import { clearSession } from '../../session/session-store';
import { ContentGrid } from '../common/content-list';
import { Page } from '../common/page';

const myRewardApi = getRouteApi('/$locale/_dashboard/my-reward/$id');

function LogoutButton() {
  const router = useRouter();
  const locale = useLocale();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        clearSession();
        void router.navigate({ to: '/$locale', params: { locale } });
      }}
    >
      <Trans>Sign out</Trans>
    </button>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: tiers } = useSuspenseQuery(tiersQueryOptions());
  return (
    <Page heading={t`My account`}>
      <ul className="dashboard__tiers">
        {tiers.map((tier) => (
          <li key={tier.id}>{pickTranslation(tier.translations, locale, 'name')}</li>
        ))}
      </ul>
      <LogoutButton />
    </Page>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  return <Page heading={t`Profile`} />;
}

export function MyPointsPage() {
  const { t } = useLingui();
  useSuspenseQuery(tiersQueryOptions());
  return <Page heading={t`My points`} />;
}

export function GetPointsPage() {
  const { t } = useLingui();
  return <Page heading={t`Get points`} />;
}

export function ReceiptsPage() {
  const { t } = useLingui();
  return (
    <Page heading={t`Receipts`}>
      <EmptyState title={t`No receipts yet`} />
    </Page>
  );
}

export function MemberRewardsPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(rewardsQueryOptions({ page: 1 }));
  return (
    <Page heading={t`My rewards`}>
      <ContentGrid items={data.data} kind="reward" empty={t`No rewards right now`} />
    </Page>
  );
}

export function MyRewardPage() {
  const { t } = useLingui();
  const { id } = myRewardApi.useParams();
  return <Page heading={t`My reward`} intro={`#${id}`} />;
}

export function AwardsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: badges } = useSuspenseQuery(badgesQueryOptions());
  return (
    <Page heading={t`Awards`}>
      {badges.length === 0 ? (
        <EmptyState title={t`No awards yet`} />
      ) : (
        <ul className="awards">
          {badges.map((badge) => (
            <li key={badge.id}>{pickTranslation(badge.translations, locale, 'name')}</li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function FavouritesPage() {
  const { t } = useLingui();
  return <Page heading={t`Favourites`} />;
}

export function PurchasesPage() {
  const { t } = useLingui();
  return <Page heading={t`Purchases`} />;
}

export function PaymentMethodsPage() {
  const { t } = useLingui();
  return <Page heading={t`Payment methods`} />;
}

export function SupportPage() {
  const { t } = useLingui();
  return <Page heading={t`Support`} />;
}
