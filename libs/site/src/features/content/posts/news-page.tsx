import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { NewsList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/news/$page');

export function NewsPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <NewsList heading={t`News`} segment="news" type={undefined} {...params} />;
}
