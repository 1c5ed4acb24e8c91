import { buttonClassName } from '@atrium/ui/button';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { CAROUSEL_BREAKPOINTS } from '@atrium/domain/constants';
import { Carousel } from '@atrium/ui/carousel';
import { ErrorState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { screenMessage } from '../../frame/errors/error-message';
import { renderRouterLink } from '../../frame/navigation/router-link';
import { useSession } from '../../session/session-store';
import type { DetailKind } from '../../common/content-list';
import { CardsSkeleton, ItemCard, ItemGrid, useCardShared } from '../../common/item-cards';
import { homeQueries } from './home-queries';

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
  const { i18n } = useLingui();
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
          description={screenMessage(i18n, query.error)}
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
  const shared = useCardShared();
  return (
    <Carousel label={label} breakpoints={CAROUSEL_BREAKPOINTS[size]}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} kind={kind} shared={shared} />
      ))}
    </Carousel>
  );
}

/** "Don’t miss" shows the first events of its list as cards. */
const HIGHLIGHT_COUNT = 3;

/** The lazily loaded part of home (below the fold). */
export default function HomeSections() {
  const { t } = useLingui();
  const locale = useLocale();
  const token = useSession((state) => state.token);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const { lists, shown } = homeQueries(settings, Boolean(token));
  // The route's loader fetched these (home-queries.ts): on a server-rendered page they are here.
  const heroCards = useQuery(lists.heroCards);
  const featured = useQuery(lists.featured);
  const events = useQuery(lists.events);
  const offers = useQuery({ ...lists.offers, enabled: shown.offers });
  const news = useQuery(lists.news);
  const rewards = useQuery({ ...lists.rewards, enabled: shown.rewards });
  // "Upcoming events" goes on where "Don’t miss" stops: the same events twice in a row said less.
  const highlighted = new Set(heroCards.data?.data.slice(0, HIGHLIGHT_COUNT).map((e) => e.id));
  const notHighlighted = (list: ContentEntry[]) => list.filter((e) => !highlighted.has(e.id));

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
            <ItemGrid
              items={list.data.slice(0, HIGHLIGHT_COUNT)}
              kind="event"
              empty={null}
              titleAs="h3"
            />
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
        isEmpty={(list) => notHighlighted(list.data).length === 0}
      >
        {(list) => (
          <ItemsCarousel
            items={notHighlighted(list.data)}
            kind="event"
            label={t`Upcoming events`}
          />
        )}
      </HomeSection>
      {shown.offers && (
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
      {shown.rewards && (
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
      <div className="container">
        <section className="home-newsletter" aria-labelledby="home-newsletter">
          <h2 id="home-newsletter">
            <Trans>Stay in the loop</Trans>
          </h2>
          <p>
            <Trans>News, events and offers from the centre in your inbox, once in a while.</Trans>
          </p>
          <Link
            to="/$locale/newsletter"
            params={{ locale }}
            className={buttonClassName({ variant: 'primary' })}
          >
            <Trans>Subscribe to the newsletter</Trans>
          </Link>
        </section>
      </div>
    </>
  );
}
