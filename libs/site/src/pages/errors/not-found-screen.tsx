import { redirectQueryOptions } from '@atrium/api-client/redirects';
import { correctedLocalizedPath } from '@atrium/i18n/slugs';
import { SkeletonGroup, Skeleton } from '@atrium/ui/skeleton';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorView } from './error-screen';

/** Spec section 8: 'Page Not Found: {path}' with the full path the visitor asked for. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const location = useLocation();
  const path = location.publicHref;
  return <ErrorView status={404} message={t`Page Not Found: ${path}`} />;
}

/** Where a path was moved: a slug of another language first, then the API's redirect table. */
function useMovedTo(publicPath: string) {
  const corrected = correctedLocalizedPath(publicPath);
  const query = useQuery({ ...redirectQueryOptions(publicPath), enabled: corrected === null });
  if (corrected !== null) return { pending: false, to: corrected };
  return { pending: query.isPending, to: query.data?.to ?? null };
}

/**
 * Before a 404 the site asks `GET /v1/redirects?path=` (DESIGN section 8) and follows a redirect
 * when the mall moved the page; a slug typed in another language (`/cz/shops`) is corrected.
 */
export function RedirectOrNotFound() {
  const router = useRouter();
  const location = useLocation();
  const publicPath = location.publicHref.split(/[?#]/, 1)[0] ?? '/';
  const moved = useMovedTo(publicPath);
  const target = moved.to && moved.to !== publicPath ? moved.to : null;

  useEffect(() => {
    if (!target) return;
    if (/^https?:\/\//i.test(target)) window.location.replace(target);
    else router.history.replace(target);
  }, [target, router]);

  if (moved.pending || target) {
    return (
      <SkeletonGroup className="container page-skeleton">
        <Skeleton shape="text" width="40%" height={32} />
      </SkeletonGroup>
    );
  }
  return <NotFoundScreen />;
}
