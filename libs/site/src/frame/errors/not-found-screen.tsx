import { redirectQueryOptions } from '@atrium/api-client/redirects';
import { correctedLocalizedPath, unprefixedPathIn } from '@atrium/i18n/slugs';
import { SearchBox } from '@atrium/ui/search-box';
import { SkeletonGroup, Skeleton } from '@atrium/ui/skeleton';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DefaultLayout } from '../layout/default-layout';
import { useLocale } from '../locale/use-locale';
import { ErrorView } from './error-view';
import { listFirstPage } from '../../routing/list-first-page';

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
 * The page a path means without asking anyone: a slug of another language corrected
 * (`/cz/shops` → `/cz/obchody`), and a list without its page number on its first page
 * (`/cz/nabidky` → `/cz/nabidky/1`). Null when the path means no page of the site.
 */
function correctedPath(publicPath: string): string | null {
  // One step at a time: a corrected slug may name a page (`/cz/rewards` → `/cz/odmeny`, the
  // member's rewards), which is not the list it would be without its page number.
  return correctedLocalizedPath(publicPath) ?? listFirstPage(publicPath);
}

/**
 * Where a path was moved: a corrected path first, then the API's redirect table, then (a path
 * without a language prefix, spec section 1) the same page in the visitor's language.
 */
function useMovedTo(publicHref: string) {
  const locale = useLocale();
  const publicPath = publicHref.split(/[?#]/, 1)[0] ?? '/';
  const corrected = correctedPath(publicPath);
  const query = useQuery({ ...redirectQueryOptions(publicPath), enabled: corrected === null });
  if (corrected !== null) return { pending: false, to: corrected };
  if (query.isPending) return { pending: true, to: null };
  return { pending: false, to: query.data?.to ?? unprefixedPathIn(publicHref, locale) };
}

/** The statuses a redirect-table entry may answer with; any other is sent as a 301. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Where the server sends a request that matched no page: a corrected path (`correctedPath`), or
 * the redirect table's target with the table's status; null when the page is not found, or when
 * the table could not be asked (the 404 page's browser asks again). Crawlers and links from
 * before a move follow an HTTP redirect; until 2026-11-28 they were answered 404 and only a
 * browser running the app was sent on. Asked before a 404 is rendered, the lookup's answer is also
 * in the 404 page's query cache: the page the server sends is the final one (no placeholder the
 * browser replaces with the "not found" text: the footer jumped 340 px on a phone).
 */
export async function serverRedirectOf(
  publicHref: string,
  queryClient: QueryClient,
): Promise<{ status: number; to: string } | null> {
  const publicPath = publicHref.split(/[?#]/, 1)[0] ?? '/';
  const corrected = correctedPath(publicPath);
  if (corrected !== null) return corrected === publicPath ? null : { status: 301, to: corrected };
  const lookup = redirectQueryOptions(publicPath);
  await queryClient.prefetchQuery(lookup);
  const redirect = queryClient.getQueryData(lookup.queryKey);
  // A target with a line break could not be a header's value (nor a page's address).
  if (!redirect || redirect.to === publicPath || /[\r\n]/.test(redirect.to)) return null;
  const status = REDIRECT_STATUSES.has(redirect.status_code) ? redirect.status_code : 301;
  return { status, to: redirect.to };
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
