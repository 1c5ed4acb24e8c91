import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { EventList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/events-stores/$page');

export function EventsStoresPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <EventList heading={t`Shop events`} segment="events-stores" type="stores" {...params} />;
}
