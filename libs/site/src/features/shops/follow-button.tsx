import { buttonClassName } from '@atrium/ui/button';
import { followedCompanyIdsQueryOptions, setCompanyFollowed } from '@atrium/api-client/follows';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { Button } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { useIsLoggedIn } from '../../session/session-store';
import { toast } from '../../toasts/toast-store';

/**
 * Follow a shop (members): `POST`/`DELETE /v1/me/follows/companies`, an `aria-pressed` toggle.
 * Visitors see "Sign in to follow" (to login with a redirect back) when sign-in is active,
 * otherwise nothing.
 */
export function FollowButton({ companyId, shopName }: { companyId: number; shopName: string }) {
  const loggedIn = useIsLoggedIn();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  // The address as the visitor sees it (localised slugs), like the frame's guards.
  const here = useLocation({ select: (location) => location.publicHref ?? location.href });
  if (!loggedIn) {
    if (!settings.is_authentication_active) return null;
    return (
      <Link
        to="/$locale/login"
        params={{ locale }}
        search={{ redirect: here } as never}
        className={`${buttonClassName({ variant: 'outline' })} shop-follow shop-follow--login`}
      >
        <Trans>Sign in to follow</Trans>
      </Link>
    );
  }
  return <MemberFollowButton companyId={companyId} shopName={shopName} />;
}

function MemberFollowButton({ companyId, shopName }: { companyId: number; shopName: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const followed = useQuery(followedCompanyIdsQueryOptions());
  const following = followed.data?.includes(companyId) ?? false;
  const mutation = useMutation({
    mutationFn: (follow: boolean) => setCompanyFollowed(queryClient, companyId, follow),
    onSuccess: (_, follow) =>
      toast.success(follow ? t`You follow ${shopName}` : t`You no longer follow ${shopName}`),
    onError: () => toast.error(t`That did not work. Please try again.`),
  });
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      loading={mutation.isPending || followed.isPending}
      disabled={followed.isError}
      onClick={() => mutation.mutate(!following)}
      className="shop-follow"
    >
      {following ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}
