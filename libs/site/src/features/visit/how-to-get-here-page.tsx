import { buttonClassName } from '@atrium/ui/button';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { formatMallAddress, mallDirectionsUrl } from '@atrium/domain/mall';
import { findTranslation } from '@atrium/domain/translations';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import '../../common/shops/shops.css';
import './visit.css';

/** The maps key: settings `maps_api_key` (or `google_maps_api_key`), kept in `settings.extra`. */
function mapsKey(extra: Record<string, string>): string | null {
  return extra.maps_api_key || extra.google_maps_api_key || null;
}

/**
 * `/how-to-get-here`: with a maps key, the maps script with the places library and a map of the
 * mall; without one (or when the script fails), the address, the directions text and a link to
 * a map.
 */
export function HowToGetHerePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const mall = useMall();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const key = mapsKey(settings.extra);
  const address = formatMallAddress(mall);
  const translations = Array.isArray(mall.translations) ? (mall.translations as never[]) : [];
  const directions = findTranslation(translations, locale, 'directions');
  const hasPoint = typeof mall.latitude === 'number' && typeof mall.longitude === 'number';
  const mapLink = mallDirectionsUrl(mall);
  return (
    <Page heading={t`How to get here`} className="how-to-get-here">
      <section aria-labelledby="htgh-address">
        <h2 id="htgh-address">
          <Trans>Address</Trans>
        </h2>
        <address className="how-to-get-here__address">
          <strong>{mall.name}</strong>
          <br />
          {address}
        </address>
        <p>
          <a
            href={mapLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'primary' })}
          >
            <Trans>Plan the route in a map</Trans>
          </a>
        </p>
      </section>
      {key && hasPoint && (
        <MallMap
          apiKey={key}
          lat={mall.latitude as number}
          lng={mall.longitude as number}
          title={mall.name}
        />
      )}
      <section aria-labelledby="htgh-directions">
        <h2 id="htgh-directions">
          <Trans>Directions</Trans>
        </h2>
        {directions ? (
          <HtmlContent html={directions} />
        ) : (
          <p>
            <Trans>
              You find {mall.name} at {address}. Use the map link above for directions by car,
              public transport, bike or on foot.
            </Trans>
          </p>
        )}
        <p>
          <Link to={`/${locale}/parking` as never}>
            <Trans>Parking at the centre</Trans>
          </Link>
          {' · '}
          <Link to={`/${locale}/opening-hours` as never}>
            <Trans>Opening hours</Trans>
          </Link>
        </p>
      </section>
    </Page>
  );
}

type MapsWindow = Window & {
  google?: {
    maps?: { Map: new (el: HTMLElement, o: object) => unknown; Marker: new (o: object) => unknown };
  };
};

let mapsScript: Promise<void> | null = null;

function loadMapsScript(apiKey: string): Promise<void> {
  mapsScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async&callback=__atriumMapsReady`;
    script.async = true;
    (window as unknown as Record<string, unknown>).__atriumMapsReady = () => resolve();
    script.onerror = () => {
      mapsScript = null;
      reject(new Error('maps script failed'));
    };
    document.head.append(script);
  });
  return mapsScript;
}

function MallMap({
  apiKey,
  lat,
  lng,
  title,
}: {
  apiKey: string;
  lat: number;
  lng: number;
  title: string;
}) {
  const { t } = useLingui();
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!element) return;
    let cancelled = false;
    loadMapsScript(apiKey).then(
      () => {
        const maps = (window as MapsWindow).google?.maps;
        if (cancelled || !maps) return;
        const map = new maps.Map(element, { center: { lat, lng }, zoom: 15 });
        new maps.Marker({ position: { lat, lng }, map, title });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [element, apiKey, lat, lng, title]);
  if (failed) return null;
  return (
    <div
      ref={setElement}
      className="how-to-get-here__map"
      role="region"
      aria-label={t`Map of ${title}`}
      data-testid="maps-canvas"
    />
  );
}
