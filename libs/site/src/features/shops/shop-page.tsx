import { buttonClassName } from '@atrium/ui/button';
import { companyQueryOptions } from '@atrium/api-client/companies';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { CompanyDetail } from '@atrium/domain/contract/content';
import { defaultZone } from '@atrium/domain/opening-hours';
import { findTranslation } from '@atrium/domain/translations';
import { telHref } from '@atrium/domain/mall';
import { Badge } from '@atrium/ui/badge';
import { useFloorName } from '@atrium/ui/floor-name';
import { Gallery, type GalleryImage } from '@atrium/ui/gallery';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { useIsLoggedIn } from '../../session/session-store';
import { itemTitle } from '../../common/content-list';
import { ItemGrid } from '../../common/item-cards';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import { FollowButton } from './follow-button';
import { OpenNow, shopHours, WeekTable } from '../../common/shops/open-now';

const shopApi = getRouteApi('/$locale/_default/shop/$id/$title');

/**
 * The layouts `store_detail_layout_name` may name (docs/shops-and-visit.md):
 * - `default`: the article, gallery and floor plan in the main column, a side column with
 *   hours, contact, loyalty and follow (one column on phones);
 * - `wide`: a full-width banner with the logo, a row of facts under it, then the article,
 *   gallery and floor plan at full width.
 * Anything else falls back to `default`.
 */
export const STORE_DETAIL_LAYOUTS = ['default', 'wide'] as const;
export type StoreDetailLayout = (typeof STORE_DETAIL_LAYOUTS)[number];

