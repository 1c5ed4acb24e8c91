import type { ContentEntry, Paginated } from '@atrium/api-client/content-list';
import { setLiked, type LikeType } from '@atrium/api-client/likes';
import { likeIdsQueryOptions } from '@atrium/api-client/me';
import type { Locale } from '@atrium/domain/locales';
import { ContentCard, type CardKind } from '@atrium/ui/card';
import { DateRange } from '@atrium/ui/date-range';
import { LikeButton } from '@atrium/ui/like-button';
import { OfferPrice, Points } from '@atrium/ui/price';
import { EmptyState } from '@atrium/ui/state';
import { CardSkeleton, SkeletonGroup } from '@atrium/ui/skeleton';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale } from '../frame/locale/use-locale';
import { useMall } from '../mall/use-mall';
import { renderRouterLink } from '../frame/navigation/router-link';
import { useSession } from '../session/session-store';
import { toast } from '../toasts/toast-store';
import { detailHref, itemTitle, ListPager, type DetailKind } from './content-list';
import './item-cards.css';

/** The like type of each kind of card (`/v1/me/likes` names). */
const LIKE_TYPE: Partial<Record<DetailKind, LikeType>> = {
  shop: 'company',
  offer: 'product',
  event: 'event',
  news: 'news',
  reward: 'reward',
};

const CARD_KIND: Record<DetailKind, CardKind> = {
  shop: 'shop',
  offer: 'offer',
  event: 'event',
  news: 'news',
  reward: 'reward',
  amenity: 'shop',
};

export type ItemsLayout = 'grid' | 'list';

/**
 * Likes for a member: the ids from `GET /v1/me/likes/ids` and a toggle (POST/DELETE
 * `/v1/me/likes`). Visitors get `enabled: false` and no like buttons are shown.
 */
export function useLikes() {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const ids = useQuery({ ...likeIdsQueryOptions(), enabled: Boolean(token) });
  return {
    // Like buttons appear once the member's likes are known, so a click never toggles from a
    // state the list has not loaded yet.
    enabled: Boolean(token) && ids.isSuccess,
    isLiked: (type: LikeType, id: number) => Boolean(ids.data?.[type]?.includes(id)),
    toggle: (type: LikeType, id: number, liked: boolean) =>
      setLiked(queryClient, type, id, liked).catch(() => {
        toast.error(t`Your like could not be saved. Please try again.`);
      }),
  };
}

function text(item: ContentEntry, key: string): string | null {
  const value = item[key];
  return typeof value === 'string' && value ? value : null;
}

function num(item: ContentEntry, key: string): number | null {
  const value = item[key];
  return typeof value === 'number' ? value : null;
}

/**
 * What every card of a list shares, read once per list: the page's language, the member's likes
 * and the mall's time zone and currency. A hook per card cost a query observer (and its stale
 * timer) per card: about a hundred on home, a fifth of a long task after hydration
 * (docs/benchmarks.md).
 */
export function useCardShared(): CardShared {
  const locale = useLocale();
  const likes = useLikes();
  const { timezone, currency } = useMall();
  return { locale, likes, timezone, currency };
}

export interface CardShared {
  locale: Locale;
  likes: ReturnType<typeof useLikes>;
  /** The mall's IANA time zone: dates read as a visitor on site reads them. */
  timezone: string;
  currency: string;
}

/** The date line of a card: event start–end, offer/reward validity, news publication. */
export function itemDates(item: ContentEntry, kind: DetailKind, timezone: string): ReactNode {
  const [start, end] =
    kind === 'event'
      ? [text(item, 'starts_at'), text(item, 'ends_at')]
      : kind === 'news'
        ? [text(item, 'published_at'), null]
        : kind === 'offer' || kind === 'reward'
          ? [text(item, 'valid_from'), text(item, 'valid_to')]
          : [null, null];
  if (!start) return undefined;
  const options = { timeZone: timezone };
  return end ? (
    <DateRange start={start} end={end} options={options} />
  ) : (
    <DateRange start={start} options={options} />
  );
}

