import { settingsQueryOptions } from '@atrium/api-client/settings';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { ShopCardItem } from '../../common/shops/shops-list';
import { CINEMA_COMPANIES } from '../../routing/loaders';
import '../../common/shops/shops.css';
import './visit.css';

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
