import type { ContentEntry } from '@atrium/api-client/content-list';
import { slugify } from '@atrium/domain/slug';
import { findTranslation } from '@atrium/domain/translations';
import { AddToCalendarButton } from '@atrium/ui/add-to-calendar-button';
import { ShareButton } from '@atrium/ui/share-button';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { detailHref, itemTitle } from '../../../common/content-list';
import { itemDates } from '../../../common/item-cards';
import { ItemShop } from '../../../common/item-shop';
import { useLocale } from '../../../frame/locale/use-locale';
import { useMall } from '../../../mall/use-mall';
import { ContentItemPage } from '../content-item-page';
import { EVENTS } from '../content-types';
import './posts.css';

const routeApi = getRouteApi('/$locale/_default/event/$id/$title');

export function EventPage() {
  const { id } = routeApi.useParams();
  return (
    <ContentItemPage type={EVENTS} id={id}>
      {(event) => <EventActions event={event} />}
    </ContentItemPage>
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
      {start && <p className="post-actions__dates">{itemDates(event, 'event', mall.timezone)}</p>}
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