export function storeDetailLayout(name: string | null | undefined): StoreDetailLayout {
  return (STORE_DETAIL_LAYOUTS as readonly string[]).includes(name ?? '')
    ? (name as StoreDetailLayout)
    : 'default';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function entries(value: unknown): ContentEntry[] {
  return Array.isArray(value) ? (value as ContentEntry[]) : [];
}

/**
 * The shop's pictures: its `gallery` (URLs or `{src}`), else its wide image (`fallback`; none in
 * the wide layout, whose banner already shows it).
 */
function galleryImages(shop: ContentEntry, title: string, fallback: string | null): GalleryImage[] {
  const list = Array.isArray(shop.gallery) ? shop.gallery : [];
  const sources = list
    .map((item) =>
      typeof item === 'string' ? item : text((item as { src?: unknown } | null)?.src),
    )
    .filter((src): src is string => Boolean(src));
  if (sources.length === 0 && fallback) sources.push(fallback);
  return sources.map((src) => ({ src, alt: title }));
}

type ShopFloorplan = NonNullable<CompanyDetail['floorplan']>;

export function ShopPage() {
  const { t } = useLingui();
  const floorName = useFloorName();
  const locale = useLocale();
  const { id } = shopApi.useParams();
  const { data: shop } = useSuspenseQuery(companyQueryOptions(id));
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const loggedIn = useIsLoggedIn();
  const layout = storeDetailLayout(settings.store_detail_layout_name);

  const title = itemTitle(shop, locale);
  const article = findTranslation(shop.translations, locale, 'article');
  const description = findTranslation(shop.translations, locale, 'description');
  const category = findTranslation(shop.translations, locale, 'company_category');
  const logoSrc = text(shop.logo);
  /** The shop's wordmark in a box of the layout's size (`sizes`: its width, for the raster chosen). */
  const logo = (className: string, sizes: string) =>
    logoSrc ? (
      <Picture className={className} src={logoSrc} sizes={sizes} alt={t`${title} logo`} />
    ) : null;
  const images = galleryImages(shop, title, layout === 'wide' ? null : text(shop.image));
  const floorplan = shop.floorplan;
  const showOffers = !settings.is_offers_visible_only_when_logged_in || loggedIn;

  const hours = <ShopHours shop={shop} />;
  const aboutShop = (
    <>
      <ShopContact shop={shop} />
      {settings.is_loyalty_program_displayed_on_shop && (
        <ShopLoyalty participates={shop.accepts_loyalty === true} />
      )}
      <div className="shop-detail__follow">
        <FollowButton companyId={shop.id} shopName={title} />
      </div>
    </>
  );
  const floor =
    settings.show_floorplan_on_shop_detail && floorplan ? (
      <ShopFloorplanPreview floorplan={floorplan} shopId={shop.id} shopName={title} />
    ) : null;
  const body = (
    <>
      {article ? <HtmlContent html={article} /> : description && <p>{description}</p>}
      {images.length > 0 && (
        <section className="shop-detail__section" aria-labelledby="shop-gallery">
          <h2 id="shop-gallery">
            <Trans>Gallery</Trans>
          </h2>
          <Gallery images={images} label={t`Pictures of ${title}`} />
        </section>
      )}
    </>
  );
  const related = (
    <>
      {showOffers && <Related heading={t`Offers`} items={entries(shop.products)} kind="offer" />}
      <Related heading={t`Events`} items={entries(shop.events)} kind="event" />
      <Related heading={t`News`} items={entries(shop.news)} kind="news" />
    </>
  );

  const eyebrow = (
    <span className="shop-detail__eyebrow">
      {category && <Badge variant="neutral">{category}</Badge>}
      {typeof shop.floor === 'number' && <Badge variant="outline">{floorName(shop.floor)}</Badge>}
      {text(shop.unit) && <Badge variant="outline">{t`Unit ${String(shop.unit)}`}</Badge>}
    </span>
  );

  if (layout === 'wide') {
    const banner = text(shop.image);
    return (
      <Page heading={title} intro={eyebrow} className="shop-detail shop-detail--wide">
        <div data-layout="wide" className="shop-detail__layout">
          {banner && (
            <div className="shop-detail__banner">
              <Picture
                className="shop-detail__banner-image"
                src={banner}
                sizes={sizesFor('1280px')}
                alt=""
              />
              {logo('shop-detail__banner-logo', '96px')}
            </div>
          )}
          {/* Hours beside a column of contact, loyalty and follow: no card stretched to another's height. */}
          <div className="shop-detail__facts shop-detail__facts--row">
            {hours}
            <div className="shop-detail__facts">{aboutShop}</div>
          </div>
          <div className="shop-detail__main">{body}</div>
          {floor}
          {related}
        </div>
      </Page>
    );
  }

  return (
    <Page heading={title} intro={eyebrow} className="shop-detail shop-detail--default">
      <div data-layout="default" className="shop-detail__layout shop-detail__columns">
        <div className="shop-detail__main">
          {logo('shop-detail__logo', '192px')}
          {body}
          {floor && <div className="shop-detail__section">{floor}</div>}
        </div>
        <aside className="shop-detail__aside" aria-label={t`About the shop`}>
          {hours}
          {aboutShop}
        </aside>
      </div>
      {related}
    </Page>
  );
}

function ShopHours({ shop }: { shop: ContentEntry }) {
  const { t } = useLingui();
  const mall = useMall();
  const own = shopHours(shop.opening_hours);
  // An e-shop has no door in the centre: the centre's hours would say when it "closes".
  const zone = own ?? (shop.kind === 'eshop' ? null : defaultZone(mall.opening_hours));
  if (!zone) return null;
  return (
    <section className="shop-detail__card" aria-labelledby="shop-hours">
      <h2 id="shop-hours">
        <Trans>Opening hours</Trans>
      </h2>
      <OpenNow zone={zone} timeZone={mall.timezone} />
      <WeekTable zone={zone} timeZone={mall.timezone} label={t`Opening hours of the week`} />
      {!own && (
        <p className="shop-detail__note">
          <Trans>The shop keeps the centre's opening hours.</Trans>
        </p>
      )}
    </section>
  );
}

function ShopContact({ shop }: { shop: ContentEntry }) {
  const phone = text(shop.phone);
  const email = text(shop.email);
  const website = text(shop.website);
  const eshop = text(shop.eshop_url);
  if (!phone && !email && !website && !eshop) return null;
  const host = (url: string) => {
    try {
      return new URL(url).host;
    } catch {
      return url;
    }
  };
  return (
    <section className="shop-detail__card" aria-labelledby="shop-contact">
      <h2 id="shop-contact">
        <Trans>Contact</Trans>
      </h2>
      <dl className="shop-detail__contact">
        {phone && (
          <ContactRow label={<Trans>Phone</Trans>}>
            <a href={telHref(phone)}>{phone}</a>
          </ContactRow>
        )}
        {email && (
          <ContactRow label={<Trans>E-mail</Trans>}>
            <a href={`mailto:${email}`}>{email}</a>
          </ContactRow>
        )}
        {website && (
          <ContactRow label={<Trans>Website</Trans>}>
            <a href={website} target="_blank" rel="noopener noreferrer">
              {host(website)}
            </a>
          </ContactRow>
        )}
        {eshop && (
          <ContactRow label={<Trans>E-shop</Trans>}>
            <a href={eshop} target="_blank" rel="noopener noreferrer">
              {host(eshop)}
            </a>
          </ContactRow>
        )}
      </dl>
    </section>
  );
}

function ContactRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="shop-detail__contact-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ShopLoyalty({ participates }: { participates: boolean }) {
  const locale = useLocale();
  return (
    <section
      className={`shop-detail__card shop-detail__loyalty${participates ? ' shop-detail__loyalty--yes' : ''}`}
      aria-labelledby="shop-loyalty"
      data-loyalty={participates ? 'yes' : 'no'}
    >
      <h2 id="shop-loyalty">
        <Trans>Loyalty programme</Trans>
      </h2>
      {participates ? (
        <p>
          <Trans>Collect points for your purchases here: upload the receipt in your account.</Trans>
        </p>
      ) : (
        <p>
          <Trans>This shop does not take part in the loyalty programme.</Trans>
        </p>
      )}
      {participates && (
        <Link to={`/${locale}/loyalty-program` as never}>
          <Trans>How the loyalty programme works</Trans>
        </Link>
      )}
    </section>
  );
}

