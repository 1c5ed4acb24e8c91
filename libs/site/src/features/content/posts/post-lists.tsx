import { buttonClassName } from '@atrium/ui/button';
import { eventsQueryOptions } from '@atrium/api-client/events';
import { calendarDay } from '@atrium/domain/date-range';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { EventsCalendar } from '@atrium/ui/events-calendar';
import { FilterChips } from '@atrium/ui/filter-chips';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { detailHref, itemTitle } from '../../../common/content-list';
import { useNow } from '../../../frame/clock/use-now';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { useMall } from '../../../mall/use-mall';
import { ContentListPage } from '../content-list-page';
import { EVENTS, NEWS } from '../content-types';
import './posts.css';

/** Whose posts a list shows: all, the mall's own or the shops'. */
export type PostType = 'mall' | 'stores' | undefined;

/** What each of the three event and three news list pages passes. */
export type PostListProps = {
  heading: ReactNode;
  segment: string;
  type: PostType;
  locale: string;
  page: number;
};

/** A list of events (`/events`, `/events-mall`, `/events-stores`), with a calendar when enabled. */
export function EventList({ heading, segment, type, locale, page }: PostListProps) {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  return (
    <ContentListPage
      type={EVENTS}
      filter={{ type, page }}
      heading={heading}
      filters={<PostTypeLinks kind="events" current={type} />}
      empty={<Trans>No events planned right now</Trans>}
      emptyAction={renderRouterLink({
        href: `/${locale}/news/1`,
        className: buttonClassName({ variant: 'outline' }),
        children: <Trans>Read the news instead</Trans>,
      })}
      hrefForPage={(next) => `/${locale}/${segment}/${next}`}
      view={(list) =>
        settings.is_events_calendar_visible ? (
          <Tabs defaultValue="list" variant="segmented">
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
        )
      }
    />
  );
}

/** A list of news (`/news`, `/news-mall`, `/news-stores`). */
export function NewsList({ heading, segment, type, locale, page }: PostListProps) {
  return (
    <ContentListPage
      type={NEWS}
      filter={{ type, page }}
      heading={heading}
      filters={<PostTypeLinks kind="news" current={type} />}
      empty={<Trans>No news yet</Trans>}
      emptyAction={renderRouterLink({
        href: `/${locale}/events/1`,
        className: buttonClassName({ variant: 'outline' }),
        children: <Trans>See the events</Trans>,
      })}
      hrefForPage={(next) => `/${locale}/${segment}/${next}`}
    />
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
  const now = useNow();
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
      today={calendarDay(now, mall.timezone)}
      renderLink={renderRouterLink}
      loading={query.isPending}
      error={query.isError ? query.error.message : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}
