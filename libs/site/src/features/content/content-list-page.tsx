import type { ReactNode } from 'react';
import { PaginatedItems, type ItemsLayout } from '../../common/item-cards';
import { Page } from '../../common/page';
import type { ContentListFilter, ContentType } from './content-types';

/**
 * The list page of a content type (events, news, offers): the heading, the filter links, one page
 * of cards with the pager — or the empty state and what to do next. `view` may wrap the cards (the
 * events' list/calendar tabs).
 */
export function ContentListPage({
  type,
  filter,
  heading,
  filters,
  layout,
  empty,
  emptyAction,
  hrefForPage,
  view = (items) => items,
}: {
  type: ContentType;
  filter: ContentListFilter;
  heading: ReactNode;
  filters: ReactNode;
  layout?: ItemsLayout;
  empty: ReactNode;
  emptyAction: ReactNode;
  hrefForPage: (page: number) => string;
  view?: (items: ReactNode) => ReactNode;
}) {
  const list = type.useList(filter);
  return (
    <Page heading={heading}>
      {filters}
      {view(
        <PaginatedItems
          list={list}
          kind={type.kind}
          layout={layout}
          empty={empty}
          emptyAction={emptyAction}
          hrefForPage={hrefForPage}
        />,
      )}
    </Page>
  );
}
