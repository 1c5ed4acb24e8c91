import type { AdminPointsEntry } from '@atrium/domain/contract/loyalty';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';

import { adjustPoints, ApiError, getMember, memberPointsHistory, memberRewards } from '../api';
import { Pager } from '../components/pager';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { AUTOMATION_KEY, describePointsEntry, tierName } from '../lib/points-entry';
import { listReceiptQueue, searchMembers } from '../staff-lookup-api';
import { formatDate, formatDateTime, formatMoneyAmount } from './format';
import { POINTS_REASON_LABELS, REWARD_STATUS_LABELS } from './receipt-labels';
import { ReceiptOutcome } from './receipt-outcome';

/** Up to this many points a desk member may add or take (apps/api staff/roles.ts). */
export const DESK_ADJUST_LIMIT = 500;

/**
 * Members: found by part of their name, e-mail or phone number (in any case, with or without
 * diacritics), or opened by number (`#12`, shown beside every receipt and conversation); who they
 * are, their points history (each row saying what it was for), rewards and receipts, and a points
 * correction or bonus, which the API writes as a new ledger row (never an edit).
 */
export function MembersPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { id?: number; q?: string };
  const navigate = useNavigate();
  const [value, setValue] = useState(search.q ?? (search.id ? `#${search.id}` : ''));
  const [problem, setProblem] = useState<string | null>(null);
  const customerId = search.id && Number.isInteger(search.id) && search.id > 0 ? search.id : null;
  return (
    <section className="console-members" aria-labelledby="members-title">
      <h1 id="members-title">
        <Trans>Members</Trans>
      </h1>
      <form
        className="console-desk-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const text = value.trim();
          const number = /^#\s*(\d{1,10})$/.exec(text);
          if (number) {
            setProblem(null);
            void navigate({ to: '/members', search: { id: Number(number[1]) } });
            return;
          }
          if (text.length < 2) {
            setProblem(t`Enter at least 2 characters of a name, e-mail or phone number.`);
            return;
          }
          setProblem(null);
          void navigate({ to: '/members', search: { q: text } });
        }}
      >
        <Field
          label={<Trans>Name, e-mail, phone or member number</Trans>}
          description={
            <Trans>
              Part of a name or address is enough (novak finds Novák); a number with # opens that
              member.
            </Trans>
          }
          error={problem ?? undefined}
        >
          <Input
            value={value}
            autoFocus
            type="search"
            onChange={(e) => setValue(e.currentTarget.value)}
            autoComplete="off"
          />
        </Field>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      {search.q && !customerId ? <MemberResults q={search.q} /> : null}
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

/** The members a search found: name first, then number, e-mail, phone and points; paged. */
function MemberResults({ q }: { q: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const found = useQuery({
    queryKey: ['member-search', q, page],
    queryFn: ({ signal }) => searchMembers(q, page, signal),
    retry: false,
  });
  if (found.isPending) return <Loading />;
  if (found.isError) {
    return <Failed error={found.error} onRetry={() => void found.refetch()} />;
  }
  const { data, total, last_page: lastPage } = found.data;
  if (data.length === 0) {
    return <Empty title={<Trans>No member of this mall matches “{q}”.</Trans>} />;
  }
  return (
    <section aria-labelledby="member-results-title">
      <h2 id="member-results-title">
        <Plural value={total} one="# member found" other="# members found" />
      </h2>
      <ul className="console-history-list" data-testid="member-results">
        {data.map((m) => (
          <li key={m.id}>
            <Link to="/members" search={{ id: m.id }}>
              <strong>{`${m.first_name} ${m.last_name}`.trim() || m.email}</strong>
            </Link>{' '}
            <span className="console-muted">
              #{m.id} · {m.email}
              {m.phone ? ` · ${m.phone}` : ''} ·{' '}
              <Plural value={m.balance} one="# point" other="# points" />
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        lastPage={lastPage}
        onPage={setPage}
        label={t`Pages of the members found`}
      />
    </section>
  );
}

function MemberSummary({ customerId }: { customerId: number }) {
  const { i18n } = useLinguiRuntime();
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
  const name = `${m.first_name} ${m.last_name}`.trim() || m.email;
  return (
    <div>
      <h2>
        {name} <span className="console-muted">(#{customerId})</span>
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
        <dd data-testid="member-tier">{tierName(m, i18n.locale) ?? <Trans>None yet</Trans>}</dd>
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
              {formatDateTime(entry.created_at, i18n.locale)}
              <br />
              <PointsEntryLine entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a ledger row was for, in the staff member's language (lib/points-entry.ts). */
function PointsEntryLine({ entry }: { entry: AdminPointsEntry }) {
  const { i18n } = useLinguiRuntime();
  const text = describePointsEntry(entry, i18n.locale);
  switch (text.kind) {
    case 'receipt':
    case 'reversal':
      return text.shop ? (
        <Trans>
          Receipt #{text.receiptId} at {text.shop} ({text.amount})
        </Trans>
      ) : (
        <Trans>
          Receipt #{text.receiptId} ({text.amount})
        </Trans>
      );
    case 'reward':
      return <Trans>Reward: {text.title}</Trans>;
    case 'by-staff': {
      const who = text.staff === AUTOMATION_KEY ? i18n._(msg`the automation key`) : text.staff;
      return text.note ? (
        <Trans>
          By {who}: {text.note}
        </Trans>
      ) : (
        <Trans>By {who}</Trans>
      );
    }
    case 'expiry':
      return text.day ? (
        <Trans>Points earned before {formatDate(text.day, i18n.locale)} expired</Trans>
      ) : null;
    case 'plain':
      return text.reference ? <span className="console-muted">{text.reference}</span> : null;
  }
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
        (['pending', 'approved', 'rejected'] as const).map((s) =>
          listReceiptQueue(s, { customer_id: customerId }, 48, signal),
        ),
      );
      return lists.flatMap((l) => l.data).sort((a, b) => b.created_at.localeCompare(a.created_at));
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
        <Empty title={<Trans>No receipts yet.</Trans>} />
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
