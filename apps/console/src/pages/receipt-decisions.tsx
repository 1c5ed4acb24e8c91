import type { ReceiptRejectReason } from '@atrium/domain/contract/loyalty';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { Pager } from '../components/pager';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { formatMinor } from '../lib/points-entry';
import { listReceiptDecisions, memberLabel, type ReceiptDecisionKind } from '../staff-lookup-api';
import { formatDateTime } from './format';
import { REJECT_REASON_LABELS } from './receipt-labels';

const DECISION_LABELS: Record<ReceiptDecisionKind, MessageDescriptor> = {
  approve: msg`Approved`,
  reject: msg`Rejected`,
  reverse: msg`Reversed`,
};

const isRejectReason = (code: string): code is ReceiptRejectReason => code in REJECT_REASON_LABELS;

/**
 * The decisions made on receipts, newest first (`GET /v1/admin/receipts/decisions`): when, who,
 * what (approved, rejected, reversed), the receipt and its member, the amount and points as
 * decided, the reason and note; narrowed by kind, member and days.
 */
export function ReceiptDecisions() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [decision, setDecision] = useState<ReceiptDecisionKind | ''>('');
  const [memberText, setMemberText] = useState('');
  const [member, setMember] = useState<string | undefined>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const filters = {
    decision: decision || undefined,
    member,
    from: from || undefined,
    to: to || undefined,
  };
  const decisions = useQuery({
    queryKey: ['receipt-decisions', filters, page],
    queryFn: ({ signal }) => listReceiptDecisions(filters, page, signal),
    placeholderData: (previous) => previous,
  });
  const narrow = (change: () => void) => {
    change();
    setPage(1);
  };
  return (
    <section aria-labelledby="decisions-title">
      <h2 id="decisions-title">
        <Trans>Decisions</Trans>
      </h2>
      <form
        className="console-form-row"
        role="search"
        aria-label={t`Filter the decisions`}
        onSubmit={(e) => {
          e.preventDefault();
          const text = memberText.trim();
          narrow(() => setMember(text.length >= 2 ? text : undefined));
        }}
      >
        <Field label={<Trans>Decision</Trans>}>
          <FieldSelect
            value={decision}
            onChange={(e) => narrow(() => setDecision(e.target.value as ReceiptDecisionKind | ''))}
          >
            <option value="">{t`Any decision`}</option>
            {(['approve', 'reject', 'reverse'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(DECISION_LABELS[kind])}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Field label={<Trans>From</Trans>}>
          <Input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => narrow(() => setFrom(e.currentTarget.value))}
          />
        </Field>
        <Field label={<Trans>To</Trans>}>
          <Input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => narrow(() => setTo(e.currentTarget.value))}
          />
        </Field>
        <Field label={<Trans>Member</Trans>}>
          <Input
            type="search"
            value={memberText}
            placeholder={t`Name, e-mail or phone`}
            onChange={(e) => setMemberText(e.currentTarget.value)}
            autoComplete="off"
          />
        </Field>
        <div className="console-actions">
          <Button type="submit" variant="outline">
            <Trans>Find</Trans>
          </Button>
        </div>
      </form>
      {decisions.isPending ? (
        <Loading />
      ) : decisions.isError ? (
        <Failed error={decisions.error} onRetry={() => void decisions.refetch()} />
      ) : decisions.data.data.length === 0 ? (
        <Empty title={<Trans>No decisions match.</Trans>} />
      ) : (
        <>
          <table className="console-audit" data-testid="receipt-decisions">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col">
                  <Trans>Receipt</Trans>
                </th>
                <th scope="col">
                  <Trans>Member</Trans>
                </th>
                <th scope="col">
                  <Trans>Reason</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {decisions.data.data.map((d) => (
                <tr key={d.id} data-decision={d.decision}>
                  <td>{formatDateTime(d.at, i18n.locale)}</td>
                  <td>{d.staff.name}</td>
                  <td>
                    <Badge variant={d.decision === 'approve' ? 'success' : 'danger'}>
                      {i18n._(DECISION_LABELS[d.decision])}
                    </Badge>
                  </td>
                  <td>
                    #{d.receipt_id}
                    {d.amount_minor !== null && ` · ${formatMinor(d.amount_minor, i18n.locale)}`}
                    {d.decision === 'approve' && d.points !== null && (
                      <>
                        {' · '}
                        <Plural value={d.points} one="# point" other="# points" />
                      </>
                    )}
                  </td>
                  <td>
                    {d.member ? (
                      <Link to="/members" search={{ id: d.member.id }}>
                        {memberLabel(d.member, d.member.id)}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    {d.reject_reason
                      ? isRejectReason(d.reject_reason)
                        ? i18n._(REJECT_REASON_LABELS[d.reject_reason])
                        : d.reject_reason
                      : '—'}
                    {d.reject_note && <span className="console-muted"> · {d.reject_note}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            lastPage={decisions.data.last_page}
            onPage={setPage}
            label={t`Pages of the decisions`}
          />
        </>
      )}
    </section>
  );
}
