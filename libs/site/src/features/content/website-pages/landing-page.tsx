import { settingsQueryOptions } from '@atrium/api-client/settings';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMatch } from '@tanstack/react-router';
import { Page } from '../../../common/page';

/** `/al|el|hl|nl/:title`: a landing page for one of the centres; its image from the settings. */
export function LandingPage() {
  const { t } = useLingui();
  const match = useMatch({ strict: false });
  const params = match.params as { title?: string };
  const kind = match.routeId.split('/')[3] ?? 'al';
  const title = (params.title ?? '').replace(/-/g, ' ');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const image = settings.landings_images[kind];
  return (
    <Page heading={t`Welcome`} intro={title}>
      {image && (
        <Picture className="landing__image" src={image} sizes={sizesFor('1280px')} alt="" />
      )}
    </Page>
  );
}
