import { settingsQueryOptions } from '@atrium/api-client/settings';
import { EmptyState } from '@atrium/ui/state';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../common/page';
import { SettingsImages } from './settings-images';
import '../content.css';

/** `/mobile-app`: `mobile_app_images_*` (the route sends visitors home when the app is off). */
export function MobileAppPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const images = settings.mobile_app_images;
  return (
    <Page
      heading={t`Mobile app`}
      intro={t`Your loyalty card, rewards and the centre’s news in your pocket.`}
    >
      {Object.keys(images).length > 0 ? (
        <SettingsImages images={images} />
      ) : (
        <EmptyState title={t`The app is coming soon`} />
      )}
    </Page>
  );
}
