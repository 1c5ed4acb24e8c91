import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useLocale } from '../../locale/use-locale';

interface ErrorWithStatus {
  status?: number;
  message?: string;
}

/** Spec section 2: the status code, the server's message, and a button home. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { status = 500, message } = (error ?? {}) as ErrorWithStatus;
  return <ErrorView status={status} message={message ?? String(error)} />;
}

export function ErrorView({ status, message }: { status: number; message: string }) {
  const locale = useLocale();
  return (
    <main className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__status" id="error-title">
        {status}
      </p>
      <p className="error-screen__message">{message}</p>
      <Link to="/$locale" params={{ locale }} className="button button--primary">
        <Trans>Back to the homepage</Trans>
      </Link>
    </main>
  );
}
