import { logout } from '@atrium/api-client/auth';
import { customerRewardsQueryOptions } from '@atrium/api-client/customer-rewards';
import { profileQueryOptions } from '@atrium/api-client/me';
import { receiptsQueryOptions } from '@atrium/api-client/receipts';
import { STORAGE_KEYS } from '@atrium/domain/constants';
import { pickTranslation } from '@atrium/domain/translations';
import { Button, buttonClassName } from '@atrium/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@atrium/ui/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { clearSession } from '../../session/session-store';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';
import { PointsSummaryCard } from './points-summary-card';
import { ReceiptStatusBadge } from './receipt-status-badge';

/** How many receipts the dashboard shows; the receipts page has them all. */
export const DASHBOARD_RECEIPTS = 3;

/**
 * `/dashboard`: what a member comes for, first — the points, tier and next expiry; the active
 * rewards with their codes; the latest receipts and their state; then the way to more points.
 * Signing out is the header's and the end of the page's business, not this page's main button.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const profile = useQuery(profileQueryOptions());
  const name = profile.data?.first_name;
  return (
    <Page heading={t`My account`} intro={name ? t`Hello, ${name}!` : undefined}>
      <AccountSetupModal />
      <div className="member-dashboard">
        <section className="member-dashboard__points" aria-label={t`My points`}>
          <PointsSummaryCard />
          <Link
            to="/$locale/get-points"
            params={{ locale }}
            className={buttonClassName({ variant: 'primary', block: true })}
          >
            <Trans>Upload a receipt</Trans>
          </Link>
        </section>
        <ActiveRewards />
        <LatestReceipts />
      </div>
      <div className="member-dashboard__footer">
        <LogoutButton />
      </div>
    </Page>
  );
}

function ActiveRewards() {
  const { t } = useLingui();
  const formats = useMemberFormats();
  const locale = useLocale();
  const rewards = useQuery(customerRewardsQueryOptions('active'));
  return (
    <section className="member-section" aria-labelledby="active-rewards-heading">
      <div className="member-section__head">
        <h2 id="active-rewards-heading">{t`Your active rewards`}</h2>
        <Link to="/$locale/rewards" params={{ locale }}>
          <Trans>All rewards</Trans>
        </Link>
      </div>
      <QueryView query={rewards} lines={2}>
        {(result) =>
          result.data.length === 0 ? (
            <p className="member-hint">
              <Trans>No active rewards.</Trans>{' '}
              <Link to="/$locale/rewards" params={{ locale }}>
                <Trans>Choose a reward for your points</Trans>
              </Link>
            </p>
          ) : (
            <ul className="member-cards" data-testid="active-rewards">
              {result.data.map((item) => {
                const translations = (item.reward?.translations ?? []) as Parameters<
                  typeof pickTranslation
                >[0];
                const title =
                  pickTranslation(translations, locale, 'title') ||
                  pickTranslation(translations, locale, 'name') ||
                  t`Reward`;
                return (
                  <li key={item.id} className="member-card">
                    <h3>{title}</h3>
                    <p className="member-code">{item.code}</p>
                    <p className="member-hint">{t`Valid until ${formats.date(item.expires_at)}`}</p>
                    <Link to="/$locale/my-reward/$id" params={{ locale, id: item.id } as never}>
                      <Trans>Show the QR code</Trans>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function LatestReceipts() {
  const { t } = useLingui();
  const formats = useMemberFormats();
  const locale = useLocale();
  const receipts = useQuery(receiptsQueryOptions(1));
  return (
    <section className="member-section" aria-labelledby="latest-receipts-heading">
      <div className="member-section__head">
        <h2 id="latest-receipts-heading">{t`Latest receipts`}</h2>
        <Link to="/$locale/receipts" params={{ locale }}>
          <Trans>All receipts</Trans>
        </Link>
      </div>
      <QueryView query={receipts} lines={3}>
        {(result) =>
          result.data.length === 0 ? (
            <p className="member-hint">{t`Receipts you upload appear here with their state.`}</p>
          ) : (
            <ul className="member-receipts" data-testid="latest-receipts">
              {result.data.slice(0, DASHBOARD_RECEIPTS).map((receipt) => (
                <li key={receipt.id} className="member-receipt">
                  <span className="member-receipt__date">{formats.date(receipt.purchased_at)}</span>
                  <span className="member-receipt__amount">
                    {formats.money(receipt.amount_minor)}
                  </span>
                  <ReceiptStatusBadge status={receipt.status} />
                  <span className="member-receipt__points">
                    {receipt.points !== null ? formats.signed(receipt.points) : '–'}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

function LogoutButton() {
  const router = useRouter();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: async () => {
      // Revoke this device's token; the session ends here whatever the API answers.
      await logout().catch(() => undefined);
      clearSession();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'me' });
      await router.navigate({ to: '/$locale', params: { locale } });
    },
  });
  return (
    <Button
      type="button"
      variant="outline"
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <Trans>Sign out</Trans>
    </Button>
  );
}

function readSetupDate(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.setupModalAppearedDate);
  } catch {
    return null;
  }
}

/**
 * The account-setup modal (spec section 4): once per session, after login, when the profile
 * lacks the details loyalty needs (phone, birth date, city). `SETUP_MODAL_APPEARED_DATE` remembers
 * that it appeared; logout clears it.
 */
function AccountSetupModal() {
  const { t } = useLingui();
  const locale = useLocale();
  const profile = useQuery(profileQueryOptions());
  const [open, setOpen] = useState(false);
  const customer = profile.data;
  useEffect(() => {
    if (!customer || readSetupDate()) return;
    if (customer.phone && customer.birth_date && customer.city) return;
    try {
      localStorage.setItem(STORAGE_KEYS.setupModalAppearedDate, new Date().toISOString());
    } catch {
      // storage blocked: show it anyway, this once
    }
    setOpen(true);
  }, [customer]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>{t`Complete your account`}</DialogTitle>
        <DialogDescription>
          {t`Add your phone, date of birth and city to get the most from the loyalty programme.`}
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Later</Trans>
          </Button>
          <Link
            to="/$locale/profile"
            params={{ locale }}
            onClick={() => setOpen(false)}
            className={buttonClassName()}
          >
            <Trans>Complete my profile</Trans>
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
