import { Field, Input } from '@atrium/ui/field';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';

import { Empty, Loaded } from './states';

/**
 * A Content tab's list and its editor: the list's loading, error and empty states, its items
 * (`children`, given the list's data), and beside it the `editor` of the opened item or, while
 * none is open, a `hint` how to open one (`data-editing`: a phone shows the list or the editor).
 */
export function ListAndEditor<T>({
  query,
  isEmpty,
  empty = <Empty title={<Trans>Nothing here yet.</Trans>} />,
  children,
  editor,
  hint,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  /** What an empty list shows ("Nothing here yet." unless told). */
  empty?: React.ReactNode;
  children: (data: T) => React.ReactNode;
  /** null: no item is open. */
  editor: React.ReactNode | null;
  hint: React.ReactNode;
}) {
  return (
    <div className="console-content-layout" data-editing={editor !== null}>
      <div className="console-content-list">
        <Loaded query={query}>{(data) => (isEmpty(data) ? empty : children(data))}</Loaded>
      </div>
      {editor ?? <p className="console-muted console-content-hint">{hint}</p>}
    </div>
  );
}

/**
 * One item of a Content list: a button that opens it in the editor, marked while it is open;
 * `actions` (e.g. OrderButtons) sit beside the button, not in it.
 */
export function ItemButton({
  id,
  open,
  onOpen,
  title,
  detail,
  children,
  actions,
}: {
  id: number;
  /** It is the item in the editor. */
  open: boolean;
  onOpen: () => void;
  title: string;
  /** A line under the title (dates, the IČO, the address). */
  detail: React.ReactNode;
  /** After the detail, e.g. the item's state. */
  children?: React.ReactNode;
  /** Buttons of the item beside its own. */
  actions?: React.ReactNode;
}) {
  return (
    <li className={actions ? 'console-item-with-actions' : undefined}>
      <button
        type="button"
        className="console-queue-item"
        data-id={id}
        aria-current={open ? 'true' : undefined}
        onClick={onOpen}
      >
        <strong className="console-wrap">{title}</strong>
        <span className="console-muted">{detail}</span>
        {children}
      </button>
      {actions}
    </li>
  );
}

/** The search box above a list; a new search starts again at the list's first page (`onSearch`). */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: React.ReactNode;
  value: string;
  onSearch: (search: string) => void;
}) {
  return (
    <Field label={label}>
      <Input type="search" value={value} onChange={(e) => onSearch(e.currentTarget.value)} />
    </Field>
  );
}
