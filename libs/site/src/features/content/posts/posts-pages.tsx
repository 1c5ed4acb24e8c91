import { eventQueryOptions, eventsQueryOptions } from '@atrium/api-client/events';
import { newsItemQueryOptions, newsQueryOptions } from '@atrium/api-client/news';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { slugify } from '@atrium/domain/slug';
import { findTranslation } from '@atrium/domain/translations';
import { AddToCalendarButton } from '@atrium/ui/add-to-calendar-button';
import { EventsCalendar } from '@atrium/ui/events-calendar';
import { FilterChips } from '@atrium/ui/filter-chips';
import { ShareButton } from '@atrium/ui/share-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../../../frame/locale/use-locale';
import { useMall } from '../../../mall/use-mall';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { ContentDetail } from '../../../common/content-detail';
import { detailHref, itemTitle } from '../../../common/content-list';
import { itemDates, ItemGrid, PaginatedItems } from '../../../common/item-cards';
import { ItemShop } from '../../../common/item-shop';
import { Page } from '../../../common/page';
import './posts.css';

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
  const { t } = useLingui();
  const { data } = useSuspenseQuery(eventsQueryOptions({ type, page }));
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const list = (
    <PaginatedItems
      list={data}
      kind="event"
      empty={<Trans>No events planned right now</Trans>}
      emptyAction={renderRouterLink({
        href: `/${locale}/news/1`,
        className: 'button button--secondary',
        children: <Trans>Read the news instead</Trans>,
      })}
      hrefForPage={(next) => `/${locale}/${segment}/${next}`}
    />
  );
  return (
    <Page heading={heading}>
      <PostTypeLinks kind="events" current={type} />
      {settings.is_events_calendar_visible ? (
        <Tabs defaultValue="list" variant="pills">
          <TabsList aria-label={t`Show events as`}>
            <TabsTrigger value="list">
              <Trans>List</Trans>
            </TabsTrigger>
            <TabsTrigger value="calendar">
              <Trans>Calendar</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="list">{list}</TabsContent>
          <TabsContent value="calendar">
            <EventsCalendarView type={type} />
          </TabsContent>
        </Tabs>
      ) : (
        list
      )}
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
      <PostTypeLinks kind="news" current={type} />
      <PaginatedItems
        list={data}
        kind="news"
        empty={<Trans>No news yet</Trans>}
        emptyAction={renderRouterLink({
          href: `/${locale}/events/1`,
          className: 'button button--secondary',
          children: <Trans>See the events</Trans>,
        })}
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
  return (
    <ContentDetail item={data}>
      <EventActions event={data} />
    </ContentDetail>
  );
}

/** Dates, "Add to calendar" (.ics) and share under an event. */
function EventActions({ event }: { event: ContentEntry }) {
  const locale = useLocale();
  const mall = useMall();
  const { t } = useLingui();
  const title = itemTitle(event, locale);
  const start = typeof event.starts_at === 'string' ? event.starts_at : null;
  const end = typeof event.ends_at === 'string' ? event.ends_at : start;
  const url =
    typeof window === 'undefined'
      ? detailHref('event', event, locale)
      : new URL(window.location.pathname, window.location.origin).toString();
  return (
    <div className="post-actions">
      {start && <p className="post-actions__dates">{itemDates(event, 'event')}</p>}
      <ItemShop companyId={event.company_id} />
      <div className="cluster">
        {start && end && (
          <AddToCalendarButton
            event={{
              uid: `event-${event.id}@${mall.id ?? 'atrium'}.atrium`,
              title,
              start,
              end,
              description: findTranslation(event.translations, locale, 'description') ?? undefined,
              location: mall.name,
              url,
            }}
            slug={slugify(title)}
          />
        )}
        <ShareButton url={url} title={title} variant="outline">
          {t`Share`}
        </ShareButton>
      </div>
    </div>
  );
}

/** Links between all, mall and shop posts of one kind. */
function PostTypeLinks({ kind, current }: { kind: 'events' | 'news'; current: PostType }) {
  const locale = useLocale();
  const { t } = useLingui();
  const links: { type: PostType; segment: string; label: string }[] =
    kind === 'events'
      ? [
          { type: undefined, segment: 'events', label: t`All events` },
          { type: 'mall', segment: 'events-mall', label: t`Mall events` },
          { type: 'stores', segment: 'events-stores', label: t`Shop events` },
        ]
      : [
          { type: undefined, segment: 'news', label: t`All news` },
          { type: 'mall', segment: 'news-mall', label: t`Mall news` },
          { type: 'stores', segment: 'news-stores', label: t`Shop news` },
        ];
  return (
    <FilterChips
      className="post-type-links"
      chips={links.map((link) => ({
        value: link.segment,
        label: link.label,
        href: `/${locale}/${link.segment}/1`,
      }))}
      value={links.find((link) => link.type === current)?.segment}
      renderLink={renderRouterLink}
      label={kind === 'events' ? t`Events` : t`News`}
    />
  );
}

/** The calendar view of events (`is_events_calendar_visible`): the next 48 of the list's type. */
function EventsCalendarView({ type }: { type: PostType }) {
  const locale = useLocale();
  const mall = useMall();
  const query = useQuery(eventsQueryOptions({ type, page: 1, per_page: 48 }));
  const items = (query.data?.data ?? []).flatMap((event) =>
    typeof event.starts_at === 'string'
      ? [
          {
            id: event.id,
            title: itemTitle(event, locale),
            start: event.starts_at,
            end: typeof event.ends_at === 'string' ? event.ends_at : event.starts_at,
            href: detailHref('event', event, locale),
          },
        ]
      : [],
  );
  return (
    <EventsCalendar
      items={items}
      timeZone={mall.timezone}
      renderLink={renderRouterLink}
      loading={query.isPending}
      error={query.isError ? query.error.message : undefined}
      onRetry={() => void query.refetch()}
    />
  );
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
  const locale = useLocale();
  const { data } = useSuspenseQuery(newsItemQueryOptions(id));
  const url =
    typeof window === 'undefined'
      ? detailHref('news', data, locale)
      : new URL(window.location.pathname, window.location.origin).toString();
  return (
    <ContentDetail item={data}>
      <div className="post-actions">
        <p className="post-actions__dates">{itemDates(data, 'news')}</p>
        <ShareButton url={url} title={itemTitle(data, locale)} variant="outline" />
      </div>
    </ContentDetail>
  );
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
