import { Button } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { SaveHandlers } from '../lib/save';

/** What a form says after an action: done, or why not. */
export type Notice = { tone: 'ok' | 'error'; text: string };

/** The form's notice line: read out politely when done, at once (an alert) when refused. */
export function NoticeLine({ notice, testId }: { notice: Notice | null; testId: string }) {
  return (
    <p
      className="console-notice"
      data-tone={notice?.tone}
      role={notice?.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {notice?.text}
    </p>
  );
}

/** Save and the notice line, kept in view at the bottom of the window while a long form scrolls. */
export function SaveBar({
  submitting,
  notice,
  testId,
}: {
  submitting: boolean;
  notice: Notice | null;
  testId: string;
}) {
  return (
    <div className="console-save-bar">
      <Button type="submit" disabled={submitting}>
        <Trans>Save</Trans>
      </Button>
      <NoticeLine notice={notice} testId={testId} />
    </div>
  );
}

/**
 * The notice of a form that saves through the API, with the messages every such form gives:
 * `refused` after the API's 422 (its fields marked, `unplaced` the paths no field shows),
 * `failed` for anything else, `invalid` when the browser's own checks stopped the save. Each
 * refusal moves focus to the first marked field (`focusFirstInvalid` of `useFocusFirstInvalid`).
 */
export function useSaveNotice(focusFirstInvalid: () => void) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<Notice | null>(null);
  const refused = (unplaced: string[], message: string) => {
    focusFirstInvalid();
    setNotice({
      tone: 'error',
      text: unplaced.length
        ? t`Not saved: ${message} (${unplaced.join(', ')})`
        : t`Not saved: check the marked fields.`,
    });
  };
  const failed = (error: unknown) =>
    setNotice({
      tone: 'error',
      text: t`Not saved: ${error instanceof Error ? error.message : String(error)}`,
    });
  const invalid = () => {
    setNotice({ tone: 'error', text: t`Not saved: check the marked fields.` });
    focusFirstInvalid();
  };
  /** The three as a form hook's handlers (`SaveHandlers` but `onSaved`, which says what changed). */
  const handlers: Omit<SaveHandlers<unknown>, 'onSaved'> = {
    onRefused: refused,
    onFailed: failed,
    onInvalid: invalid,
  };
  return {
    notice,
    setNotice,
    saved: (text: string) => setNotice({ tone: 'ok', text }),
    refused,
    failed,
    invalid,
    handlers,
  };
}
