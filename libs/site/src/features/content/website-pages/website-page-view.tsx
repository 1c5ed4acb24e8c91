import { websitePageQueryOptions, type WebsitePage } from '@atrium/api-client/website-pages';
import { findTranslation } from '@atrium/domain/translations';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocale } from '../../../frame/locale/use-locale';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';

/** A custom page: its title (else the screen's heading), its sanitised content, then `children`. */
export function WebsitePageView({
  page,
  heading,
  children,
}: {
  page: WebsitePage;
  heading?: ReactNode;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const title = findTranslation(page.translations, locale, 'title');
  const html = findTranslation(page.translations, locale, 'content');
  return (
    <Page heading={title ?? heading}>
      {page.image && (
        <Picture
          className="content-page__image"
          src={page.image}
          sizes={sizesFor('880px')}
          alt=""
        />
      )}
      {html && <HtmlContent html={html} />}
      {children}
    </Page>
  );
}

export function FixedPermalinkPage({ permalink, heading }: { permalink: string; heading: string }) {
  const { data } = useSuspenseQuery(websitePageQueryOptions(permalink));
  return <WebsitePageView page={data} heading={heading} />;
}
