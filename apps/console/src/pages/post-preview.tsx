import type { ContentPostType } from '@atrium/domain/contract/content-admin';
import { formatDateRange } from '@atrium/domain/date-range';
import type { Locale } from '@atrium/domain/locales';
import { pickTranslation, type TranslationEntry } from '@atrium/domain/translations';
import { type CardKind, ContentCard } from '@atrium/ui/card';
import { DateRange } from '@atrium/ui/date-range';
import type { RenderLink } from '@atrium/ui/render-link';
import { OfferPrice } from '@atrium/ui/price';
import { Trans } from '@lingui/react/macro';

const CARD_KIND: Record<ContentPostType, CardKind> = {
  events: 'event',
  news: 'news',
  offers: 'offer',
};

/** The preview's title is not a link: the item may not be on the site yet. */
const renderTitle: RenderLink = ({ className, children }) => (
  <span className={className}>{children}</span>
);

export type PostPreviewValues = {
  translations: TranslationEntry[];
  image: string;
  /** ISO times, null when not entered (yet). */
  startsAt: string | null;
  endsAt: string | null;
  /** News: when it was published (its card's date); a new item shows today. */
  publishedAt: string | null;
  /** Offers, in haléře. */
  priceOriginal: number | null;
  priceDiscounted: number | null;
  /** The offer's shop, named above the title as the site does. */
  shopName: string | null;
};

/**
 * The post's card as the site's lists draw it (the design system's `ContentCard`, as
 * libs/site's item cards fill it): the title and dates in the open language tab's language, the
 * title with the site's fallbacks (Czech, then any language, then "Title missing"), the picture
 * and an offer's price.
 */
export function PostPreview({
  type,
  language,
  values,
}: {
  type: ContentPostType;
  language: Locale;
  values: PostPreviewValues;
}) {
  const start =
    type === 'news' ? (values.publishedAt ?? new Date().toISOString()) : values.startsAt;
  const end = type === 'news' ? null : values.endsAt;
  const discounted = values.priceDiscounted;
  const original = values.priceOriginal;
  return (
    <figure className="console-post-preview" data-testid="post-preview">
      <figcaption className="console-muted">
        <Trans>Preview of the card on the site</Trans>
      </figcaption>
      <ContentCard
        kind={CARD_KIND[type]}
        title={pickTranslation(values.translations, language, 'title')}
        href="#"
        renderLink={renderTitle}
        image={values.image ? { src: values.image, alt: '' } : undefined}
        eyebrow={type === 'offers' ? (values.shopName ?? undefined) : undefined}
        dateRange={
          start ? (
            <DateRange
              start={start}
              end={end ?? start}
              format={(from, to, _ui, options) => formatDateRange(from, to, language, options)}
            />
          ) : undefined
        }
        price={
          type === 'offers' && (discounted ?? original) !== null ? (
            <OfferPrice discounted={discounted} original={original} />
          ) : undefined
        }
      />
    </figure>
  );
}
