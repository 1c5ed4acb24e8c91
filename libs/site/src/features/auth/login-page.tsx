import { login } from '@atrium/api-client/auth';
import { isApiError } from '@atrium/api-client/api-error';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { type LoginRequest, loginRequestSchema } from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { submitHandler, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { isSsoAvailable } from '../../session/sso-availability';
import { Page } from '../../common/page';
import { CurrentPasswordField, EmailField } from '../../common/account-fields';
import {
  apiFieldErrors,
  contractValidator,
  errorMessage,
  placeApiErrors,
} from '../../common/form-errors';
import {
  useFinishLogin,
  FormMessage,
  ResendVerification,
  VerifyEmail,
  SsoButton,
} from './auth-forms';
import { WithLoginSlides } from './auth-slides';
import '../../common/members.css';

const loginApi = getRouteApi('/$locale/_default/login');

export function LoginPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const search = loginApi.useSearch();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const { runtime } = useRouteContext({ from: '__root__' });
  const finish = useFinishLogin();
  const [message, setMessage] = useState<string>();
  /** The address a 403 (not verified yet) was for: offers to resend the link. */
  const [unverified, setUnverified] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({
    mutationFn: async (body: LoginRequest) => finish(await login(body), search.redirect),
  });
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onSubmit: contractValidator(i18n, loginRequestSchema) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(loginRequestSchema.parse(value));
      } catch (error) {
        if (isApiError(error) && error.status === 403) {
          setUnverified(value.email);
          setMessage(apiFieldErrors(i18n, error).email?.[0] ?? errorMessage(i18n, error));
          return;
        }
        const general = placeApiErrors(formApi, i18n, error);
        if (general) setMessage(general);
        else focusFirstInvalid();
      }
    },
  });
  const beforeSubmit = () => {
    setMessage(undefined);
    setUnverified(undefined);
  };

  return (
    <Page
      heading={search.method === 'sso' ? t`Sign in with SSO` : t`Sign in`}
      className="member-auth"
    >
      {search.verify ? (
        <VerifyEmail token={search.verify} redirect={search.redirect} />
      ) : (
        <WithLoginSlides>
          <div className="member-stack">
            {search.redirect && <FormMessage tone="info">{t`Sign in to continue.`}</FormMessage>}
            <form
              ref={ref}
              className="member-form"
              onSubmit={submitHandler(form, beforeSubmit)}
              noValidate
              aria-label={t`Sign in`}
            >
              <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
              <form.Field name="password">
                {(field) => <CurrentPasswordField field={field} label={t`Password`} />}
              </form.Field>
              {message && <FormMessage tone="error">{message}</FormMessage>}
              <Button type="submit" block loading={mutation.isPending}>
                <Trans>Sign in</Trans>
              </Button>
            </form>
            {unverified !== undefined && <ResendVerification email={unverified} />}
            <p className="member-links">
              <Link to="/$locale/forgot-password" params={{ locale }}>
                <Trans>Forgotten password?</Trans>
              </Link>{' '}
              <Link to="/$locale/register" params={{ locale }}>
                <Trans>Create an account</Trans>
              </Link>
            </p>
            {(isSsoAvailable(settings, runtime) || search.method === 'sso') && (
              <SsoButton redirect={search.redirect} />
            )}
          </div>
        </WithLoginSlides>
      )}
    </Page>
  );
}
