import type { AuditEntry } from '@atrium/domain/contract/staff';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { ConsoleDialog } from '../components/console-dialog';
import {
  ABSENT,
  type AuditChange,
  auditChanges,
  hasBeforeAfter,
  type Leaf,
} from '../lib/audit-diff';

/** The audit log's date and time, in the console's language. */
export function useAuditTime(): (iso: string) => string {
  const { i18n } = useLinguiRuntime();
  return (iso) => new Date(iso).toLocaleString(i18n.locale);
}

/** The row's button: how many fields the entry changed, and which entry it opens. */
export function AuditEntryButton({ entry, onOpen }: { entry: AuditEntry; onOpen: () => void }) {
  const time = useAuditTime();
  const stored = hasBeforeAfter(entry.before, entry.after);
  const count = stored ? auditChanges(entry.before, entry.after).length : 0;
  return (
    <button type="button" className="console-link-button" onClick={onOpen}>
      {stored ? <Plural value={count} one="# change" other="# changes" /> : <Trans>Details</Trans>}
      <span className="visually-hidden">
        : {entry.action}, {time(entry.at)}
      </span>
    </button>
  );
}

/**
 * One audit entry opened (a dialog: focus kept inside, Escape closes): who, what, when, and what
 * changed — the fields that differ between the stored before and after, side by side, nested JSON
 * (settings sections, a post's translations) by its path, long texts wrapped; the stored JSON
 * itself below. An entry that stored neither says so.
 */
export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
}) {
  const time = useAuditTime();
  return (
    <ConsoleDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      wide
      title={entry ? <code>{entry.action}</code> : null}
      description={entry ? `${entry.actor.label} · ${time(entry.at)}` : undefined}
    >
      {entry && <AuditEntryBody entry={entry} />}
    </ConsoleDialog>
  );
}

function AuditEntryBody({ entry }: { entry: AuditEntry }) {
  const stored = hasBeforeAfter(entry.before, entry.after);
  const changes = stored ? auditChanges(entry.before, entry.after) : [];
  return (
    <div className="console-audit-entry" data-testid="audit-entry">
      <dl className="console-facts">
        <dt>
          <Trans>Target</Trans>
        </dt>
        <dd>{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}` : '—'}</dd>
        <dt>
          <Trans>IP address</Trans>
        </dt>
        <dd>{entry.ip ?? '—'}</dd>
        <dt>
          <Trans>Request</Trans>
        </dt>
        <dd className="console-wrap-anywhere">{entry.request_id ?? '—'}</dd>
      </dl>
      {!stored ? (
        <p data-testid="audit-no-changes">
          <Trans>This entry stores no before and after: it records that the action happened.</Trans>
        </p>
      ) : changes.length === 0 ? (
        <p data-testid="audit-no-changes">
          <Trans>Before and after are the same: nothing changed.</Trans>
        </p>
      ) : (
        <ChangesTable changes={changes} />
      )}
      {stored && (
        <details className="console-audit-json">
          <summary>
            <Trans>The stored before and after (JSON)</Trans>
          </summary>
          <div className="console-audit-json-sides">
            <section>
              <h3>
                <Trans>Before</Trans>
              </h3>
              <pre>{json(entry.before)}</pre>
            </section>
            <section>
              <h3>
                <Trans>After</Trans>
              </h3>
              <pre>{json(entry.after)}</pre>
            </section>
          </div>
        </details>
      )}
    </div>
  );
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

function ChangesTable({ changes }: { changes: AuditChange[] }) {
  const { t } = useLingui();
  const fields = changes.length;
  return (
    <table className="console-audit-diff" data-testid="audit-changes">
      <caption>
        <Plural value={fields} one="# field differs" other="# fields differ" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Field</Trans>
          </th>
          <th scope="col">
            <Trans>Before</Trans>
          </th>
          <th scope="col">
            <Trans>After</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path} data-kind={change.kind} data-path={change.path}>
            <th scope="row">
              <code>{change.path || t`(the whole value)`}</code>
            </th>
            <td data-side="before">
              <LeafValue value={change.before} />
            </td>
            <td data-side="after">
              <LeafValue value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LeafValue({ value }: { value: Leaf }): React.ReactNode {
  if (value === ABSENT) {
    return (
      <span className="console-muted">
        <Trans>(not there)</Trans>
      </span>
    );
  }
  if (value === null) {
    return (
      <em className="console-muted">
        <Trans>(empty)</Trans>
      </em>
    );
  }
  if (value === '') {
    return (
      <em className="console-muted">
        <Trans>(empty text)</Trans>
      </em>
    );
  }
  if (typeof value === 'string') return <span className="console-diff-text">{value}</span>;
  return <code>{String(value)}</code>;
}
