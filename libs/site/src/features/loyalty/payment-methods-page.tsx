import { settingsQueryOptions } from '@atrium/api-client/settings';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';

/**
 * The API has no payment-methods endpoint (members do not pay on this website: vouchers and
 * bookings are paid at the shops). The page says so honestly and points to the mall's contact;
 * docs/members.md records the decision.
 */
export function PaymentMethodsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const settings = useQuery(settingsQueryOptions());
  const email = settings.data?.gift_cards_page_help_email;
  return (
    <Page heading={t`Payment methods`}>
      <EmptyState
        title={t`No saved payment methods`}
        description={t`This website does not store cards. You pay for bookings and vouchers directly at the shops and at the information desk of the centre.`}
        action={
          email ? (
            <a href={`mailto:${email}`}>{email}</a>
          ) : (
            <Link to="/$locale/support" params={{ locale }}>
              <Trans>Ask the support</Trans>
            </Link>
          )
        }
      />
    </Page>
  );
}
