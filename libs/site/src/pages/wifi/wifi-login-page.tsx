import { oauthToken } from '@atrium/api-client/auth';
import { isApiError } from '@atrium/api-client/api-error';
import { loginRequestSchema } from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useLocale } from '../../locale/use-locale';
import { setSessionToken } from '../../session/session-store';
import { type FieldErrors, errorMessage, zodFieldErrors } from '../auth/form-errors';
import { CurrentPasswordField, EmailField } from '../auth/account-fields';
import { Page } from '../common/page';
import '../dashboard/members.css';

/**
 * Wifi login (layout wifi): the mall's captive portal sends visitors here. The member signs in
 * with the OAuth2 password grant (`POST /v1/oauth/token`); the token is an ordinary API token,
 * so the site keeps it as the session too. Nothing on the page leaves it except "My account".
 */
export function WifiLoginPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [connected, setConnected] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(i18n, parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await oauthToken(parsed.data.email, parsed.data.password);
      setSessionToken(result.access_token);
      setConnected(true);
    } catch (error) {
      const body = isApiError(error) ? (error.body as { error?: string } | null) : null;
      if (body?.error === 'invalid_grant') {
        setMessage(
          t`The e-mail or the password is not correct, or the e-mail is not verified yet.`,
        );
      } else {
        setMessage(errorMessage(i18n, error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page heading={t`Wi-Fi login`} className="member-auth">
      {connected ? (
        <div className="member-stack">
          <p className="member-message member-message--success" role="status">
            {t`You are signed in. Enjoy the free Wi-Fi.`}
          </p>
          <Link to="/$locale/dashboard" params={{ locale }}>
            <Trans>My account</Trans>
          </Link>
        </div>
      ) : (
        <form className="member-form" onSubmit={submit} noValidate aria-label={t`Wi-Fi login`}>
          <p>{t`Sign in with your member account to connect.`}</p>
          <EmailField value={email} onChange={setEmail} error={errors.email} />
          <CurrentPasswordField
            label={t`Password`}
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          {message && (
            <p className="member-message member-message--error" role="alert">
              {message}
            </p>
          )}
          <Button type="submit" block loading={busy}>
            <Trans>Connect</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}
