import type { ContentEntry } from '@atrium/api-client/content-list';
import { findTranslation } from '@atrium/domain/translations';
import { toAspectRatio } from '@atrium/ui/aspect-image';
import { CARD_IMAGE_RATIOS, type CardKind } from '@atrium/ui/card';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import type { ReactNode } from 'react';
import { useLocale } from '../frame/locale/use-locale';
import { itemTitle } from './content-list';
import { HtmlContent } from './html-content';
import { Page } from './page';

/**
 * A detail page's body: the item's title as the heading, its image, its article (sanitised HTML)
 * or description. The visitor-pages engineers add the rest (dates, prices, shop, map). The image
 * has its kind's card shape from the start, so the article does not move down when it arrives
 * (CLS 0.18 on a first visit to an event, docs/benchmarks.md).
 */
export function ContentDetail({
  item,
  kind,
  children,
}: {
  item: ContentEntry;
  kind: CardKind;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const article = findTranslation(item.translations, locale, 'article');
  const description = findTranslation(item.translations, locale, 'description');
  const image = typeof item.image === 'string' ? item.image : null;
  return (
    <Page heading={itemTitle(item, locale)}>
      {image && (
        <Picture
          className="content-detail__image"
          style={{ aspectRatio: toAspectRatio(CARD_IMAGE_RATIOS[kind]) }}
          src={image}
          sizes={sizesFor('880px')}
          alt=""
        />
      )}
      {article ? <HtmlContent html={article} /> : description && <p>{description}</p>}
      {children}
    </Page>
  );
}
