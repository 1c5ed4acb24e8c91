import { ApiError } from '@atrium/api-client/api-error';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isNotFoundError } from '../../app/not-found';
import { isChunkLoadError, reloadOnce } from '../../behaviour/chunk-reload';
import { useLocale } from '../../locale/use-locale';
import { NotFoundScreen } from './not-found-screen';

/** The HTTP status an error stands for: the API's status, else 500. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

/** Spec section 2: the status code, for 404 the translated message, else the server's message. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnce();
  }, [chunkError]);
  if (isNotFoundError(error)) return <NotFoundScreen />;
  const message = error instanceof Error ? error.message : String(error);
  return <ErrorView status={errorStatus(error)} message={message} />;
}

export function ErrorView({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  /** What else may help, between the message and the way home (the 404's search). */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <p className="error-screen__status" id="error-title">
        {status}
      </p>
      <h1 className="error-screen__message">{message}</h1>
      {children}
      <Link
        to="/$locale"
        params={{ locale }}
        className="button button--primary"
        aria-label={t`Back to the homepage`}
      >
        <Trans>Back to the homepage</Trans>
      </Link>
    </section>
  );
}
