import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Page } from '../common/page';

const loginApi = getRouteApi('/$locale/_default/login');
const setNewPasswordApi = getRouteApi('/$locale/_default/set-new-password');

/**
 * The forms come with the member-area work. After a successful login call
 * `setSessionToken(token)` (session/session-store.ts), then
 * `router.history.push(search.redirect ?? localizedHome)`: `redirect` is the localised path the
 * visitor came from (already checked to be a path on this site).
 */
export function LoginPage() {
  const { t } = useLingui();
  const search = loginApi.useSearch();
  return (
    <Page heading={search.method === 'sso' ? t`Sign in with SSO` : t`Sign in`}>
      <div className="auth-form" data-redirect={search.redirect ?? ''} />
    </Page>
  );
}

export function RegisterPage() {
  const { t } = useLingui();
  return <Page heading={t`Register`} />;
}

export function ForgotPasswordPage() {
  const { t } = useLingui();
  return <Page heading={t`Forgotten password`} />;
}

export function SetNewPasswordPage() {
  const { t } = useLingui();
  setNewPasswordApi.useSearch();
  return <Page heading={t`Set a new password`} />;
}
