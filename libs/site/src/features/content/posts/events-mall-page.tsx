import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { EventList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/events-mall/$page');

export function EventsMallPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <EventList heading={t`Mall events`} segment="events-mall" type="mall" {...params} />;
}
