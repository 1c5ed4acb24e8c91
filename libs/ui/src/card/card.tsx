import type * as React from 'react';

import { Badge } from '../badge/badge';
import { useFloorName } from '../floor/floor-name';
import { AspectImage } from '../image/aspect-image';
import { sizesFor } from '../image/responsive-image';
import { cn } from '../lib/cn';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import styles from './card.module.css';

export const cardKinds = ['shop', 'offer', 'event', 'news', 'reward'] as const;
export type CardKind = (typeof cardKinds)[number];

const defaultRatio: Record<CardKind, string> = {
  shop: '4/3',
  offer: '1/1',
  event: '16/9',
  news: '16/9',
  reward: '1/1',
};

export type ContentCardProps = Omit<React.ComponentProps<'article'>, 'title'> & {
  kind: CardKind;
  title: string;
  href: string;
  renderLink?: RenderLink;
  image?: { src?: string | null; alt?: string; ratio?: string | number };
  /** Category, shop name or other small text above the title. */
  eyebrow?: React.ReactNode;
  /** A `<DateRange>` (events, news, offers). */
  dateRange?: React.ReactNode;
  /** A `<Price>` (offers) or `<Points>` (rewards). */
  price?: React.ReactNode;
  /** Floor level (0 = ground floor), shown by name as a badge (`show_floor_number_on_shop_card`). */
  floor?: number;
  /** Extra badges on the image ("New", "Sold out"). */
  badges?: React.ReactNode;
  /** The like/favourite toggle (e.g. `<LikeButton>`), above the card link. */
  likeSlot?: React.ReactNode;
  layout?: 'vertical' | 'horizontal';
  /** The title's heading level, to fit the page outline (default h3: a page h1, a section h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * The card picture's width for the browser's choice among the API's raster widths. A shop's
 * wordmark sits small in its frame (two cards across a phone, six across a desktop); a vector
 * wordmark is not offered as it is, because every SVG picture is a document of its own that the
 * page's main thread parses and lays out (docs/benchmarks.md, "Findings: Lighthouse").
 */
function cardImageSizes(kind: CardKind, layout: 'vertical' | 'horizontal'): string {
  if (layout === 'horizontal') return sizesFor('240px');
  return kind === 'shop' ? '(min-width: 1024px) 200px, 50vw' : sizesFor('25vw');
}

/**
 * A content card for shops, offers, events, news and rewards. The title link stretches over the
 * card; the like slot stays clickable above it.
 */
export function ContentCard({
  kind,
  title,
  href,
  renderLink = renderAnchor,
  image,
  eyebrow,
  dateRange,
  price,
  floor,
  badges,
  likeSlot,
  layout = 'vertical',
  titleAs: Title = 'h3',
  className,
  ...props
}: ContentCardProps) {
  const floorName = useFloorName();
  const hasBadges = Boolean(badges);
  return (
    <article
      className={cn(
        styles.card,
        styles[kind],
        layout === 'horizontal' && styles.horizontal,
        className,
      )}
      data-kind={kind}
      {...props}
    >
      <div className={styles.media}>
        <AspectImage
          src={image?.src}
          alt={image?.alt ?? ''}
          ratio={image?.ratio ?? defaultRatio[kind]}
          fit={kind === 'shop' ? 'contain' : 'cover'}
          sizes={cardImageSizes(kind, layout)}
          frameClassName={styles.mediaFrame}
        />
        {hasBadges && <div className={styles.badges}>{badges}</div>}
        {likeSlot && <div className={styles.overlay}>{likeSlot}</div>}
      </div>
      <div className={styles.body}>
        {/* The floor sits with the text, never over the image: a logo is often the shop's name. */}
        {(eyebrow || floor !== undefined) && (
          <div className={styles.eyebrow}>
            {eyebrow && <span className={styles.eyebrowText}>{eyebrow}</span>}
            {floor !== undefined && <Badge variant="outline">{floorName(floor)}</Badge>}
          </div>
        )}
        <Title className={styles.title}>
          {renderLink({ href, className: styles.link, children: title })}
        </Title>
        {dateRange && <div className={styles.meta}>{dateRange}</div>}
        {price && <div className={styles.footer}>{price}</div>}
        <div className={styles.divider} aria-hidden="true" />
      </div>
    </article>
  );
}

type KindProps = Omit<ContentCardProps, 'kind'>;
export const ShopCard = (props: KindProps) => <ContentCard kind="shop" {...props} />;
export const OfferCard = (props: KindProps) => <ContentCard kind="offer" {...props} />;
export const EventCard = (props: KindProps) => <ContentCard kind="event" {...props} />;
export const NewsCard = (props: KindProps) => <ContentCard kind="news" {...props} />;
export const RewardCard = (props: KindProps) => <ContentCard kind="reward" {...props} />;
