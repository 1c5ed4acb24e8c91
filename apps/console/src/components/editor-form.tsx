import { Button } from '@atrium/ui/button';
import { submitHandler } from '@atrium/ui/form-field';
import { Trans } from '@lingui/react/macro';
import { type AnyFormApi, useStore } from '@tanstack/react-form';
import { useId } from 'react';
import type * as React from 'react';

/** The one button of an editor's head: Add a slide, Close, … */
export type EditorAction = { label: React.ReactNode; onClick: () => void; disabled?: boolean };

/** What the frame needs of the TanStack form it draws: its submit and whether it is changed. */
export type EditorFormApi = Parameters<typeof submitHandler>[0] & Pick<AnyFormApi, 'store'>;

/**
 * The frame of every Content editor: a card `<form>` named by its heading that submits `form`
 * (the browser's own checks off, the form checks itself; `onSubmitStart` first, e.g. to clear the
 * last notice), and a head with the heading, the item's `badge`, "Unsaved changes" while the form
 * differs from what is stored, and the head's `action`.
 */
export function EditorForm({
  ref,
  form,
  onSubmitStart,
  onKeyDown,
  title,
  badge,
  action,
  className,
  testId,
  children,
}: {
  ref: React.Ref<HTMLFormElement>;
  form: EditorFormApi;
  onSubmitStart?: () => void;
  onKeyDown?: React.KeyboardEventHandler<HTMLFormElement>;
  title: React.ReactNode;
  badge?: React.ReactNode;
  action: EditorAction;
  /** Added to the card's own classes. */
  className?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  const dirty = useStore(form.store, (state) => state.isDirty);
  return (
    <form
      ref={ref}
      className={['console-card console-content-editor', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submitHandler(form, onSubmitStart)}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <div className="console-page-head">
        <h2 id={headingId}>{title}</h2>
        {badge}
        {dirty && (
          <span className="console-muted" data-testid="unsaved">
            <Trans>Unsaved changes</Trans>
          </span>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={action.disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </div>
      {children}
    </form>
  );
}
