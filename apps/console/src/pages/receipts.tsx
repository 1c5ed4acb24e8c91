import { RECEIPT_REJECT_REASONS, type ReceiptRejectReason } from '@atrium/domain/contract/loyalty';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Textarea } from '@atrium/ui/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  type AdminReceipt,
  ApiError,
  approveReceipt,
  company,
  companyTitle,
  listReceipts,
  rejectReceipt,
} from '../api';
import { ConsoleDialog } from '../components/console-dialog';
import { LiveMark } from '../components/live-mark';
import { ReceiptOutcome } from './receipt-outcome';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { moveIndex, QUEUE_KEYS, queueActionOf, type QueueAction } from '../lib/shortcuts';
import { useStaffEvent } from '../realtime';
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
const QUEUE_KEY = ['receipts', 'pending'] as const;

function useQueue() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
  const live = useStaffEvent('receipt.submitted', refresh);
  useStaffEvent('receipt.read', refresh);
  useStaffEvent('receipt.reviewed', refresh);
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => listReceipts('pending', QUEUE_SIZE, signal),
    refetchInterval: live ? QUEUE_LIVE_POLL_MS : QUEUE_POLL_MS,
  });
  return { queue, live };
}

/** Receipts queue: the oldest waiting receipt first, decided with the keyboard or the buttons. */
export function ReceiptsPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const queryClient = useQueryClient();
  const { queue, live } = useQueue();
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
    queryClient.setQueryData(['receipts', 'pending'], (old: typeof queue.data) =>
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
    mutationFn: (receipt: AdminReceipt) => approveReceipt(receipt.id),
    onSuccess: (row, receipt) =>
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
          return select(index + 1);
        case 'previous':
          return select(index - 1);
        case 'approve':
          if (selected && !busy) approve.mutate(selected);
          return;
        case 'reject':
          if (selected && !busy) setRejecting(true);
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
    [approve, busy, index, queue, select, selected],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (rejecting || helpOpen) return;
      const action = queueActionOf(event);
      if (!action) return;
      event.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, rejecting, helpOpen]);

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
      </div>
      <p className="console-notice" data-tone={notice?.tone} role="status" aria-live="polite">
        {notice?.text}
      </p>
      {queue.isPending ? (
        <Loading label={<Trans>Loading the queue…</Trans>} />
      ) : queue.isError ? (
        <Failed error={queue.error} onRetry={() => void queue.refetch()} />
      ) : receipts.length === 0 ? (
        <Empty title={<Trans>No receipts are waiting.</Trans>}>
          <span className="console-muted">
            <Trans>New ones appear here by themselves (checked every 15 seconds).</Trans>
          </span>
        </Empty>
      ) : (
        <div className="console-queue">
          <ol className="console-queue-list" aria-label={t`Waiting receipts, oldest first`}>
            {receipts.map((r, i) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="console-queue-item"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => select(i)}
                >
                  <span>
                    <strong>#{r.id}</strong> · {formatMoneyAmount(r.amount, i18n.locale)}
                  </span>
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
              onApprove={() => approve.mutate(selected)}
              onReject={() => setRejecting(true)}
            />
          )}
        </div>
      )}
      {selected && (
        <RejectDialog
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
  onApprove,
  onReject,
}: {
  receipt: AdminReceipt;
  view: PhotoView;
  onView: (view: PhotoView) => void;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const shop = useQuery({
    queryKey: ['company', receipt.company_id],
    queryFn: ({ signal }) => company(receipt.company_id, signal),
    staleTime: 10 * 60_000,
  });
  const shopName = shop.data ? companyTitle(shop.data, i18n.locale) : null;
  return (
    <article className="console-receipt" aria-labelledby={`receipt-${receipt.id}`}>
      <div className="console-receipt-facts">
        <h2 id={`receipt-${receipt.id}`}>
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
            <Trans>Same photo as receipt #{receipt.duplicate_image_of}.</Trans>
          </p>
        )}
        <dl className="console-facts">
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd data-testid="receipt-amount">{formatMoneyAmount(receipt.amount, i18n.locale)}</dd>
          <dt>
            <Trans>Bought on</Trans>
          </dt>
          <dd>{new Date(receipt.purchased_at).toLocaleDateString(i18n.locale)}</dd>
          <dt>
            <Trans>Receipt number</Trans>
          </dt>
          <dd>{receipt.receipt_number}</dd>
          <dt>
            <Trans>Shop</Trans>
          </dt>
          <dd>{shopName ?? `#${receipt.company_id}`}</dd>
          <dt>
            <Trans>Member</Trans>
          </dt>
          <dd>
            <Link to="/members" search={{ id: receipt.customer_id }}>
              #{receipt.customer_id}
            </Link>
          </dd>
          <dt>
            <Trans>Sent</Trans>
          </dt>
          <dd>{new Date(receipt.created_at).toLocaleString(i18n.locale)}</dd>
        </dl>
        {receipt.reading && <ReceiptReading reading={receipt.reading} />}
        <div className="console-actions">
          <Button onClick={onApprove} loading={busy} aria-keyshortcuts="a">
            <Trans>Approve (a)</Trans>
          </Button>
          <Button variant="danger" onClick={onReject} disabled={busy} aria-keyshortcuts="r">
            <Trans>Reject… (r)</Trans>
          </Button>
        </div>
        <MemberHistory customerId={receipt.customer_id} currentId={receipt.id} />
      </div>
      <ReceiptPhoto receiptId={receipt.id} view={view} onView={onView} />
      <span className="visually-hidden">{t`Use j and k to move between receipts.`}</span>
    </article>
  );
}

