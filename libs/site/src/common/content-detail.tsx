import type { ContentEntry } from '@atrium/api-client/content-list';
import { findTranslation } from '@atrium/domain/translations';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import type { ReactNode } from 'react';
import { useLocale } from '../frame/locale/use-locale';
import { itemTitle } from './content-list';
import { HtmlContent } from './html-content';
import { Page } from './page';

/**
 * A detail page's body: the item's title as the heading, its image, and beside it (below it on a
 * phone) what the page adds (`children`: dates, price, shop, actions) in a card, then its article
 * (sanitised HTML) or description.
 */
export function ContentDetail({ item, children }: { item: ContentEntry; children?: ReactNode }) {
  const locale = useLocale();
  const article = findTranslation(item.translations, locale, 'article');
  const description = findTranslation(item.translations, locale, 'description');
  const image = typeof item.image === 'string' ? item.image : null;
  return (
    <Page heading={itemTitle(item, locale)}>
      <div className={image ? 'content-detail' : 'content-detail content-detail--text'}>
        {image && (
          <Picture className="content-detail__image" src={image} sizes={sizesFor('700px')} alt="" />
        )}
        <div className="content-detail__side">
          {children && <div className="content-detail__facts">{children}</div>}
          {article ? (
            <HtmlContent html={article} />
          ) : (
            description && <p className="content-detail__text">{description}</p>
          )}
        </div>
      </div>
    </Page>
  );
}
