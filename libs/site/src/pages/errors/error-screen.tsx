import { ApiError } from '@atrium/api-client/api-error';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isNotFound,
  Link,
  SearchParamError,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadOnce } from '../../behaviour/chunk-reload';
import { useLocale } from '../../locale/use-locale';
import { NotFoundScreen } from './not-found-screen';

/** The HTTP status an error stands for: the API's status, else 500. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

/** A bad path or search parameter, a 404 from the API or `notFound()`: shown as the 404 page. */
export function isNotFoundError(error: unknown): boolean {
  return (
    isNotFound(error) ||
    error instanceof SearchParamError ||
    isNotFound((error as { cause?: unknown } | null)?.cause) ||
    (error instanceof ApiError && error.status === 404)
  );
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

export function ErrorView({ status, message }: { status: number; message: string }) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <p className="error-screen__status" id="error-title">
        {status}
      </p>
      <h1 className="error-screen__message">{message}</h1>
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
