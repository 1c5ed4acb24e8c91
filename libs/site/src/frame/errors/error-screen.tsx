import { ApiError } from '@atrium/api-client/api-error';
import { type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isNotFoundError } from '../../routing/not-found';
import { isChunkLoadError, reloadOnce } from '../../behaviour/chunk-reload';
import { screenMessage } from './error-message';
import { ErrorView } from './error-view';
import { NotFoundScreen } from './not-found';

/** The HTTP status an error stands for: the API's status, else 500. */
export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 500;
}

/** Spec section 2: the status code, for 404 the translated message, else the server's message. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnce();
  }, [chunkError]);
  if (isNotFoundError(error)) return <NotFoundScreen />;
  return <ErrorView status={errorStatus(error)} message={screenMessage(i18n, error)} />;
}
