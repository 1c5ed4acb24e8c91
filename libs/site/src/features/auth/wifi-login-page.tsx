import { oauthToken } from '@atrium/api-client/auth';
import { isApiError } from '@atrium/api-client/api-error';
import { loginRequestSchema } from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { submitHandler, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { setSessionToken } from '../../session/session-store';
import { contractValidator, errorMessage } from '../../common/form-errors';
import { CurrentPasswordField, EmailField } from '../../common/account-fields';
import { Page } from '../../common/page';
import '../../common/members.css';

/**
 * Wifi login (layout wifi): the mall's captive portal sends visitors here. The member signs in
 * with the OAuth2 password grant (`POST /v1/oauth/token`); the token is an ordinary API token,
 * so the site keeps it as the session too. Nothing on the page leaves it except "My account".
 */
export function WifiLoginPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [message, setMessage] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const result = await oauthToken(email, password);
      setSessionToken(result.access_token);
    },
  });
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: contractValidator(i18n, loginRequestSchema) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value }) => {
      try {
        await mutation.mutateAsync(loginRequestSchema.parse(value));
      } catch (error) {
        const body = isApiError(error) ? (error.body as { error?: string } | null) : null;
        if (body?.error === 'invalid_grant') {
          setMessage(
            t`The e-mail or the password is not correct, or the e-mail is not verified yet.`,
          );
        } else {
          setMessage(errorMessage(i18n, error));
        }
      }
    },
  });

  return (
    <Page heading={t`Wi-Fi login`} className="member-auth">
      {mutation.isSuccess ? (
        <div className="member-stack">
          <p className="member-message member-message--success" role="status">
            {t`You are signed in. Enjoy the free Wi-Fi.`}
          </p>
          <Link to="/$locale/dashboard" params={{ locale }}>
            <Trans>My account</Trans>
          </Link>
        </div>
      ) : (
        <form
          ref={ref}
          className="member-form"
          onSubmit={submitHandler(form, () => setMessage(undefined))}
          noValidate
          aria-label={t`Wi-Fi login`}
        >
          <p>{t`Sign in with your member account to connect.`}</p>
          <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
          <form.Field name="password">
            {(field) => <CurrentPasswordField field={field} label={t`Password`} />}
          </form.Field>
          {message && (
            <p className="member-message member-message--error" role="alert">
              {message}
            </p>
          )}
          <Button type="submit" block loading={mutation.isPending}>
            <Trans>Connect</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}
