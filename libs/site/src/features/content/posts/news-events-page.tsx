import { eventsQueryOptions } from '@atrium/api-client/events';
import { newsQueryOptions } from '@atrium/api-client/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ItemGrid } from '../../../common/item-cards';
import { Page } from '../../../common/page';
import './posts.css';

const routeApi = getRouteApi('/$locale/_default/news-events');

export function NewsEventsPage() {
  const { t } = useLingui();
  routeApi.useParams();
  const { data: news } = useSuspenseQuery(newsQueryOptions({ page: 1, per_page: 8 }));
  const { data: events } = useSuspenseQuery(eventsQueryOptions({ page: 1, per_page: 8 }));
  return (
    <Page heading={t`News and events`}>
      <section aria-labelledby="news-events-news">
        <h2 id="news-events-news">
          <Trans>News</Trans>
        </h2>
        <ItemGrid items={news.data} kind="news" empty={<Trans>No news yet</Trans>} titleAs="h3" />
      </section>
      <section aria-labelledby="news-events-events">
        <h2 id="news-events-events">
          <Trans>Events</Trans>
        </h2>
        <ItemGrid
          items={events.data}
          kind="event"
          empty={<Trans>No events planned right now</Trans>}
          titleAs="h3"
        />
      </section>
    </Page>
  );
}
