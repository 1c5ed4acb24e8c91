import { RECEIPT_REJECT_REASONS, type ReceiptRejectReason } from '@atrium/domain/contract/loyalty';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input, Textarea } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  type AdminReceipt,
  ApiError,
  approveReceipt,
  company,
  companyTitle,
  getReceipt,
  rejectReceipt,
  reverseReceipt,
} from '../api';
import { ConsoleDialog } from '../components/console-dialog';
import { LiveMark } from '../components/live-mark';
import { ReceiptOutcome } from './receipt-outcome';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import {
  moveIndex,
  QUEUE_ITEM_ATTRIBUTE,
  QUEUE_KEYS,
  queueActionOf,
  type QueueAction,
} from '../lib/shortcuts';
import { useStaffEvent } from '../realtime';
import { listReceiptQueue, memberLabel } from '../staff-lookup-api';
import { ReceiptDecisions } from './receipt-decisions';
import { isFiltered, NO_FILTERS, type QueueFilters, ReceiptFilterBar } from './receipt-filters';
import { formatMoneyAmount } from './format';
import { HOLD_REASON_LABELS, REJECT_REASON_LABELS } from './receipt-labels';
import { INITIAL_VIEW, type PhotoView, ReceiptPhoto, rotate, zoomBy } from './receipt-photo';

/**
 * The queue refreshes when the mall's staff channel says a receipt waits (`receipt.submitted`),
 * was read by OCR (`receipt.read`) or was decided by a colleague (`receipt.reviewed`,
 * docs/console.md). It still polls: every 60 s while live, every 15 s while the channel is not
 * connected, and at once when the tab comes back.
 */
export const QUEUE_POLL_MS = 15_000;
export const QUEUE_LIVE_POLL_MS = 60_000;
const QUEUE_SIZE = 100;
const QUEUE_KEY = ['receipts'] as const;
const queueKey = (filters: QueueFilters) => [...QUEUE_KEY, filters.status, filters] as const;

function useQueue(filters: QueueFilters) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
  const live = useStaffEvent('receipt.submitted', refresh);
  useStaffEvent('receipt.read', refresh);
  useStaffEvent('receipt.reviewed', refresh);
  const { status, ...narrowed } = filters;
  const queue = useQuery({
    queryKey: queueKey(filters),
    queryFn: ({ signal }) => listReceiptQueue(status, narrowed, QUEUE_SIZE, signal),
    refetchInterval: live ? QUEUE_LIVE_POLL_MS : QUEUE_POLL_MS,
  });
  return { queue, live };
}

