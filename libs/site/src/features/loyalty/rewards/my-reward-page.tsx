import { companyQueryOptions } from '@atrium/api-client/companies';
import { customerRewardQueryOptions } from '@atrium/api-client/customer-rewards';
import type { ContentEntry } from '@atrium/api-client/content-list';
import type { CustomerRewardStatus } from '@atrium/domain/contract/loyalty';
import { pickTranslation } from '@atrium/domain/translations';
import { Points } from '@atrium/ui/price';
import { RewardCodeCard } from '@atrium/ui/reward-code-card';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { detailHref, itemTitle } from '../../../common/content-list';
import { Page } from '../../../common/page';
import { QueryView, useMemberFormats } from '../member-ui';

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

/**
 * Where and how an active reward is redeemed: at its shop (named and linked, with its unit) or,
 * for a centre-wide reward, in any shop of the programme or at the information desk.
 */
function HowToRedeem({ companyId, until }: { companyId: number | null; until: string }) {
  const locale = useLocale();
  const shop = useQuery({ ...companyQueryOptions(companyId ?? 0), enabled: companyId !== null });
  const name = shop.data ? itemTitle(shop.data, locale) : null;
  const unit = typeof shop.data?.unit === 'string' ? shop.data.unit : null;
  return (
    <section className="member-section" aria-labelledby="redeem-heading">
      <h2 id="redeem-heading">
        <Trans>How to redeem it</Trans>
      </h2>
      <ol className="member-steps">
        <li>
          {shop.data && name ? (
            unit ? (
              <Trans>
                Go to <Link to={detailHref('shop', shop.data, locale) as never}>{name}</Link>, unit{' '}
                {unit}.
              </Trans>
            ) : (
              <Trans>
                Go to <Link to={detailHref('shop', shop.data, locale) as never}>{name}</Link>.
              </Trans>
            )
          ) : (
            <Trans>Go to any shop of the loyalty programme or to the information desk.</Trans>
          )}
        </li>
        <li>
          <Trans>Before you pay, show this QR code or read out the code.</Trans>
        </li>
        <li>
          <Trans>The staff mark the reward as used. It can be used once, until {until}.</Trans>
        </li>
      </ol>
    </section>
  );
}

/** `/my-reward/:id`: the activated reward's code as a QR code (ui `RewardCodeCard`), validity, state. */
export function MyRewardPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
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
          const companyId =
            typeof item.reward?.company_id === 'number' ? item.reward.company_id : null;
          const activatedOn = formats.dateTime(item.created_at);
          return (
            <div className="member-stack">
              <RewardCodeCard
                title={title || t`Reward`}
                code={item.code}
                state={item.status}
                validity={formats.dateTime(item.expires_at)}
                usedAt={item.used_at ? formats.dateTime(item.used_at) : undefined}
              />
              {item.status === 'active' && (
                <HowToRedeem companyId={companyId} until={formats.date(item.expires_at)} />
              )}
              <p className="member-hint">
                <Trans>
                  Activated on {activatedOn} for <Points value={item.points_spent} />
                </Trans>
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
