import { buttonClassName } from '@atrium/ui/button';
import { amenityQueryOptions } from '@atrium/api-client/amenities';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { findTranslation } from '@atrium/domain/translations';
import { Badge } from '@atrium/ui/badge';
import { useFloorName } from '@atrium/ui/floor-name';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { itemTitle } from '../../../common/content-list';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';
import { amenityHref } from './amenity-href';
import '../../../common/shops/shops.css';

const detailApi = getRouteApi('/$locale/_default/amenity/$id/$title');

/** `/amenity/:id/:title`: picture, description, floor, and the redirect target when set. */
export function AmenityPage() {
  const floorName = useFloorName();
  const locale = useLocale();
  const { id } = detailApi.useParams();
  const { data: amenity } = useSuspenseQuery(amenityQueryOptions(id));
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const article = findTranslation(amenity.translations, locale, 'article');
  const description = findTranslation(amenity.translations, locale, 'description');
  const image = typeof amenity.image === 'string' ? amenity.image : null;
  const redirect = amenityHref(amenity, settings.amenity_redirect_links, locale);
  const hasRedirect = !redirect.href.startsWith(`/${locale}/amenity/`);
  return (
    <Page
      heading={itemTitle(amenity, locale)}
      intro={
        typeof amenity.floor === 'number' ? (
          <Badge variant="outline">{floorName(amenity.floor)}</Badge>
        ) : undefined
      }
      className="amenity-detail"
    >
      {image && (
        <Picture className="amenity-detail__image" src={image} sizes={sizesFor('880px')} alt="" />
      )}
      {article ? <HtmlContent html={article} /> : description && <p>{description}</p>}
      {hasRedirect &&
        (redirect.external ? (
          <a
            href={redirect.href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'primary' })}
          >
            <Trans>More information</Trans>
          </a>
        ) : (
          <Link to={redirect.href as never} className={buttonClassName({ variant: 'primary' })}>
            <Trans>More information</Trans>
          </Link>
        ))}
      <p>
        <Link to={`/${locale}/amenities/1` as never}>
          <Trans>All amenities</Trans>
        </Link>
      </p>
    </Page>
  );
}