/** Receipts queue: the oldest waiting receipt first, decided with the keyboard or the buttons. */
export function ReceiptsPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<QueueFilters>(NO_FILTERS);
  const [tab, setTab] = useState<'queue' | 'decisions'>('queue');
  const { queue, live } = useQueue(filters);
  // Only waiting receipts are approved or rejected here; decided ones are reversed in the
  // member's history.
  const decidable = filters.status === 'pending';
  const listRef = useRef<HTMLOListElement>(null);
  // Where the keyboard's focus goes once the list has rendered the new selection (the tick runs
  // the effect also when the selection stays the same).
  const focusNext = useRef<'item' | 'detail' | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const requestFocus = (target: 'item' | 'detail') => {
    focusNext.current = target;
    setFocusTick((n) => n + 1);
  };
  const receipts = useMemo(() => queue.data?.data ?? [], [queue.data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<PhotoView>(INITIAL_VIEW);
  const [rejecting, setRejecting] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const lastIndex = useRef(0);

  // The selection follows the receipt's id; when it leaves the queue, the one now at its place.
  const index = useMemo(() => {
    const at = receipts.findIndex((r) => r.id === selectedId);
    return at >= 0 ? at : moveIndex(lastIndex.current, 0, receipts.length);
  }, [receipts, selectedId]);
  const selected: AdminReceipt | undefined = receipts[index];
  useEffect(() => {
    lastIndex.current = index;
  }, [index]);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    // Nothing left to focus: a receipt arriving later must not take the focus from a filter.
    if (!target || !selected) return;
    const element =
      target === 'item'
        ? listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')
        : document.getElementById(`receipt-${selected.id}`);
    element?.focus();
  }, [selected, focusTick]);

  const select = useCallback(
    (next: number) => {
      const receipt = receipts[moveIndex(next, 0, receipts.length)];
      if (receipt) {
        setSelectedId(receipt.id);
        setView(INITIAL_VIEW);
      }
    },
    [receipts],
  );

  const decided = (receipt: AdminReceipt, text: string) => {
    setNotice({ tone: 'success', text });
    setSelectedId(null);
    // The next receipt takes the decided one's place, with the focus on it, so j/k, a and r
    // go on from there.
    requestFocus('item');
    queryClient.setQueryData(queueKey(filters), (old: typeof queue.data) =>
      old
        ? { ...old, data: old.data.filter((r) => r.id !== receipt.id), total: old.total - 1 }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: ['receipts'] });
    void queryClient.invalidateQueries({ queryKey: ['member-receipts', receipt.customer_id] });
  };
  const failed = (error: Error) => {
    setNotice({ tone: 'error', text: error.message });
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: ['receipts', 'pending'] });
    }
  };

  const approve = useMutation({
    mutationFn: (input: { receipt: AdminReceipt; amount?: string }) =>
      approveReceipt(input.receipt.id, input.amount),
    onSuccess: (row, { receipt }) =>
      decided(receipt, t`Receipt ${receipt.id} approved: ${row.points ?? 0} points.`),
    onError: failed,
  });
  const reject = useMutation({
    mutationFn: (input: { receipt: AdminReceipt; reason: ReceiptRejectReason; note: string }) =>
      rejectReceipt(input.receipt.id, input.reason, input.note.trim() || undefined),
    onSuccess: (_row, { receipt }) => {
      setRejecting(false);
      decided(receipt, t`Receipt ${receipt.id} rejected.`);
    },
    onError: failed,
  });
  const busy = approve.isPending || reject.isPending;

  const act = useCallback(
    (action: QueueAction) => {
      switch (action) {
        case 'next':
          requestFocus('item');
          return select(index + 1);
        case 'previous':
          requestFocus('item');
          return select(index - 1);
        case 'open':
          if (!selected) return;
          requestFocus('detail');
          return setSelectedId(selected.id);
        case 'approve':
          if (selected && !busy && decidable) approve.mutate({ receipt: selected });
          return;
        case 'reject':
          if (selected && !busy && decidable) setRejecting(true);
          return;
        case 'zoom-in':
          return setView((v) => zoomBy(v, 1));
        case 'zoom-out':
          return setView((v) => zoomBy(v, -1));
        case 'rotate':
          return setView((v) => rotate(v));
        case 'reset-view':
          return setView(INITIAL_VIEW);
        case 'help':
          return setHelpOpen(true);
        case 'refresh':
          void queue.refetch();
          return;
      }
    },
    [approve, busy, decidable, index, queue, select, selected],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (rejecting || helpOpen || tab !== 'queue') return;
      const action = queueActionOf(event);
      if (!action) return;
      event.preventDefault();
      // Enter on an entry of the list opens that one, whichever was selected before.
      const item = (event.target as HTMLElement | null)?.getAttribute?.(QUEUE_ITEM_ATTRIBUTE);
      if (action === 'open' && item) {
        requestFocus('detail');
        setSelectedId(Number(item));
        return;
      }
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, rejecting, helpOpen, tab]);

  return (
    <section className="console-receipts" aria-labelledby="receipts-title">
      <div className="console-page-head">
        <h1 id="receipts-title">
          <Trans>Receipts to check</Trans>
        </h1>
        {queue.data && (
          <Badge variant={queue.data.total ? 'accent' : 'neutral'} data-testid="queue-count">
            <Plural value={queue.data.total} one="# waiting" other="# waiting" />
          </Badge>
        )}
        <LiveMark live={live} pollSeconds={QUEUE_POLL_MS / 1000} />
        <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)}>
          <Trans>Shortcuts (?)</Trans>
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={tab === 'decisions'}
          onClick={() => setTab(tab === 'queue' ? 'decisions' : 'queue')}
        >
          {tab === 'queue' ? <Trans>Past decisions</Trans> : <Trans>Back to the queue</Trans>}
        </Button>
      </div>
      <p className="console-notice" data-tone={notice?.tone} role="status" aria-live="polite">
        {notice?.text}
      </p>
      {tab === 'decisions' ? (
        <ReceiptDecisions />
      ) : (
        <>
          <ReceiptFilterBar
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setSelectedId(null);
            }}
          />
          <p className="console-muted" data-testid="queue-keys">
            <Trans>
              j/k or ↑/↓ move, Enter opens, a approves, r rejects; ? shows every shortcut.
            </Trans>
          </p>
        </>
      )}
      {tab === 'decisions' ? null : queue.isPending ? (
        <Loading label={<Trans>Loading the queue…</Trans>} />
      ) : queue.isError ? (
        <Failed error={queue.error} onRetry={() => void queue.refetch()} />
      ) : receipts.length === 0 && (isFiltered(filters) || !decidable) ? (
        <Empty title={<Trans>No receipts match these filters.</Trans>} />
      ) : receipts.length === 0 ? (
        <Empty title={<Trans>No receipts are waiting.</Trans>}>
          <span className="console-muted">
            <Trans>New ones appear here by themselves (checked every 15 seconds).</Trans>
          </span>
        </Empty>
      ) : (
        <div className="console-queue">
          <ol
            ref={listRef}
            className="console-queue-list"
            aria-label={
              decidable ? t`Waiting receipts, oldest first` : t`Decided receipts, oldest first`
            }
          >
            {receipts.map((r, i) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="console-queue-item"
                  aria-current={i === index ? 'true' : undefined}
                  {...{ [QUEUE_ITEM_ATTRIBUTE]: r.id }}
                  onClick={() => select(i)}
                >
                  <span>
                    <strong>#{r.id}</strong> · {formatMoneyAmount(r.amount, i18n.locale)}
                  </span>
                  <span data-testid="queue-member">{memberLabel(r.member, r.customer_id)}</span>
                  <span className="console-muted">
                    {new Date(r.created_at).toLocaleString(i18n.locale)}
                  </span>
                  {(r.hold_reason || r.duplicate_image) && (
                    <Badge variant="danger" className="console-wrap">
                      {r.hold_reason
                        ? i18n._(HOLD_REASON_LABELS[r.hold_reason])
                        : t`Duplicate photo`}
                    </Badge>
                  )}
                </button>
              </li>
            ))}
          </ol>
          {selected && (
            <ReceiptDetail
              key={selected.id}
              receipt={selected}
              view={view}
              onView={setView}
              busy={busy}
              decidable={decidable}
              onApprove={(amount) => approve.mutate({ receipt: selected, amount })}
              onReject={() => setRejecting(true)}
            />
          )}
        </div>
      )}
      {selected && (
        <RejectDialog
          mode="reject"
          open={rejecting}
          onOpenChange={setRejecting}
          receipt={selected}
          pending={reject.isPending}
          error={reject.error}
          onReject={(reason, note) => reject.mutate({ receipt: selected, reason, note })}
        />
      )}
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </section>
  );
}

