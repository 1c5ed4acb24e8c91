import { customerRewardQueryOptions } from '@atrium/api-client/customer-rewards';
import type { ContentEntry } from '@atrium/api-client/content-list';
import type { CustomerRewardStatus } from '@atrium/domain/contract/loyalty';
import { pickTranslation } from '@atrium/domain/translations';
import { RewardCodeCard } from '@atrium/ui/reward-code-card';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLocale } from '../../locale/use-locale';
import { Page } from '../common/page';
import { formatDateTime, QueryView } from '../dashboard/member-ui';

const myRewardApi = getRouteApi('/$locale/_dashboard/my-reward/$id');

const STATUS: Record<CustomerRewardStatus, MessageDescriptor> = {
  active: msg`Ready to use`,
  used: msg`Used`,
  expired: msg`Expired`,
};

export function CustomerRewardStatusBadge({ status }: { status: CustomerRewardStatus }) {
  const { i18n } = useLingui();
  return <span className={`member-status member-status--${status}`}>{i18n._(STATUS[status])}</span>;
}

/** `/my-reward/:id`: the activated reward's code as a QR code (ui `RewardCodeCard`), validity, state. */
export function MyRewardPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { id } = myRewardApi.useParams() as { id: number };
  const reward = useQuery(customerRewardQueryOptions(Number(id)));
  return (
    <Page heading={t`My reward`}>
      <QueryView query={reward} lines={4}>
        {(item) => {
          const translations = (item.reward?.translations ?? []) as ContentEntry['translations'];
          const title =
            pickTranslation(translations, locale, 'title') ||
            pickTranslation(translations, locale, 'name');
          return (
            <div className="member-stack">
              <RewardCodeCard
                title={title || t`Reward`}
                code={item.code}
                state={item.status}
                validity={formatDateTime(item.expires_at, i18n.locale)}
                usedAt={item.used_at ? formatDateTime(item.used_at, i18n.locale) : undefined}
              />
              <p className="member-hint">
                {t`Activated on ${formatDateTime(item.created_at, i18n.locale)} for ${item.points_spent} points`}
              </p>
              <Link to="/$locale/rewards" params={{ locale }}>
                <Trans>Back to my rewards</Trans>
              </Link>
            </div>
          );
        }}
      </QueryView>
    </Page>
  );
}
