import { parkingKeys, parkingQueryOptions, type ParkingOptions } from '@atrium/api-client/parking';
import { toLanguageTag } from '@atrium/domain/locales';
import { localizedName, type LocalizedName } from '@atrium/domain/opening-hours';
import { findTranslation } from '@atrium/domain/translations';
import { useParkingEvent, useRealtimeConnectionState } from '@atrium/realtime/hooks';
import { ParkingOccupancy } from '@atrium/ui/parking-occupancy';
import { formatPrice } from '@atrium/ui/price';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import '../../common/shops/shops.css';
import { ensureRealtimeClient } from '../../realtime/realtime-client';
import './visit.css';

ensureRealtimeClient();

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
      <div className="parking-page__layout">
        <div className="parking-page__facts">
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
                    const to =
                      tariff.to_minutes !== undefined ? hoursLabel(tariff.to_minutes) : null;
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
              <ul className="parking-page__entrances">
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
        </div>
        {(description || image) && (
          <div className="parking-page__about">
            {description && <HtmlContent html={description} />}
            {image && (
              <img className="parking-page__map" src={image} alt={t`Map of the car park`} />
            )}
          </div>
        )}
      </div>
    </Page>
  );
}
