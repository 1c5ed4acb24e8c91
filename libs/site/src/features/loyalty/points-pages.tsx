import { memberBadgesQueryOptions } from '@atrium/api-client/member-badges';
import {
  memberTierQueryOptions,
  pointsHistoryQueryOptions,
  pointsQueryOptions,
} from '@atrium/api-client/points';
import { receiptsQueryOptions } from '@atrium/api-client/receipts';
import type {
  PointsEntry,
  PointsReason,
  ReceiptStatus,
  Tier,
} from '@atrium/domain/contract/loyalty';
import type { Locale } from '@atrium/domain/locales';
import { pickTranslation } from '@atrium/domain/translations';
import { BadgeGrid } from '@atrium/ui/badge-grid';
import { Button } from '@atrium/ui/button';
import { PointsBalance, TierProgress } from '@atrium/ui/points-balance';
import { PointsChart } from '@atrium/ui/points-chart';
import { EmptyState } from '@atrium/ui/state';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';
import { rejectReasonText } from './reject-reasons';

const REASONS: Record<PointsReason, MessageDescriptor> = {
  receipt: msg`Receipt`,
  reward: msg`Reward activated`,
  bonus: msg`Bonus`,
  expiry: msg`Points expired`,
  adjustment: msg`Correction`,
  reversal: msg`Receipt reversed`,
};

const RECEIPT_STATUS: Record<ReceiptStatus, MessageDescriptor> = {
  pending: msg`Waiting for approval`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`member-status member-status--${status}`}>
      {i18n._(RECEIPT_STATUS[status])}
    </span>
  );
}

function tierStep(tier: Tier, locale: Locale) {
  return {
    name: pickTranslation(tier.translations, locale, 'name') || tier.slug,
    minPoints: tier.min_points,
  };
}

/**
 * Balance and tier with progress (the design system's `PointsBalance` and `TierProgress`): the
 * top of the dashboard, get points and my points. Tiers are measured by the points earned in the
 * last 12 months, not by the balance.
 */
export function PointsSummaryCard() {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const points = useQuery(pointsQueryOptions());
  const tier = useQuery(memberTierQueryOptions());
  const member = tier.data;
  return (
    <div className="member-section member-stack">
      <QueryView query={points} lines={2}>
        {(summary) => (
          <PointsBalance
            data-testid="points-balance"
            points={summary.balance}
            tierName={member?.tier ? tierStep(member.tier, locale).name : undefined}
            expiring={
              summary.next_expiry
                ? {
                    points: summary.next_expiry.points,
                    date: formats.date(summary.next_expiry.expires_at),
                  }
                : undefined
            }
          />
        )}
      </QueryView>
      <QueryView query={tier} lines={2}>
        {({ tier: current, next_tier: next, earned_12_months: earned }) =>
          current || next ? (
            <TierProgress
              points={earned}
              current={current ? tierStep(current, locale) : undefined}
              next={next ? tierStep(next, locale) : undefined}
            />
          ) : (
            <p className="member-hint">{t`You have no tier yet.`}</p>
          )
        }
      </QueryView>
    </div>
  );
}

/**
 * The balance over the entries of the first history page (newest first), walked back from the
 * current balance, drawn by the design system's `PointsChart`.
 */
function BalanceChart({ entries, balance }: { entries: PointsEntry[]; balance: number }) {
  const { t } = useLingui();
  const series: { date: string; balance: number }[] = [];
  let after = balance;
  for (const entry of entries) {
    series.push({ date: entry.created_at, balance: after });
    after -= entry.delta;
  }
  if (entries.length > 0) {
    series.push({ date: entries[entries.length - 1]!.created_at, balance: after });
  }
  series.reverse();
  if (series.length < 2) return null;
  return <PointsChart points={series} label={t`Points balance over time`} />;
}

