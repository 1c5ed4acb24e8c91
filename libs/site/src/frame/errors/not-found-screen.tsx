import { redirectQueryOptions } from '@atrium/api-client/redirects';
import { correctedLocalizedPath, unprefixedPathIn } from '@atrium/i18n/slugs';
import { SearchBox } from '@atrium/ui/search-box';
import { SkeletonGroup, Skeleton } from '@atrium/ui/skeleton';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DefaultLayout } from '../layout/default-layout';
import { useLocale } from '../locale/use-locale';
import { ErrorView } from './error-view';

/** Spec section 8: 'Page Not Found: {path}' with the full path the visitor asked for. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const location = useLocation();
  const locale = useLocale();
  const navigate = useNavigate();
  const path = location.publicHref;
  return (
    <ErrorView status={404} message={t`Page Not Found: ${path}`}>
      <SearchBox
        className="error-screen__search"
        name="q"
        label={t`Search shops, offers, events, news and rewards`}
        showLabel
        onSearch={(text) =>
          void navigate({ to: '/$locale/search', params: { locale }, search: { q: text } })
        }
      />
    </ErrorView>
  );
}

/**
 * Where a path was moved: a slug of another language first, then the API's redirect table, then
 * (a path without a language prefix, spec section 1) the same page in the visitor's language.
 */
function useMovedTo(publicHref: string) {
  const locale = useLocale();
  const publicPath = publicHref.split(/[?#]/, 1)[0] ?? '/';
  const corrected = correctedLocalizedPath(publicPath);
  const query = useQuery({ ...redirectQueryOptions(publicPath), enabled: corrected === null });
  if (corrected !== null) return { pending: false, to: corrected };
  if (query.isPending) return { pending: true, to: null };
  return { pending: false, to: query.data?.to ?? unprefixedPathIn(publicHref, locale) };
}

/**
 * The redirect-table lookup a 404 page makes for `publicHref`, or null when a slug of another
 * language already says where the page is. The server render makes it before it renders a
 * not-found page, so the page it sends is the final one (no placeholder that the browser replaces
 * with the "not found" text: the footer jumped 340 px on a phone).
 */
export function redirectLookupOf(publicHref: string) {
  const publicPath = publicHref.split(/[?#]/, 1)[0] ?? '/';
  return correctedLocalizedPath(publicPath) === null ? redirectQueryOptions(publicPath) : null;
}

/**
 * Before a 404 the site asks `GET /v1/redirects?path=` (DESIGN section 8) and follows a redirect
 * when the mall moved the page; a slug typed in another language (`/cz/shops`) is corrected, and
 * a page's path without its language (`/events/1`) gets the visitor's language.
 */
export function RedirectOrNotFound() {
  const router = useRouter();
  const location = useLocation();
  const publicPath = location.publicHref.split(/[?#]/, 1)[0] ?? '/';
  const moved = useMovedTo(location.publicHref);
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

/** The 404 inside the site's frame: the root's and the language route's `notFoundComponent`. */
export function NotFoundPage() {
  return (
    <DefaultLayout>
      <RedirectOrNotFound />
    </DefaultLayout>
  );
}
