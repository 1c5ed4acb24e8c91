import type { Locale } from '@atrium/domain/locales';
import { Skeleton, SkeletonGroup, CardSkeleton } from '@atrium/ui/skeleton';
import { buttonClassName } from '@atrium/ui/button';
import { ErrorState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../behaviour/chunk-reload';
import { useLocale } from '../frame/locale/use-locale';
import { isNotFoundError } from '../routing/not-found';
import { errorStatus } from '../frame/errors/error-screen';
import { screenMessage } from '../frame/errors/error-message';
import { RedirectOrNotFound } from '../frame/errors/not-found';

/**
 * The frame of every page: a container, the page's one `<h1>` and its content. Page components
 * render `<Page heading={t\`Offers\`}>…</Page>`; the layout (header, footer) comes from the route.
 */
export function Page({
  heading,
  intro,
  children,
  className,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <article className={`page container${className ? ` ${className}` : ''}`}>
      <header className="page__header">
        <h1 className="page__heading">{heading}</h1>
        {intro && <p className="page__intro">{intro}</p>}
      </header>
      {children}
    </article>
  );
}

/** The pending component of every route (router `defaultPendingComponent`): a page skeleton. */
export function PageSkeleton() {
  return (
    <SkeletonGroup className="page container page-skeleton">
      <Skeleton shape="text" width="50%" height={36} />
      {/* A full row at every width (the grid has one to four columns): no jump when it loads. */}
      <div className="content-grid">
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </SkeletonGroup>
  );
}

/**
 * The error component of every page route (router `defaultErrorComponent`): inside the layout,
 * a 404 becomes the 'Page Not Found' screen, anything else an error with its status, the server's
 * message and a retry.
 */
export function PageErrorState({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const locale = useLocale();
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  const { i18n } = useLingui();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnce();
  }, [chunkError]);
  if (isNotFoundError(error)) return <RedirectOrNotFound />;
  return (
    <div className="page container">
      <ErrorStateWithHome
        status={errorStatus(error)}
        message={screenMessage(i18n, error)}
        onRetry={() => {
          resetQueries();
          reset();
          void router.invalidate();
        }}
        locale={locale}
      />
    </div>
  );
}

function ErrorStateWithHome({
  status,
  message,
  onRetry,
  locale,
}: {
  status: number;
  message: string;
  onRetry: () => void;
  locale: Locale;
}) {
  return (
    <ErrorState
      status={status}
      description={message}
      onRetry={onRetry}
      action={
        <Link to="/$locale" params={{ locale }} className={buttonClassName({ variant: 'outline' })}>
          <Trans>Back to the homepage</Trans>
        </Link>
      }
    />
  );
}
