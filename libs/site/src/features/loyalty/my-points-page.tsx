import { pointsHistoryQueryOptions, pointsQueryOptions } from '@atrium/api-client/points';
import type { PointsEntry } from '@atrium/domain/contract/loyalty';
import { Button } from '@atrium/ui/button';
import { PointsChart } from '@atrium/ui/points-chart';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';
import { REASONS } from './points-reasons';
import { PointsSummaryCard } from './points-summary-card';

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
                          {formats.signed(entry.delta)}
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