/** What OCR read from the photo, beside what the member entered above (docs/loyalty.md). */
function ReceiptReading({ reading }: { reading: NonNullable<AdminReceipt['reading']> }) {
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
        <dd>{reading.amount ? formatMoneyAmount(reading.amount, i18n.locale) : notFound}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>
          {reading.purchased_at
            ? new Date(reading.purchased_at).toLocaleDateString(i18n.locale)
            : notFound}
        </dd>
        <dt>
          <Trans>Company number (IČO)</Trans>
        </dt>
        <dd>{reading.company_number ?? notFound}</dd>
      </dl>
    </section>
  );
}

/**
 * The member's other receipts. The API has no per-member filter on /v1/admin/receipts yet
 * (docs/console.md, "API gaps"), so this reads the latest 200 approved and 200 rejected receipts
 * of the mall and keeps the member's: complete for a small mall, the recent past for a big one.
 */
function MemberHistory({ customerId, currentId }: { customerId: number; currentId: number }) {
  const { i18n } = useLinguiRuntime();
  const history = useQuery({
    queryKey: ['member-receipts', customerId],
    queryFn: async ({ signal }) => {
      const [approved, rejected] = await Promise.all([
        listReceipts('approved', 200, signal),
        listReceipts('rejected', 200, signal),
      ]);
      return [...approved.data, ...rejected.data]
        .filter((r) => r.customer_id === customerId && r.id !== currentId)
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
            <li key={r.id}>
              <span>#{r.id}</span> <span>{formatMoneyAmount(r.amount, i18n.locale)}</span>{' '}
              <ReceiptOutcome receipt={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RejectDialog({
  open,
  onOpenChange,
  receipt,
  pending,
  error,
  onReject,
}: {
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
    receipt.hold_reason === 'duplicate-image' ? 'duplicate' : 'unreadable';
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
      title={<Trans>Reject receipt #{receipt.id}</Trans>}
      description={
        <Trans>The member sees the reason in their language, and your note as written.</Trans>
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
            <Trans>Reject</Trans>
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
              <kbd>{key === 'ArrowDown' ? '↓' : key === 'ArrowUp' ? '↑' : key}</kbd>
            </dt>
            <dd>{names[action]}</dd>
          </div>
        ))}
      </dl>
    </ConsoleDialog>
  );
}
