import { eventQueryOptions, eventsQueryOptions } from '@atrium/api-client/events';
import { newsItemQueryOptions, newsQueryOptions } from '@atrium/api-client/news';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContentDetail } from '../common/content-detail';
import { ContentGrid, PaginatedContent } from '../common/content-list';
import { Page } from '../common/page';

const eventsApi = getRouteApi('/$locale/_default/events/$page');
const eventsMallApi = getRouteApi('/$locale/_default/events-mall/$page');
const eventsStoresApi = getRouteApi('/$locale/_default/events-stores/$page');
const eventApi = getRouteApi('/$locale/_default/event/$id/$title');
const newsApi = getRouteApi('/$locale/_default/news/$page');
const newsMallApi = getRouteApi('/$locale/_default/news-mall/$page');
const newsStoresApi = getRouteApi('/$locale/_default/news-stores/$page');
const newsDetailApi = getRouteApi('/$locale/_default/news-detail/$id/$title');
const newsEventsApi = getRouteApi('/$locale/_default/news-events');

type PostType = 'mall' | 'stores' | undefined;

function EventList({
  heading,
  segment,
  type,
  locale,
  page,
}: {
  heading: ReactNode;
  segment: string;
  type: PostType;
  locale: string;
  page: number;
}) {
  const { data } = useSuspenseQuery(eventsQueryOptions({ type, page }));
  return (
    <Page heading={heading}>
      <PaginatedContent
        list={data}
        kind="event"
        empty={<Trans>No events planned right now</Trans>}
        hrefForPage={(next) => `/${locale}/${segment}/${next}`}
      />
    </Page>
  );
}

function NewsList({
  heading,
  segment,
  type,
  locale,
  page,
}: {
  heading: ReactNode;
  segment: string;
  type: PostType;
  locale: string;
  page: number;
}) {
  const { data } = useSuspenseQuery(newsQueryOptions({ type, page }));
  return (
    <Page heading={heading}>
      <PaginatedContent
        list={data}
        kind="news"
        empty={<Trans>No news yet</Trans>}
        hrefForPage={(next) => `/${locale}/${segment}/${next}`}
      />
    </Page>
  );
}

export function EventsPage() {
  const { t } = useLingui();
  const params = eventsApi.useParams();
  return <EventList heading={t`Events`} segment="events" type={undefined} {...params} />;
}

export function EventsMallPage() {
  const { t } = useLingui();
  const params = eventsMallApi.useParams();
  return <EventList heading={t`Mall events`} segment="events-mall" type="mall" {...params} />;
}

export function EventsStoresPage() {
  const { t } = useLingui();
  const params = eventsStoresApi.useParams();
  return <EventList heading={t`Shop events`} segment="events-stores" type="stores" {...params} />;
}

export function EventPage() {
  const { id } = eventApi.useParams();
  const { data } = useSuspenseQuery(eventQueryOptions(id));
  return <ContentDetail item={data} />;
}

export function NewsPage() {
  const { t } = useLingui();
  const params = newsApi.useParams();
  return <NewsList heading={t`News`} segment="news" type={undefined} {...params} />;
}

export function NewsMallPage() {
  const { t } = useLingui();
  const params = newsMallApi.useParams();
  return <NewsList heading={t`Mall news`} segment="news-mall" type="mall" {...params} />;
}

export function NewsStoresPage() {
  const { t } = useLingui();
  const params = newsStoresApi.useParams();
  return <NewsList heading={t`Shop news`} segment="news-stores" type="stores" {...params} />;
}

export function NewsDetailPage() {
  const { id } = newsDetailApi.useParams();
  const { data } = useSuspenseQuery(newsItemQueryOptions(id));
  return <ContentDetail item={data} />;
}

export function NewsEventsPage() {
  const { t } = useLingui();
  newsEventsApi.useParams();
  const { data: news } = useSuspenseQuery(newsQueryOptions({ page: 1, per_page: 8 }));
  const { data: events } = useSuspenseQuery(eventsQueryOptions({ page: 1, per_page: 8 }));
  return (
    <Page heading={t`News and events`}>
      <section aria-labelledby="news-events-news">
        <h2 id="news-events-news">
          <Trans>News</Trans>
        </h2>
        <ContentGrid items={news.data} kind="news" empty={<Trans>No news yet</Trans>} />
      </section>
      <section aria-labelledby="news-events-events">
        <h2 id="news-events-events">
          <Trans>Events</Trans>
        </h2>
        <ContentGrid
          items={events.data}
          kind="event"
          empty={<Trans>No events planned right now</Trans>}
        />
      </section>
    </Page>
  );
}
