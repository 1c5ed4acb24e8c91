import { Button } from '@atrium/ui/button';
import { Trans } from '@lingui/react/macro';

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