export function MyPointsPage() {
  const { t, i18n } = useLingui();
  const formats = useMemberFormats();
  const [page, setPage] = useState(1);
  const history = useQuery(pointsHistoryQueryOptions(page));
  const summary = useQuery(pointsQueryOptions());
  return (
    <Page heading={t`My points`}>
      <PointsSummaryCard />
      <section className="member-section" aria-labelledby="history-heading">
        <h2 id="history-heading">{t`History`}</h2>
        <QueryView query={history}>
          {(result) =>
            result.data.length === 0 ? (
              <EmptyState
                title={t`No points yet`}
                description={t`Upload a receipt from your shopping to collect your first points.`}
              />
            ) : (
              <>
                {page === 1 && summary.data && (
                  <BalanceChart entries={result.data} balance={summary.data.balance} />
                )}
                <table className="member-table">
                  <thead>
                    <tr>
                      <th>{t`Date`}</th>
                      <th>{t`Reason`}</th>
                      <th className="num">{t`Points`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.data.map((entry) => (
                      <tr key={entry.id}>
                        <td data-label={t`Date`}>{formats.date(entry.created_at)}</td>
                        <td data-label={t`Reason`}>{i18n._(REASONS[entry.reason])}</td>
                        <td data-label={t`Points`} className="num">
                          {entry.delta > 0 ? '+' : ''}
                          {formats.number(entry.delta)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {result.last_page > 1 && (
                  <div className="member-links">
                    <Button
                      variant="outline"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      <Trans>Newer</Trans>
                    </Button>
                    <Button
                      variant="outline"
                      disabled={page >= result.last_page}
                      onClick={() => setPage(page + 1)}
                    >
                      <Trans>Older</Trans>
                    </Button>
                  </div>
                )}
              </>
            )
          }
        </QueryView>
      </section>
    </Page>
  );
}

export function ReceiptsPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const [page, setPage] = useState(1);
  const receipts = useQuery(receiptsQueryOptions(page));
  return (
    <Page heading={t`Receipts`}>
      <QueryView query={receipts}>
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState
              title={t`No receipts yet`}
              description={t`Receipts you upload appear here with their state.`}
              action={
                <Link to="/$locale/get-points" params={{ locale }}>
                  <Trans>Upload a receipt</Trans>
                </Link>
              }
            />
          ) : (
            <>
              <table className="member-table">
                <thead>
                  <tr>
                    <th>{t`Purchase date`}</th>
                    <th>{t`Receipt number`}</th>
                    <th className="num">{t`Amount`}</th>
                    <th>{t`State`}</th>
                    <th className="num">{t`Points`}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((receipt) => (
                    <tr key={receipt.id} data-testid="receipt-row">
                      <td data-label={t`Purchase date`}>{formats.date(receipt.purchased_at)}</td>
                      <td data-label={t`Receipt number`}>{receipt.receipt_number}</td>
                      <td data-label={t`Amount`} className="num">
                        {formats.money(receipt.amount_minor)}
                      </td>
                      <td data-label={t`State`}>
                        <ReceiptStatusBadge status={receipt.status} />
                        {receipt.status === 'rejected' && receipt.reject_reason && (
                          <div className="member-hint" data-testid="receipt-reject-reason">
                            {rejectReasonText(i18n, receipt)}
                          </div>
                        )}
                        {receipt.duplicate_image && receipt.status === 'pending' && (
                          <div className="member-hint">{t`The same photo was uploaded before: the staff will check it.`}</div>
                        )}
                      </td>
                      <td data-label={t`Points`} className="num">
                        {receipt.points !== null ? formats.number(receipt.points) : '–'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {result.last_page > 1 && (
                <div className="member-links">
                  <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <Trans>Newer</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= result.last_page}
                    onClick={() => setPage(page + 1)}
                  >
                    <Trans>Older</Trans>
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

export function AwardsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const badges = useQuery(memberBadgesQueryOptions());
  return (
    <Page heading={t`Awards`}>
      <QueryView query={badges}>
        {(list) => {
          if (list.length === 0) return <EmptyState title={t`No awards yet`} />;
          const shown = list.map((badge) => ({
            id: badge.id,
            name: pickTranslation(badge.translations, locale, 'name') || badge.slug,
            description: pickTranslation(badge.translations, locale, 'description') || undefined,
            image: badge.image ?? undefined,
            earned: badge.earned,
            earnedAt: badge.earned ? formats.date(badge.earned_at) : undefined,
          }));
          const locked = shown.filter((b) => !b.earned);
          return (
            <>
              <section className="member-section" aria-labelledby="earned-heading">
                <h2 id="earned-heading">{t`Earned`}</h2>
                <BadgeGrid
                  badges={shown.filter((b) => b.earned)}
                  emptyText={t`You have not earned an award yet.`}
                />
              </section>
              {locked.length > 0 && (
                <section className="member-section" aria-labelledby="locked-heading">
                  <h2 id="locked-heading">{t`Still to earn`}</h2>
                  <BadgeGrid badges={locked} />
                </section>
              )}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
