import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';

import {
  adjustPoints,
  ApiError,
  findMemberByEmail,
  getMember,
  listReceipts,
  memberPointsHistory,
  memberRewards,
} from '../api';
import { ReceiptOutcome } from './receipt-outcome';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { formatMoneyAmount } from './format';
import { POINTS_REASON_LABELS, REWARD_STATUS_LABELS } from './receipt-labels';

/** Up to this many points a desk member may add or take (apps/api staff/roles.ts). */
export const DESK_ADJUST_LIMIT = 500;

/**
 * Members: a member by e-mail or by number (shown on every receipt and conversation), who they
 * are, their points history, rewards and receipts, and a points correction or bonus, which the API
 * writes as a new ledger row (never an edit).
 */
export function MembersPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { id?: number };
  const navigate = useNavigate();
  const [value, setValue] = useState(search.id ? String(search.id) : '');
  const [notFoundEmail, setNotFoundEmail] = useState<string | null>(null);
  const customerId = search.id && Number.isInteger(search.id) && search.id > 0 ? search.id : null;
  const lookup = useMutation({
    mutationFn: (email: string) => findMemberByEmail(email),
    onSuccess: (member, email) => {
      setNotFoundEmail(member ? null : email);
      if (member) void navigate({ to: '/members', search: { id: member.id } });
    },
  });
  const lookupError =
    lookup.error instanceof ApiError
      ? (lookup.error.fieldError('email') ?? lookup.error.message)
      : lookup.error?.message;
  return (
    <section className="console-members" aria-labelledby="members-title">
      <h1 id="members-title">
        <Trans>Members</Trans>
      </h1>
      <form
        className="console-desk-form"
        onSubmit={(e) => {
          e.preventDefault();
          const text = value.trim();
          setNotFoundEmail(null);
          if (text.includes('@')) {
            lookup.mutate(text);
            return;
          }
          const id = Number(text.replace(/^#/, ''));
          void navigate({
            to: '/members',
            search: { id: Number.isInteger(id) && id > 0 ? id : undefined },
          });
        }}
      >
        <Field
          label={<Trans>E-mail or member number</Trans>}
          description={<Trans>The exact e-mail address, or the # shown beside a receipt.</Trans>}
          error={
            lookupError ??
            (notFoundEmail
              ? t`No member of this mall has the address ${notFoundEmail}.`
              : undefined)
          }
        >
          <Input
            value={value}
            autoFocus
            onChange={(e) => setValue(e.currentTarget.value)}
            autoComplete="off"
          />
        </Field>
        <Button type="submit" loading={lookup.isPending}>
          <Trans>Show</Trans>
        </Button>
      </form>
      {customerId ? (
        <div className="console-member" key={customerId}>
          <MemberSummary customerId={customerId} />
          <AdjustPoints customerId={customerId} />
          <PointsHistory customerId={customerId} />
          <MemberRewards customerId={customerId} />
          <MemberReceipts customerId={customerId} />
        </div>
      ) : null}
    </section>
  );
}

function MemberSummary({ customerId }: { customerId: number }) {
  const member = useQuery({
    queryKey: ['member', customerId],
    queryFn: ({ signal }) => getMember(customerId, signal),
    retry: false,
  });
  if (member.isPending) return <Loading />;
  if (member.isError) {
    return member.error instanceof ApiError && member.error.status === 404 ? (
      <Empty title={<Trans>No member #{customerId} in this mall.</Trans>} />
    ) : (
      <Failed error={member.error} onRetry={() => void member.refetch()} />
    );
  }
  const m = member.data;
  const name = `${m.first_name} ${m.last_name}`.trim();
  return (
    <div>
      <h2>
        <Trans>Member #{customerId}</Trans>
        {name ? ` · ${name}` : ''}
      </h2>
      <dl className="console-facts">
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{m.email}</dd>
        <dt>
          <Trans>Points</Trans>
        </dt>
        <dd data-testid="member-balance">{m.balance}</dd>
        <dt>
          <Trans>Tier</Trans>
        </dt>
        <dd>{m.tier ?? '—'}</dd>
      </dl>
    </div>
  );
}

function PointsHistory({ customerId }: { customerId: number }) {
  const { i18n } = useLinguiRuntime();
  const history = useQuery({
    queryKey: ['member-points', customerId],
    queryFn: ({ signal }) => memberPointsHistory(customerId, signal),
  });
  return (
    <section aria-labelledby="member-points-title">
      <h3 id="member-points-title">
        <Trans>Points history</Trans>
      </h3>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <Failed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <Empty title={<Trans>No points yet.</Trans>} />
      ) : (
        <ul className="console-history-list" data-testid="member-points">
          {history.data.data.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</strong> ·{' '}
              {i18n._(POINTS_REASON_LABELS[entry.reason])} ·{' '}
              {new Date(entry.created_at).toLocaleString(i18n.locale)}
              {entry.reference && <span className="console-muted"> {entry.reference}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberRewards({ customerId }: { customerId: number }) {
  const { i18n } = useLinguiRuntime();
  const rewards = useQuery({
    queryKey: ['member-rewards', customerId],
    queryFn: ({ signal }) => memberRewards(customerId, signal),
  });
  return (
    <section aria-labelledby="member-rewards-title">
      <h3 id="member-rewards-title">
        <Trans>Rewards</Trans>
      </h3>
      {rewards.isPending ? (
        <Loading />
      ) : rewards.isError ? (
        <Failed error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data.data.length === 0 ? (
        <Empty title={<Trans>No rewards yet.</Trans>} />
      ) : (
        <ul className="console-history-list">
          {rewards.data.data.map((r) => (
            <li key={r.id}>
              <code>{r.code}</code> · −{r.points_spent} ·{' '}
              <Badge variant={r.status === 'active' ? 'success' : 'neutral'}>
                {i18n._(REWARD_STATUS_LABELS[r.status])}
              </Badge>{' '}
              {new Date(r.created_at).toLocaleDateString(i18n.locale)}
            </li>
          ))}
        </ul>
      )}
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
      for (const key of ['member', 'member-points', 'member-receipts']) {
        void queryClient.invalidateQueries({ queryKey: [key, customerId] });
      }
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
              <ReceiptOutcome receipt={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
