import { parkingKeys, parkingQueryOptions, type ParkingOptions } from '@atrium/api-client/parking';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { toLanguageTag } from '@atrium/domain/locales';
import { formatMallAddress, mallDirectionsUrl } from '@atrium/domain/mall';
import {
  defaultZone,
  displayTime,
  hoursOnDate,
  localizedName,
  localMoment,
  otherZones,
  upcomingExceptions,
  type LocalizedName,
  type OpeningHoursEntry,
} from '@atrium/domain/opening-hours';
import { findTranslation } from '@atrium/domain/translations';
import { useParkingEvent, useRealtimeConnectionState } from '@atrium/realtime/hooks';
import { ParkingOccupancy } from '@atrium/ui/parking-occupancy';
import { formatPrice } from '@atrium/ui/price';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import '../../common/shops/shops.css';
import './visit.css';
import { OpenNow, useNow, WeekTable } from '../../common/shops/open-now';
import { ShopCardItem } from '../../common/shops/shops-list';
import { CINEMA_COMPANIES } from '../../routing/loaders';

function zoneTitle(zone: OpeningHoursEntry, locale: ReturnType<typeof useLocale>, main: string) {
  return localizedName(zone.name, locale) ?? (zone.zone === 'default' ? main : zone.zone);
}

/**
 * `/opening-hours`: the main hours (open-now line, the week with today highlighted, closed days),
 * the exceptions of the next 60 days (holidays), then every other zone, the mall's opening-hours
 * text, and parking when `is_parking_visible_on_opening_hours`.
 */
