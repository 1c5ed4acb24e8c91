import type { ContentEntry } from '@atrium/api-client/content-list';
import { ShareButton } from '@atrium/ui/share-button';
import { getRouteApi } from '@tanstack/react-router';
import { detailHref, itemTitle } from '../../../common/content-list';
import { itemDates } from '../../../common/item-cards';
import { useMall } from '../../../mall/use-mall';
import { useLocale } from '../../../frame/locale/use-locale';
import { ContentItemPage } from '../content-item-page';
import { NEWS } from '../content-types';
import './posts.css';

const routeApi = getRouteApi('/$locale/_default/news-detail/$id/$title');

export function NewsDetailPage() {
  const { id } = routeApi.useParams();
  return (
    <ContentItemPage type={NEWS} id={id}>
      {(item) => <NewsActions item={item} />}
    </ContentItemPage>
  );
}

/** Dates and share under a news item. */
function NewsActions({ item }: { item: ContentEntry }) {
  const locale = useLocale();
  const { timezone } = useMall();
  const url =
    typeof window === 'undefined'
      ? detailHref('news', item, locale)
      : new URL(window.location.pathname, window.location.origin).toString();
  return (
    <div className="post-actions">
      <p className="post-actions__dates">{itemDates(item, 'news', timezone)}</p>
      <ShareButton url={url} title={itemTitle(item, locale)} variant="outline" />
    </div>
  );
}
