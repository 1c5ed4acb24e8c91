import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { EventList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/events/$page');

export function EventsPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <EventList heading={t`Events`} segment="events" type={undefined} {...params} />;
}