/** The shop's floor with its unit marked, and a link to the floor plan page highlighting it. */
function ShopFloorplanPreview({
  floorplan,
  shopId,
  shopName,
}: {
  floorplan: ShopFloorplan;
  shopId: number;
  shopName: string;
}) {
  const { t } = useLingui();
  const floorName = useFloorName();
  const locale = useLocale();
  const { width, height, area } = floorplan;
  const floorTitle =
    findTranslation(floorplan.translations, locale, 'title') ?? floorName(floorplan.level);
  return (
    <section className="shop-detail__card shop-detail__floorplan" aria-labelledby="shop-floorplan">
      <h2 id="shop-floorplan">
        <Trans>Where to find us</Trans>
      </h2>
      <p>{floorTitle}</p>
      <svg
        className="shop-detail__floorplan-image"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t`${shopName} on the floor plan, ${floorTitle}`}
      >
        {floorplan.image && <image href={floorplan.image} width={width} height={height} />}
        {area && (
          <rect
            x={area.x}
            y={area.y}
            width={area.width}
            height={area.height}
            className="shop-detail__floorplan-mark"
          />
        )}
      </svg>
      <Link
        to="/$locale/floorplan/$id"
        params={{ locale, id: String(floorplan.id) } as never}
        search={{ shop: shopId } as never}
        className={buttonClassName({ variant: 'outline' })}
        data-testid="shop-floorplan-link"
      >
        <Trans>Show on the floor plan</Trans>
      </Link>
    </section>
  );
}

function Related({
  heading,
  items,
  kind,
}: {
  heading: string;
  items: ContentEntry[];
  kind: 'offer' | 'event' | 'news';
}) {
  if (items.length === 0) return null;
  return (
    <section className="shop-detail__section shop-detail__related">
      <h2>{heading}</h2>
      <ItemGrid items={items} kind={kind} empty={null} titleAs="h3" />
    </section>
  );
}