function ReceiptDetail({
  receipt,
  view,
  onView,
  busy,
  decidable,
  onApprove,
  onReject,
}: {
  receipt: AdminReceipt;
  view: PhotoView;
  onView: (view: PhotoView) => void;
  busy: boolean;
  decidable: boolean;
  onApprove: (amount?: string) => void;
  onReject: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const mismatch = readingMismatch(receipt);
  const shop = useQuery({
    queryKey: ['company', receipt.company_id],
    queryFn: ({ signal }) => company(receipt.company_id, signal),
    staleTime: 10 * 60_000,
  });
  const shopName = shop.data ? companyTitle(shop.data, i18n.locale) : null;
  return (
    <article className="console-receipt" aria-labelledby={`receipt-${receipt.id}`}>
      <div className="console-receipt-facts">
        <h2 id={`receipt-${receipt.id}`} tabIndex={-1}>
          <Trans>Receipt #{receipt.id}</Trans>
        </h2>
        {receipt.hold_reason && (
          <p className="console-flag" role="note" data-testid="hold-reason">
            <strong>
              <Trans>Held:</Trans>
            </strong>{' '}
            {i18n._(HOLD_REASON_LABELS[receipt.hold_reason])}
          </p>
        )}
        {receipt.duplicate_image_of !== null && (
          <p className="console-flag" role="note">
            <Trans>
              Possibly the same receipt as #{receipt.duplicate_image_of}: the same day and total,
              and the same shop or photo. Compare them below.
            </Trans>
          </p>
        )}
        <dl className="console-facts">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd data-testid="receipt-amount" data-mismatch={mismatch.amount || undefined}>
            {formatMoneyAmount(receipt.amount, i18n.locale)}
          </dd>
          <dt>
            <Trans>Bought on</Trans>
          </dt>
          <dd data-testid="receipt-date" data-mismatch={mismatch.date || undefined}>
            {new Date(receipt.purchased_at).toLocaleDateString(i18n.locale)}
          </dd>
          <dt>
            <Trans>Receipt number</Trans>
          </dt>
          <dd>{receipt.receipt_number}</dd>
          <dt>
            <Trans>Shop</Trans>
          </dt>
          <dd data-testid="receipt-shop" data-mismatch={mismatch.shop || undefined}>
            {shopName ?? `#${receipt.company_id}`}
          </dd>
          <dt>
            <Trans>Member</Trans>
          </dt>
          <dd>
            <Link to="/members" search={{ id: receipt.customer_id }}>
              {memberLabel(receipt.member, receipt.customer_id)}
            </Link>
          </dd>
          <dt>
            <Trans>Sent</Trans>
          </dt>
          <dd>{new Date(receipt.created_at).toLocaleString(i18n.locale)}</dd>
        </dl>
        {receipt.reading && <ReceiptReading reading={receipt.reading} mismatch={mismatch} />}
        {decidable && (
          <>
            <div className="console-actions">
              <Button onClick={() => onApprove()} loading={busy} aria-keyshortcuts="a">
                <Trans>Approve (a)</Trans>
              </Button>
              <Button variant="danger" onClick={onReject} disabled={busy} aria-keyshortcuts="r">
                <Trans>Reject… (r)</Trans>
              </Button>
            </div>
            <CorrectedApproval
              receipt={receipt}
              suggested={mismatch.amount ? receipt.reading?.amount : undefined}
              busy={busy}
              onApprove={onApprove}
            />
          </>
        )}
        <MemberHistory customerId={receipt.customer_id} currentId={receipt.id} />
      </div>
      <ReceiptPhoto receiptId={receipt.id} view={view} onView={onView} />
      {receipt.duplicate_image_of !== null && (
        <CompareWithEarlier receipt={receipt} earlierId={receipt.duplicate_image_of} />
      )}
      <span className="visually-hidden">{t`Use j and k to move between receipts.`}</span>
    </article>
  );
}

/** Which entered values the reading contradicts (docs/loyalty.md "Reading receipts"). */
interface Mismatch {
  amount: boolean;
  date: boolean;
  shop: boolean;
}

/** The total may differ by 1 % (as the API's comparison), the day and the IČO not at all. */
function readingMismatch(receipt: AdminReceipt): Mismatch {
  const read = receipt.reading;
  if (!read || read.status !== 'read') return { amount: false, date: false, shop: false };
  return {
    amount:
      read.amount_minor !== null &&
      Math.abs(read.amount_minor - receipt.amount_minor) > receipt.amount_minor * 0.01,
    date: read.purchased_at !== null && read.purchased_at !== receipt.purchased_at,
    shop: receipt.hold_reason === 'read-shop',
  };
}

/** Approve with the total staff read off the photo (stored and audited; the member sees it). */
function CorrectedApproval({
  receipt,
  suggested,
  busy,
  onApprove,
}: {
  receipt: AdminReceipt;
  suggested: string | null | undefined;
  busy: boolean;
  onApprove: (amount: string) => void;
}) {
  const { t } = useLingui();
  const [amount, setAmount] = useState(suggested ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className="console-form console-corrected"
      aria-label={t`Approve with a corrected amount`}
      onSubmit={(e) => {
        e.preventDefault();
        const value = amount.trim();
        if (!/^\d{1,7}(?:[.,]\d{1,2})?$/.test(value) || Number(value.replace(',', '.')) <= 0) {
          setProblem(t`Enter the amount, e.g. 249.90`);
          return;
        }
        setProblem(null);
        onApprove(value.replace(',', '.'));
      }}
    >
      <Field
        label={<Trans>Corrected amount (CZK)</Trans>}
        description={
          <Trans>Entered: {receipt.amount}. Points are counted from the corrected amount.</Trans>
        }
        error={problem ?? undefined}
      >
        <Input
          value={amount}
          inputMode="decimal"
          data-testid="corrected-amount"
          onChange={(e) => setAmount(e.currentTarget.value)}
          onKeyDown={(e) => e.stopPropagation()}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={busy}>
        <Trans>Approve with this amount</Trans>
      </Button>
    </form>
  );
}

/** The earlier receipt a held one may copy, beside it: both photos, entered and read values. */
function CompareWithEarlier({ receipt, earlierId }: { receipt: AdminReceipt; earlierId: number }) {
  const [views, setViews] = useState<[PhotoView, PhotoView]>([INITIAL_VIEW, INITIAL_VIEW]);
  const earlier = useQuery({
    queryKey: ['receipt', earlierId],
    queryFn: ({ signal }) => getReceipt(earlierId, signal),
    staleTime: 30_000,
  });
  return (
    <section
      className="console-compare"
      aria-labelledby={`compare-${receipt.id}`}
      data-testid="compare-earlier"
    >
      <h3 id={`compare-${receipt.id}`}>
        <Trans>
          This receipt (#{receipt.id}) beside the earlier receipt #{earlierId}
        </Trans>
      </h3>
      <div className="console-compare-columns">
        <CompareColumn
          receipt={receipt}
          view={views[0]}
          onView={(v) => setViews(([, b]) => [v, b])}
        />
        {earlier.isPending ? (
          <Loading />
        ) : earlier.isError ? (
          <Failed error={earlier.error} onRetry={() => void earlier.refetch()} />
        ) : (
          <CompareColumn
            receipt={earlier.data}
            view={views[1]}
            onView={(v) => setViews(([a]) => [a, v])}
          />
        )}
      </div>
    </section>
  );
}

function CompareColumn({
  receipt,
  view,
  onView,
}: {
  receipt: AdminReceipt;
  view: PhotoView;
  onView: (view: PhotoView) => void;
}) {
  const { i18n } = useLinguiRuntime();
  const read = receipt.reading;
  const day = (d: string | null | undefined) =>
    d ? new Date(d).toLocaleDateString(i18n.locale) : '—';
  return (
    <div className="console-compare-column" data-testid={`compare-${receipt.id}`}>
      <p>
        <strong>#{receipt.id}</strong> <ReceiptOutcome receipt={receipt} />
      </p>
      <dl className="console-facts">
        <dt>
          <Trans>Entered</Trans>
        </dt>
        <dd>
          {formatMoneyAmount(receipt.amount, i18n.locale)} · {day(receipt.purchased_at)} ·{' '}
          {receipt.receipt_number}
        </dd>
        <dt>
          <Trans>Read</Trans>
        </dt>
        <dd>
          {read?.status === 'read'
            ? `${read.amount ? formatMoneyAmount(read.amount, i18n.locale) : '—'} · ${day(read.purchased_at)} · ${read.company_number ?? '—'}`
            : '—'}
        </dd>
        <dt>
          <Trans>Member</Trans>
        </dt>
        <dd>{memberLabel(receipt.member, receipt.customer_id)}</dd>
      </dl>
      <ReceiptPhoto receiptId={receipt.id} view={view} onView={onView} />
    </div>
  );
}

/** What OCR read from the photo, beside what the member entered above (docs/loyalty.md). */
function ReceiptReading({
  reading,
  mismatch,
}: {
  reading: NonNullable<AdminReceipt['reading']>;
  mismatch: Mismatch;
}) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  if (reading.status === 'queued') {
    return (
      <p className="console-muted" data-testid="receipt-reading">
        <Trans>The photo is still being read.</Trans>
      </p>
    );
  }
  if (reading.status === 'failed') {
    return (
      <p className="console-muted" data-testid="receipt-reading">
        <Trans>The photo could not be read: {reading.error ?? '—'}</Trans>
      </p>
    );
  }
  const notFound = <span className="console-muted">{t`not found`}</span>;
  return (
    <section aria-labelledby="reading-title" data-testid="receipt-reading">
      <h3 id="reading-title">
        <Trans>Read from the photo</Trans>
      </h3>
      <dl className="console-facts">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="read-amount" data-mismatch={mismatch.amount || undefined}>
          {reading.amount ? formatMoneyAmount(reading.amount, i18n.locale) : notFound}
          {mismatch.amount && <Differs />}
        </dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd data-testid="read-date" data-mismatch={mismatch.date || undefined}>
          {reading.purchased_at
            ? new Date(reading.purchased_at).toLocaleDateString(i18n.locale)
            : notFound}
          {mismatch.date && <Differs />}
        </dd>
        <dt>
          <Trans>Company number (IČO)</Trans>
        </dt>
        <dd data-testid="read-shop" data-mismatch={mismatch.shop || undefined}>
          {reading.company_number ?? notFound}
          {mismatch.shop && <Differs />}
        </dd>
      </dl>
    </section>
  );
}

/** The mark beside a read value that contradicts the entered one. */
function Differs() {
  return (
    <Badge variant="danger" className="console-differs">
      <Trans>differs from the entry</Trans>
    </Badge>
  );
}

/**
 * The member's other receipts. The API has no per-member filter on /v1/admin/receipts yet
 * (docs/console.md, "API gaps"), so this reads the latest 200 approved and 200 rejected receipts
 * of the mall and keeps the member's: complete for a small mall, the recent past for a big one.
 */
function MemberHistory({ customerId, currentId }: { customerId: number; currentId: number }) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [reversing, setReversing] = useState<AdminReceipt | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reverse = useMutation({
    mutationFn: (input: { receipt: AdminReceipt; reason: ReceiptRejectReason; note: string }) =>
      reverseReceipt(input.receipt.id, input.reason, input.note.trim() || undefined),
    onSuccess: (_row, { receipt }) => {
      setReversing(null);
      setDone(
        t`Receipt ${receipt.id} reversed: its ${receipt.points ?? 0} points were taken back.`,
      );
      void queryClient.invalidateQueries({ queryKey: ['member-receipts', customerId] });
    },
  });
  const history = useQuery({
    queryKey: ['member-receipts', customerId],
    queryFn: async ({ signal }) => {
      const [approved, rejected] = await Promise.all([
        listReceiptQueue('approved', { customer_id: customerId }, 48, signal),
        listReceiptQueue('rejected', { customer_id: customerId }, 48, signal),
      ]);
      return [...approved.data, ...rejected.data]
        .filter((r) => r.id !== currentId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
    staleTime: 30_000,
  });
  return (
    <section className="console-history" aria-labelledby={`history-${customerId}`}>
      <h3 id={`history-${customerId}`}>
        <Trans>The member's earlier receipts</Trans>
      </h3>
      {history.isPending ? (
        <Loading />
      ) : history.isError ? (
        <Failed error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <p className="console-muted">
          <Trans>None among the mall's recent decisions.</Trans>
        </p>
      ) : (
        <ul className="console-history-list">
          {history.data.slice(0, 10).map((r) => (
            <li key={r.id} data-testid={`history-${r.id}`}>
              <span>#{r.id}</span> <span>{formatMoneyAmount(r.amount, i18n.locale)}</span>{' '}
              <ReceiptOutcome receipt={r} />
              {r.status === 'approved' && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    reverse.reset();
                    setReversing(r);
                  }}
                >
                  <Trans>Reverse…</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="console-muted" role="status" aria-live="polite">
        {done}
      </p>
      {reversing && (
        <RejectDialog
          mode="reverse"
          open
          onOpenChange={(open) => !open && setReversing(null)}
          receipt={reversing}
          pending={reverse.isPending}
          error={reverse.error}
          onReject={(reason, note) => reverse.mutate({ receipt: reversing, reason, note })}
        />
      )}
    </section>
  );
}

/**
 * Rejects a waiting receipt, or reverses an approved one (its points are taken back): the same
 * reason codes and note, confirmed here.
 */
function RejectDialog({
  mode,
  open,
  onOpenChange,
  receipt,
  pending,
  error,
  onReject,
}: {
  mode: 'reject' | 'reverse';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  receipt: AdminReceipt;
  pending: boolean;
  error: Error | null;
  onReject: (reason: ReceiptRejectReason, note: string) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const suggested: ReceiptRejectReason =
    mode === 'reverse'
      ? 'goods-returned'
      : receipt.hold_reason === 'duplicate-image'
        ? 'duplicate'
        : 'unreadable';
  const [reason, setReason] = useState<ReceiptRejectReason>(suggested);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason(suggested);
      setNote('');
      setProblem(null);
    }
  }, [open, suggested]);
  const apiProblem = error instanceof ApiError ? (error.fieldError('note') ?? error.message) : null;
  return (
    <ConsoleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        mode === 'reverse' ? (
          <Trans>Reverse receipt #{receipt.id}</Trans>
        ) : (
          <Trans>Reject receipt #{receipt.id}</Trans>
        )
      }
      description={
        mode === 'reverse' ? (
          <Trans>
            Its {receipt.points ?? 0} points are taken back from the member and the receipt becomes
            rejected. The member sees the reason in their language, and your note as written.
          </Trans>
        ) : (
          <Trans>The member sees the reason in their language, and your note as written.</Trans>
        )
      }
    >
      <form
        className="console-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason === 'other' && !note.trim()) {
            setProblem(t`Describe the reason in the note.`);
            return;
          }
          onReject(reason, note);
        }}
      >
        <Field label={<Trans>Reason</Trans>} required>
          <FieldSelect
            value={reason}
            autoFocus
            onChange={(e) => setReason(e.target.value as ReceiptRejectReason)}
          >
            {RECEIPT_REJECT_REASONS.map((code) => (
              <option key={code} value={code}>
                {i18n._(REJECT_REASON_LABELS[code])}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Field
          label={<Trans>Note for the member</Trans>}
          description={<Trans>Optional, up to 500 characters; required for “Other”.</Trans>}
          error={problem ?? apiProblem ?? undefined}
        >
          <Textarea
            value={note}
            maxLength={500}
            rows={3}
            onChange={(e) => setNote(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey))
                e.currentTarget.form?.requestSubmit();
            }}
          />
        </Field>
        <div className="console-actions">
          <Button type="submit" variant="danger" loading={pending}>
            {mode === 'reverse' ? (
              <Trans>Reverse and take the points back</Trans>
            ) : (
              <Trans>Reject</Trans>
            )}
          </Button>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </ConsoleDialog>
  );
}

function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const names: Record<QueueAction, string> = {
    next: t`Next receipt`,
    previous: t`Previous receipt`,
    open: t`Open the receipt (its details get the focus)`,
    approve: t`Approve`,
    reject: t`Reject with a reason`,
    'zoom-in': t`Zoom in`,
    'zoom-out': t`Zoom out`,
    rotate: t`Rotate the photo`,
    'reset-view': t`Reset zoom and rotation`,
    help: t`This help`,
    refresh: t`Check for new receipts now`,
  };
  const rows = Object.entries(QUEUE_KEYS);
  return (
    <ConsoleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Keyboard shortcuts</Trans>}
    >
      <dl className="console-shortcuts">
        {rows.map(([key, action]) => (
          <div key={key}>
            <dt>
              <kbd>
                {key === 'ArrowDown' ? '↓' : key === 'ArrowUp' ? '↑' : key === 'Enter' ? '↵' : key}
              </kbd>
            </dt>
            <dd>{names[action]}</dd>
          </div>
        ))}
      </dl>
    </ConsoleDialog>
  );
}
