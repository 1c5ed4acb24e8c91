import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { NewsList } from './post-lists';

const routeApi = getRouteApi('/$locale/_default/news-mall/$page');

export function NewsMallPage() {
  const { t } = useLingui();
  const params = routeApi.useParams();
  return <NewsList heading={t`Mall news`} segment="news-mall" type="mall" {...params} />;
}
