import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { WebsitePageView } from './website-page-view';

const permalinkApi = getRouteApi('/$locale/_default/a/$');

export function PermalinkPage() {
  const { _splat } = permalinkApi.useParams();
  const { data } = useSuspenseQuery(websitePageQueryOptions(_splat ?? ''));
  return <WebsitePageView page={data} />;
}
