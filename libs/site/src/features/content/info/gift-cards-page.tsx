import { settingsQueryOptions } from '@atrium/api-client/settings';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '../../../common/page';
import { SettingsImages, OptionalPageText } from './settings-images';
import '../content.css';

/** `/gift-cards`: the page's text, `gift_cards_images_*` and the help e-mail. */
export function GiftCardsPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const email = settings.gift_cards_page_help_email;
  return (
    <Page heading={t`Gift cards`}>
      <OptionalPageText permalink="gift-cards" />
      <SettingsImages images={settings.gift_cards_images} />
      {email && (
        <p className="content-help">
          <Trans>
            Questions about gift cards? Write to <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      )}
    </Page>
  );
}
