import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { Mall } from '@atrium/domain/mall';
import { renderAnchor, type RenderLink } from '@atrium/ui/render-link';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { MenuTilesSpace } from '../../frame/navigation/menu-tiles-space';
import { renderRouterLink } from '../../frame/navigation/router-link';
import { settingsLink } from '../../frame/navigation/settings-link';
import { TodayHours } from '../../frame/layout/today-hours';
import { DeferredPart } from '../../frame/shell/deferred-part';
import { HeroBanner, HomeSections, MenuTiles } from './home-parts';
import './home.css';

/** Where the mall is, for a visitor: `Českomoravská 2420/15a, 190 00 Praha 9`. */
function streetAndCity(mall: Mall): string {
  const city = [mall.zip_code, mall.city].filter(Boolean).join(' ');
  return [mall.address, city].filter(Boolean).join(', ');
}

/** Banner buttons: site paths (already in the page's language) through the router. */
const renderBannerLink: RenderLink = (props) =>
  props.href.startsWith('/') && !props.href.startsWith('//')
    ? renderRouterLink(props)
    : renderAnchor(props);

/**
 * Home (spec section 2): the hero banner of the settings, the mall's name and today's hours, the
 * homepage menu (`navigation_homepage_items`), then the lazily loaded sections.
 */
export function HomePage() {
  const mall = useMall();
  const locale = useLocale();
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const heroItems = useMemo(
    () =>
      settings.hero_banner_items.map((item) =>
        item.url ? { ...item, url: settingsLink(item.url, locale).href } : item,
      ),
    [settings.hero_banner_items, locale],
  );
  return (
    <div className="home">
      {settings.hero_banner_items.length > 0 && (
        <DeferredPart
          fallback={
            <div className="home__hero container" aria-hidden="true">
              <div
                className="home__hero-placeholder"
                style={{ aspectRatio: settings.hero_banner_aspect_ratio }}
              />
            </div>
          }
        >
          <HeroBanner
            className="home__hero container"
            items={heroItems}
            aspectRatio={settings.hero_banner_aspect_ratio}
            locale={locale}
            renderLink={renderBannerLink}
            label={t`Highlights`}
          />
        </DeferredPart>
      )}
      <section className="home-intro container">
        <div className="home-intro__row">
          <div className="home-intro__mall">
            <h1>{mall.name}</h1>
            <p className="home-intro__address">{streetAndCity(mall)}</p>
          </div>
          <TodayHours linkToAll />
        </div>
        <DeferredPart
          fallback={<MenuTilesSpace count={settings.navigation_homepage_items.length} />}
        >
          <MenuTiles list="navigation_homepage_items" label={t`Discover`} />
        </DeferredPart>
      </section>
      <DeferredPart fallback={<div className="home__sections-placeholder" aria-hidden="true" />}>
        <HomeSections />
      </DeferredPart>
    </div>
  );
}
