import { receiptsQueryOptions } from '@atrium/api-client/receipts';
import { Button } from '@atrium/ui/button';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';
import { rejectReasonText } from './reject-reasons';
import { ReceiptStatusBadge } from './receipt-status-badge';

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
                          <div className="member-hint">{t`This receipt may have been submitted before: the staff will check it.`}</div>
                        )}
                      </td>
                      <td data-label={t`Points`} className="num">
                        {receipt.points !== null ? formats.signed(receipt.points) : '–'}
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
