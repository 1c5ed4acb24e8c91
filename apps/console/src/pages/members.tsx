import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';

import { adjustPoints, ApiError, listReceipts } from '../api';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { formatMoneyAmount } from './format';
import { REJECT_REASON_LABELS, STATUS_LABELS } from './receipt-labels';

/** Up to this many points a desk member may add or take (apps/api staff/roles.ts). */
export const DESK_ADJUST_LIMIT = 500;

/**
 * Members: a member by number (shown on every receipt and conversation), their receipts, and a
 * points correction or bonus, which the API writes as a new ledger row. Looking a member up by
 * e-mail, their points history and rewards wait for admin endpoints (docs/console.md).
 */
export function MembersPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { id?: number };
  const navigate = useNavigate();
  const [value, setValue] = useState(search.id ? String(search.id) : '');
  const customerId = search.id && Number.isInteger(search.id) && search.id > 0 ? search.id : null;
  return (
    <section className="console-members" aria-labelledby="members-title">
      <h1 id="members-title">
        <Trans>Members</Trans>
      </h1>
      <form
        className="console-desk-form"
        onSubmit={(e) => {
          e.preventDefault();
          const id = Number(value.trim().replace(/^#/, ''));
          void navigate({
            to: '/members',
            search: { id: Number.isInteger(id) && id > 0 ? id : undefined },
          });
        }}
      >
        <Field
          label={<Trans>Member number</Trans>}
          description={<Trans>The # shown beside a receipt or a conversation.</Trans>}
        >
          <Input
            inputMode="numeric"
            value={value}
            autoFocus
            onChange={(e) => setValue(e.currentTarget.value)}
            aria-label={t`Member number`}
          />
        </Field>
        <Button type="submit">
          <Trans>Show</Trans>
        </Button>
      </form>
      {customerId ? (
        <div className="console-member" key={customerId}>
          <h2>
            <Trans>Member #{customerId}</Trans>
          </h2>
          <AdjustPoints customerId={customerId} />
          <MemberReceipts customerId={customerId} />
        </div>
      ) : null}
    </section>
  );
}

function AdjustPoints({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<'adjustment' | 'bonus'>('adjustment');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (n: number) =>
      adjustPoints({
        customer_id: customerId,
        delta: n,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: () => {
      setDelta('');
      setNote('');
      void queryClient.invalidateQueries({ queryKey: ['member-receipts', customerId] });
    },
  });
  const apiError =
    mutation.error instanceof ApiError
      ? (mutation.error.fieldError('delta') ?? mutation.error.message)
      : mutation.error?.message;
  return (
    <form
      className="console-card console-form"
      aria-labelledby="adjust-title"
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(delta);
        if (!Number.isInteger(n) || n === 0) {
          setProblem(t`Enter a whole number of points, e.g. 50 or -20.`);
          return;
        }
        if (!note.trim()) {
          setProblem(t`Say why in the reason note: it stays in the ledger and the audit log.`);
          return;
        }
        setProblem(null);
        mutation.mutate(n);
      }}
    >
      <h3 id="adjust-title">
        <Trans>Adjust points</Trans>
      </h3>
      <div className="console-form-row">
        <Field label={<Trans>Points (+ or −)</Trans>} error={problem ?? apiError ?? undefined}>
          <Input
            inputMode="numeric"
            value={delta}
            onChange={(e) => setDelta(e.currentTarget.value)}
          />
        </Field>
        <Field label={<Trans>Kind</Trans>}>
          <FieldSelect
            value={reason}
            onChange={(e) => setReason(e.target.value as 'adjustment' | 'bonus')}
          >
            <option value="adjustment">{t`Correction`}</option>
            <option value="bonus">{t`Bonus`}</option>
          </FieldSelect>
        </Field>
      </div>
      <Field
        label={<Trans>Reason</Trans>}
        description={<Trans>Desk staff may move up to {DESK_ADJUST_LIMIT} points at a time.</Trans>}
      >
        <Input value={note} maxLength={200} onChange={(e) => setNote(e.currentTarget.value)} />
      </Field>
      <div className="console-actions">
        <Button type="submit" loading={mutation.isPending}>
          <Trans>Add the ledger row</Trans>
        </Button>
        {mutation.data && (
          <span role="status" data-testid="adjusted-balance">
            <Trans>Done: the balance is now {mutation.data.balance} points.</Trans>
          </span>
        )}
      </div>
    </form>
  );
}

function MemberReceipts({ customerId }: { customerId: number }) {
  const { i18n } = useLinguiRuntime();
  const receipts = useQuery({
    queryKey: ['member-receipts', customerId, 'all'],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (['pending', 'approved', 'rejected'] as const).map((s) => listReceipts(s, 200, signal)),
      );
      return lists
        .flatMap((l) => l.data)
        .filter((r) => r.customer_id === customerId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
  return (
    <section aria-labelledby="member-receipts-title">
      <h3 id="member-receipts-title">
        <Trans>Receipts</Trans>
      </h3>
      {receipts.isPending ? (
        <Loading />
      ) : receipts.isError ? (
        <Failed error={receipts.error} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.length === 0 ? (
        <Empty title={<Trans>No receipts among the mall's recent ones.</Trans>} />
      ) : (
        <ul className="console-history-list">
          {receipts.data.map((r) => (
            <li key={r.id}>
              #{r.id} · {formatMoneyAmount(r.amount, i18n.locale)} ·{' '}
              {new Date(r.purchased_at).toLocaleDateString(i18n.locale)}{' '}
              <Badge
                variant={
                  r.status === 'approved'
                    ? 'success'
                    : r.status === 'rejected'
                      ? 'danger'
                      : 'neutral'
                }
              >
                {i18n._(STATUS_LABELS[r.status])}
              </Badge>
              {r.points !== null && <span> +{r.points}</span>}
              {r.reject_reason && (
                <span className="console-muted">
                  {' '}
                  {i18n._(REJECT_REASON_LABELS[r.reject_reason])}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