/** Offer price (minor units, the mall's currency) or reward points. */
export function itemPrice(item: ContentEntry, kind: DetailKind, currency: string): ReactNode {
  if (kind === 'reward') {
    const points = num(item, 'points');
    return points === null ? undefined : <Points value={points} />;
  }
  if (kind === 'offer') {
    const discounted = num(item, 'price_discounted');
    const original = num(item, 'price_original');
    if (discounted === null && original === null) return undefined;
    return <OfferPrice discounted={discounted} original={original} currency={currency} />;
  }
  return undefined;
}

/** The shop an offer is from, as the list names it (`company`): its name and floor. */
function offerShop(item: ContentEntry, locale: Locale): { name: string; floor?: number } | null {
  const company = item.company as ContentEntry | null | undefined;
  if (!company || typeof company !== 'object') return null;
  const floor = typeof company.floor === 'number' ? company.floor : undefined;
  return { name: itemTitle(company, locale), floor };
}

/** A shop's card shows its wordmark (`logo`) in the card's logo frame; other cards their picture. */
export function itemImage(item: ContentEntry, kind: DetailKind): string | null {
  return kind === 'shop'
    ? (text(item, 'logo') ?? text(item, 'image'))
    : (text(item, 'image') ?? text(item, 'logo'));
}

/** One card of a shop, offer, event, news or reward with its dates, price and like button. */
export function ItemCard({
  item,
  kind,
  layout = 'grid',
  titleAs,
  shared,
}: {
  item: ContentEntry;
  kind: DetailKind;
  layout?: ItemsLayout;
  titleAs?: 'h2' | 'h3' | 'h4';
  shared: CardShared;
}) {
  const { locale, likes } = shared;
  const title = itemTitle(item, locale);
  const image = itemImage(item, kind);
  const likeType = LIKE_TYPE[kind];
  const shop = kind === 'offer' ? offerShop(item, locale) : null;
  const floor =
    kind === 'shop' && typeof item.floor === 'number' ? item.floor : (shop?.floor ?? undefined);
  const liked = likeType ? likes.isLiked(likeType, item.id) : false;
  return (
    <ContentCard
      kind={CARD_KIND[kind]}
      title={title}
      href={detailHref(kind, item, locale)}
      renderLink={renderRouterLink}
      image={image ? { src: image, alt: '' } : undefined}
      eyebrow={shop?.name}
      dateRange={itemDates(item, kind, shared.timezone)}
      price={itemPrice(item, kind, shared.currency)}
      floor={floor}
      layout={layout === 'list' ? 'horizontal' : 'vertical'}
      titleAs={titleAs}
      likeSlot={
        likes.enabled && likeType ? (
          <LikeButton
            liked={liked}
            itemTitle={title}
            onLikedChange={(next) => void likes.toggle(likeType, item.id, next)}
          />
        ) : undefined
      }
    />
  );
}

/** Cards in a grid (or a one-column list) — or the empty state with what to do next. */
export function ItemGrid({
  items,
  kind,
  empty,
  emptyAction,
  layout = 'grid',
  titleAs,
}: {
  items: ContentEntry[];
  kind: DetailKind;
  empty: ReactNode;
  emptyAction?: ReactNode;
  layout?: ItemsLayout;
  titleAs?: 'h2' | 'h3' | 'h4';
}) {
  const shared = useCardShared();
  if (items.length === 0) return <EmptyState title={empty} action={emptyAction} />;
  return (
    <ul
      className={layout === 'list' ? 'item-list' : 'content-grid'}
      role="list"
      data-layout={layout}
    >
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} kind={kind} layout={layout} titleAs={titleAs} shared={shared} />
        </li>
      ))}
    </ul>
  );
}

/** A paginated list's body: cards and page links. */
export function PaginatedItems({
  list,
  kind,
  empty,
  emptyAction,
  hrefForPage,
  layout,
}: {
  list: Paginated<ContentEntry>;
  kind: DetailKind;
  empty: ReactNode;
  emptyAction?: ReactNode;
  hrefForPage: (page: number) => string;
  layout?: ItemsLayout;
}) {
  return (
    <>
      <ItemGrid
        items={list.data}
        kind={kind}
        empty={empty}
        emptyAction={emptyAction}
        layout={layout}
        titleAs="h2"
      />
      <ListPager list={list} hrefForPage={hrefForPage} />
    </>
  );
}

/** Placeholder cards while a section loads. */
export function CardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup className="content-grid">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </SkeletonGroup>
  );
}
