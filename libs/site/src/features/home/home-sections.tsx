import type { ContentEntry } from '@atrium/api-client/content-list';
import { eventsQueryOptions, type EventsListParams } from '@atrium/api-client/events';
import { featuredCompaniesQueryOptions } from '@atrium/api-client/featured-companies';
import { newsQueryOptions } from '@atrium/api-client/news';
import { productsQueryOptions } from '@atrium/api-client/products';
import { rewardsQueryOptions } from '@atrium/api-client/rewards';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { CAROUSEL_BREAKPOINTS } from '@atrium/domain/constants';
import { Carousel } from '@atrium/ui/carousel';
import { ErrorState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { renderRouterLink } from '../../frame/navigation/router-link';
import { useSession } from '../../session/session-store';
import type { DetailKind } from '../../common/content-list';
import { CardsSkeleton, ItemCard, ItemGrid, useLikes } from '../../common/item-cards';

const CAROUSEL_SIZE = 12;
// The API accepts per_page of 1, 2, 8, 12, 24 or 48 (PAGE_SIZES); hero cards take the first three of 8.

/** Which events the hero cards show (`hero_cards_event_type`: upcoming, mall or stores). */
export function heroCardsParams(value: string | null): EventsListParams {
  if (value === 'mall' || value === 'stores') return { type: value, upcoming: true, per_page: 8 };
  return { upcoming: true, per_page: 8 };
}

/**
 * One home section: heading, "See all" link, and the query's three states. An empty section is
 * left out: the home page only shows what there is.
 */
function HomeSection<T>({
  id,
  heading,
  seeAll,
  query,
  isEmpty,
  children,
}: {
  id: string;
  heading: ReactNode;
  seeAll?: { to: string; label: ReactNode };
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const locale = useLocale();
  if (query.data !== undefined && isEmpty(query.data)) return null;
  return (
    <section className="home-section container" aria-labelledby={`home-${id}`}>
      <div className="home-section__header">
        <h2 id={`home-${id}`}>{heading}</h2>
        {seeAll &&
          renderRouterLink({
            href: `/${locale}/${seeAll.to}`,
            className: 'home-section__all',
            children: seeAll.label,
          })}
      </div>
      {query.isPending ? (
        <CardsSkeleton />
      ) : query.isError ? (
        <ErrorState
          description={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        children(query.data as T)
      )}
    </section>
  );
}

function ItemsCarousel({
  items,
  kind,
  label,
  size = 'four',
}: {
  items: ContentEntry[];
  kind: DetailKind;
  label: string;
  size?: keyof typeof CAROUSEL_BREAKPOINTS;
}) {
  const locale = useLocale();
  const likes = useLikes();
  return (
    <Carousel label={label} breakpoints={CAROUSEL_BREAKPOINTS[size]}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} kind={kind} likes={likes} locale={locale} />
      ))}
    </Carousel>
  );
}

/** The lazily loaded part of home (below the fold). */
export default function HomeSections() {
  const { t } = useLingui();
  const locale = useLocale();
  const token = useSession((state) => state.token);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const showOffers = !settings.is_offers_visible_only_when_logged_in || Boolean(token);
  const showRewards = !settings.is_rewards_visible_only_when_logged_in || Boolean(token);

  const heroCards = useQuery(eventsQueryOptions(heroCardsParams(settings.hero_cards_event_type)));
  const featured = useQuery(featuredCompaniesQueryOptions());
  const events = useQuery(eventsQueryOptions({ upcoming: true, per_page: CAROUSEL_SIZE }));
  const offers = useQuery({
    ...productsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }),
    enabled: showOffers,
  });
  const news = useQuery(newsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }));
  const rewards = useQuery({
    ...rewardsQueryOptions({ page: 1, per_page: CAROUSEL_SIZE }),
    enabled: showRewards,
  });

  return (
    <>
      <HomeSection
        id="highlights"
        heading={<Trans>Don’t miss</Trans>}
        query={heroCards}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => (
          <div className="home-hero-cards">
            <ItemGrid items={list.data.slice(0, 3)} kind="event" empty={null} titleAs="h3" />
          </div>
        )}
      </HomeSection>
      <HomeSection
        id="featured"
        heading={<Trans>Featured shops</Trans>}
        seeAll={{ to: 'shops/all/1', label: <Trans>All shops</Trans> }}
        query={featured}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <ItemsCarousel items={list} kind="shop" label={t`Featured shops`} size="six" />}
      </HomeSection>
      <HomeSection
        id="events"
        heading={<Trans>Upcoming events</Trans>}
        seeAll={{ to: 'events/1', label: <Trans>All events</Trans> }}
        query={events}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => <ItemsCarousel items={list.data} kind="event" label={t`Upcoming events`} />}
      </HomeSection>
      {showOffers && (
        <HomeSection
          id="offers"
          heading={<Trans>Offers</Trans>}
          seeAll={{ to: 'offers/1', label: <Trans>All offers</Trans> }}
          query={offers}
          isEmpty={(list) => list.data.length === 0}
        >
          {(list) => <ItemsCarousel items={list.data} kind="offer" label={t`Offers`} />}
        </HomeSection>
      )}
      <HomeSection
        id="news"
        heading={<Trans>News</Trans>}
        seeAll={{ to: 'news/1', label: <Trans>All news</Trans> }}
        query={news}
        isEmpty={(list) => list.data.length === 0}
      >
        {(list) => <ItemsCarousel items={list.data} kind="news" label={t`News`} />}
      </HomeSection>
      {showRewards && (
        <HomeSection
          id="rewards"
          heading={<Trans>Rewards</Trans>}
          seeAll={{ to: 'rewards/1', label: <Trans>All rewards</Trans> }}
          query={rewards}
          isEmpty={(list) => list.data.length === 0}
        >
          {(list) => <ItemsCarousel items={list.data} kind="reward" label={t`Rewards`} />}
        </HomeSection>
      )}
      <section className="home-newsletter container" aria-labelledby="home-newsletter">
        <h2 id="home-newsletter">
          <Trans>Stay in the loop</Trans>
        </h2>
        <p>
          <Trans>News, events and offers from the centre in your inbox, once in a while.</Trans>
        </p>
        <Link to="/$locale/newsletter" params={{ locale }} className="button button--primary">
          <Trans>Subscribe to the newsletter</Trans>
        </Link>
      </section>
    </>
  );
}
