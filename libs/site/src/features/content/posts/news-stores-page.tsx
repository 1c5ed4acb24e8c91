import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { NewsList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/news-stores/$page');

export function NewsStoresPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <NewsList heading={t`Shop news`} segment="news-stores" type="stores" {...params} />;
}