export function OpeningHoursPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const mall = useMall();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const now = useNow();
  const main = defaultZone(mall.opening_hours);
  const translations = Array.isArray(mall.translations) ? (mall.translations as never[]) : [];
  const description = findTranslation(translations, locale, 'opening_hours_description');
  if (!main) {
    return (
      <Page heading={t`Opening hours`}>
        <EmptyState
          title={t`The opening hours are not published yet`}
          description={t`Please call or write to the centre.`}
        />
      </Page>
    );
  }
  const zones = [main, ...otherZones(mall.opening_hours)];
  const dateFormat = new Intl.DateTimeFormat(toLanguageTag(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const exceptions = upcomingExceptions(main, now, mall.timezone, 60);
  const today = localMoment(now, mall.timezone).date;
  return (
    <Page heading={t`Opening hours`} className="opening-hours-page">
      <OpenNow zone={main} timeZone={mall.timezone} />
      {exceptions.length > 0 && (
        <section className="opening-hours-page__exceptions" aria-labelledby="oh-exceptions">
          <h2 id="oh-exceptions">
            <Trans>Holidays and changed hours</Trans>
          </h2>
          <ul role="list">
            {exceptions.map((exception) => {
              const day = dateFormat.format(new Date(`${exception.date}T12:00:00Z`));
              const name = localizedName(exception.name, locale);
              const hours = exception.hours;
              const from = hours ? displayTime(hours.open) : '';
              const to = hours ? displayTime(hours.close) : '';
              return (
                <li
                  key={exception.date}
                  aria-current={exception.date === today ? 'date' : undefined}
                >
                  <strong>{day}</strong>
                  {name && <span> ({name})</span>}:{' '}
                  {hours ? (
                    <span>
                      {from}–{to}
                    </span>
                  ) : (
                    <span className="opening-hours-page__closed">
                      <Trans>Closed</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="opening-hours-page__zones">
        {zones.map((zone) => {
          const title = zoneTitle(zone, locale, t`Shopping centre`);
          const todayHours = hoursOnDate(zone, today);
          return (
            <section key={zone.zone} className="opening-hours-page__zone" data-zone={zone.zone}>
              <h2>{title}</h2>
              {zone.status === 'closed' ? (
                <p className="opening-hours-page__closed">
                  <Trans>Closed until further notice</Trans>
                </p>
              ) : (
                <>
                  {todayHours.exception && (
                    <p className="opening-hours-page__note">
                      <Trans>Changed hours today</Trans>
                    </p>
                  )}
                  <WeekTable zone={zone} timeZone={mall.timezone} label={title} />
                </>
              )}
            </section>
          );
        })}
      </div>
      {description && <HtmlContent html={description} />}
      {settings.is_parking_visible_on_opening_hours && (
        <p>
          <Link to={`/${locale}/parking` as never}>
            <Trans>Parking: prices and free spaces</Trans>
          </Link>
        </p>
      )}
    </Page>
  );
}

type Tariff = {
  from_minutes?: number;
  to_minutes?: number;
  price?: number;
  price_per_hour?: number;
};

function hoursLabel(minutes: number): string {
  return Number.isInteger(minutes / 60) ? String(minutes / 60) : (minutes / 60).toFixed(1);
}

/**
 * Live free spaces: the realtime `parking.updated` event on the `cache-parking-{tenantId}` cache
 * channel writes into the parking query's data, so every reader (this page, the header) shows the
 * new count. The gateway sends the last published count right after subscribing, so a visitor
 * opening the page gets it at once, not at the next change.
 */
function useLiveParking(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  const tenantId = (router.options.context as { tenant?: { tenantId?: string } }).tenant?.tenantId;
  useParkingEvent(tenantId, ({ free, capacity }) => {
    queryClient.setQueryData<ParkingOptions>(parkingKeys.all, (old) =>
      old ? { ...old, free, capacity } : old,
    );
  });
}

/** `/parking`: free spaces (live), tariffs in CZK, daily maximum, entrances, EV chargers, map. */
export function ParkingPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(parkingQueryOptions());
  useLiveParking();
  // "Live" once the realtime connection is up; nothing before it (not an alarm while it connects).
  const live = useRealtimeConnectionState() === 'connected' ? true : undefined;
  const free = data.free;
  const capacity = data.capacity;

  const currency = typeof data.currency === 'string' ? data.currency : 'CZK';
  const money = (minor: number) => formatPrice({ minor }, toLanguageTag(locale), currency);
  const tariffs = (Array.isArray(data.tariffs) ? data.tariffs : []) as Tariff[];
  const entrances = (Array.isArray(data.entrances) ? data.entrances : []) as Array<{
    /** One text, or a text per language (`{en, cz, sk, de}`). */
    name?: string | LocalizedName;
    latitude?: number;
    longitude?: number;
  }>;
  const entranceName = (name: string | LocalizedName | undefined, index: number) =>
    (typeof name === 'string' ? name : name && localizedName(name, locale)) ||
    t`Entrance ${index + 1}`;
  const description = findTranslation(data.translations, locale, 'parking_description');
  const maxDaily = typeof data.max_daily_price === 'number' ? data.max_daily_price : null;
  const evChargers = typeof data.ev_chargers === 'number' ? data.ev_chargers : null;
  const image = typeof data.image === 'string' ? data.image : null;

  return (
    <Page heading={t`Parking`} className="parking-page">
      {free !== null && capacity !== null && (
        <ParkingOccupancy
          className="parking-page__free"
          free={free}
          capacity={capacity}
          live={live}
          label={t`Free spaces now`}
          data-testid="parking-free"
        />
      )}
      {tariffs.length > 0 && (
        <section className="parking-page__section" aria-labelledby="parking-prices">
          <h2 id="parking-prices">
            <Trans>Prices</Trans>
          </h2>
          <table className="parking-page__tariffs">
            <tbody>
              {tariffs.map((tariff, index) => {
                const from = hoursLabel(tariff.from_minutes ?? 0);
                const to = tariff.to_minutes !== undefined ? hoursLabel(tariff.to_minutes) : null;
                const price =
                  tariff.price_per_hour !== undefined
                    ? t`${money(tariff.price_per_hour)} per hour`
                    : tariff.price
                      ? money(tariff.price)
                      : t`Free`;
                return (
                  <tr key={index}>
                    <th scope="row">
                      {to ? (
                        <Trans>
                          {from}–{to} h
                        </Trans>
                      ) : (
                        <Trans>from {from} h</Trans>
                      )}
                    </th>
                    <td>{price}</td>
                  </tr>
                );
              })}
              {maxDaily !== null && (
                <tr>
                  <th scope="row">
                    <Trans>Daily maximum</Trans>
                  </th>
                  <td>{money(maxDaily)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </section>
      )}
      {(entrances.length > 0 || evChargers) && (
        <section className="parking-page__section" aria-labelledby="parking-entrances">
          <h2 id="parking-entrances">
            <Trans>Entrances</Trans>
          </h2>
          <ul>
            {entrances.map((entrance, index) => (
              <li key={index}>
                {entrance.latitude !== undefined && entrance.longitude !== undefined ? (
                  <a
                    href={`https://www.openstreetmap.org/?mlat=${entrance.latitude}&mlon=${entrance.longitude}#map=18/${entrance.latitude}/${entrance.longitude}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {entranceName(entrance.name, index)}
                  </a>
                ) : (
                  entranceName(entrance.name, index)
                )}
              </li>
            ))}
          </ul>
          {evChargers ? (
            <p>
              <Trans>Charging stations for electric cars: {evChargers}</Trans>
            </p>
          ) : null}
        </section>
      )}
      {description && <HtmlContent html={description} />}
      {image && <img className="parking-page__map" src={image} alt={t`Map of the car park`} />}
    </Page>
  );
}

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
            className="button button--primary"
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

/** `/cinema`: the entertainment venues until a programme exists (docs/site.md). */
export function CinemaPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(CINEMA_COMPANIES);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const locale = useLocale();
  if (data.data.length === 0) {
    return (
      <Page heading={t`Cinema`}>
        <EmptyState
          title={t`No programme yet`}
          description={t`See what else is on at the centre.`}
          action={
            <Link to={`/${locale}/events/1` as never} className="button button--primary">
              <Trans>Events</Trans>
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page heading={t`Cinema`} intro={t`Films and entertainment at the centre.`}>
      <ul className="content-grid" role="list">
        {data.data.map((venue) => (
          <li key={venue.id}>
            <ShopCardItem
              shop={venue}
              showFloor={settings.show_floor_number_on_shop_card}
              titleAs="h2"
            />
          </li>
        ))}
      </ul>
    </Page>
  );
}
