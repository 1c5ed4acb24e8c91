import type { ContentEntry } from '@atrium/api-client/content-list';
import type { ReactNode } from 'react';
import { ContentDetail } from '../../common/content-detail';
import type { ContentType } from './content-types';

/**
 * The detail page of a content type (an event, a news item, an offer): title, image, article
 * (common/content-detail.tsx) and below it what the type adds (dates, price, shop, actions).
 */
export function ContentItemPage({
  type,
  id,
  children,
}: {
  type: ContentType;
  id: number;
  children: (item: ContentEntry) => ReactNode;
}) {
  const item = type.useItem(id);
  return <ContentDetail item={item}>{children(item)}</ContentDetail>;
}
