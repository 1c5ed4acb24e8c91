import { eventsQueryOptions, type EventsListParams } from '@atrium/api-client/events';
import { mallQueryOptions } from '@atrium/api-client/mall';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { featuredCompaniesQueryOptions } from '@atrium/api-client/featured-companies';
import { newsQueryOptions } from '@atrium/api-client/news';
import { productsQueryOptions } from '@atrium/api-client/products';
import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import type { Settings } from '@atrium/domain/settings';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isLoggedIn } from '../../session/session-store';

/** Cards in each home carousel. The API accepts per_page of 1, 2, 8, 12, 24 or 48. */
const CAROUSEL_SIZE = 12;

/** Which events the hero cards show (`hero_cards_event_type`: upcoming, mall or stores). */
export function heroCardsParams(value: string | null): EventsListParams {
  if (value === 'mall' || value === 'stores') return { type: value, upcoming: true, per_page: 8 };
  return { upcoming: true, per_page: 8 };
}

/**
 * The lists of home's sections (spec section 2). Offers and rewards may be for members only
 * (`is_*_visible_only_when_logged_in`): then not shown, and not fetched, without a session.
 */
export function homeQueries(settings: Settings, loggedIn: boolean) {
  return {
    lists: {
      heroCards: eventsQueryOptions(heroCardsParams(settings.hero_cards_event_type)),
      featured: featuredCompaniesQueryOptions(),
      events: eventsQueryOptions({ upcoming: true, per_page: CAROUSEL_SIZE }),
      offers: productsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }),
      news: newsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }),
      rewards: rewardsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }),
    },
    shown: {
      offers: !settings.is_offers_visible_only_when_logged_in || loggedIn,
      rewards: !settings.is_rewards_visible_only_when_logged_in || loggedIn,
    },
  };
}

/**
 * Home's loader (`/{locale}` and the bare `/`): the mall, the settings and every section's list,
 * so a server-rendered home page carries the lists in its HTML and its query cache, and the
 * browser hydrates the sections as they are instead of showing six skeletons and re-rendering home
 * once per list (on a 4× slower CPU about a second of main-thread work after the page became
 * interactive; docs/benchmarks.md). A list the API could not give is forgotten again: the server's
 * HTML shows its skeleton, and so does the browser, which asks once more; hydration matches.
 */
export async function loadHome(queryClient: QueryClient): Promise<void> {
  const [settings] = await Promise.all([
    queryClient.ensureQueryData(settingsQueryOptions()),
    queryClient.ensureQueryData(mallQueryOptions()),
  ]);
  const { lists, shown } = homeQueries(settings, isLoggedIn());
  const sections = Promise.all([
    prefetchOrForget(queryClient, lists.heroCards),
    prefetchOrForget(queryClient, lists.featured),
    prefetchOrForget(queryClient, lists.events),
    prefetchOrForget(queryClient, lists.news),
    shown.offers && prefetchOrForget(queryClient, lists.offers),
    shown.rewards && prefetchOrForget(queryClient, lists.rewards),
  ]);
  // The server waits: the lists belong in its HTML. A browser going to home shows it at once and
  // each section as its list arrives (a hydrated page already has them all).
  if (typeof window === 'undefined') await sections;
}

async function prefetchOrForget<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
