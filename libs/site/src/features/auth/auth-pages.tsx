import {
  changeForgetPassword,
  firebaseLogin,
  forgetPasswordLogin,
  forgotPassword,
  login,
  register,
  resendVerification,
  verifyEmail,
} from '@atrium/api-client/auth';
import { isApiError } from '@atrium/api-client/api-error';
import { meKeys } from '@atrium/api-client/me';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import {
  type ChangeForgetPasswordRequest,
  changeForgetPasswordRequestSchema,
  type EmailRequest,
  emailRequestSchema,
  type LoginRequest,
  loginRequestSchema,
  type LoginResponse,
  registerRequestSchema,
} from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { type FormWithFields, setServerErrors } from '@atrium/ui/form-errors';
import {
  CheckboxField,
  submitHandler,
  TextField,
  useFocusFirstInvalid,
} from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { setSessionToken } from '../../session/session-store';
import { isSsoAvailable } from '../../session/sso-availability';
import { Page } from '../../common/page';
import {
  ChosenPasswordField,
  CurrentPasswordField,
  EmailField,
  RepeatPasswordField,
} from '../../common/account-fields';
import '../../common/members.css';
import { firebaseFailure, firebaseIdToken, preloadFirebase } from './firebase-sign-in';
import {
  apiFieldErrors,
  contractValidator,
  errorMessage,
  placeApiErrors,
} from '../../common/form-errors';

const loginApi = getRouteApi('/$locale/_default/login');
const setNewPasswordApi = getRouteApi('/$locale/_default/set-new-password');

/** Stores the session and goes to `redirect` (a localised site path) or the dashboard. */
function useFinishLogin() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useLocale();
  return async (result: LoginResponse, redirect?: string) => {
    setSessionToken(result.token);
    queryClient.setQueryData(meKeys.profile(), result.customer);
    if (redirect) router.history.push(redirect);
    else await router.navigate({ to: '/$locale/dashboard', params: { locale } });
  };
}

function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: string }) {
  return (
    <p
      className={`member-message member-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}

/** Resends the verification mail (after a 403 at login or a bad `?verify=` link). */
/**
 * A form of one e-mail address sent with the page's language (a new verification link, a
 * forgotten password): the contract's check on submit, and every refusal shown under the address.
 */
function useEmailRequestForm(email: string, send: (body: EmailRequest) => Promise<unknown>) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({ mutationFn: send });
  const form = useForm({
    defaultValues: { email },
    validators: {
      onSubmit: contractValidator(i18n, emailRequestSchema, (v: { email: string }) => ({
        ...v,
        locale,
      })),
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync({ email: value.email, locale });
      } catch (failure) {
        setServerErrors(formApi, {
          email: apiFieldErrors(i18n, failure).email ?? [errorMessage(i18n, failure)],
        });
        focusFirstInvalid();
      }
    },
  });
  return { ref, form, mutation };
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useLingui();
  const { ref, form, mutation } = useEmailRequestForm(email, resendVerification);
  if (mutation.isSuccess)
    return (
      <FormMessage tone="success">{t`We have sent you a new link. Check your inbox.`}</FormMessage>
    );
  return (
    <form
      ref={ref}
      className="member-form member-form--inline"
      onSubmit={submitHandler(form)}
      noValidate
    >
      <form.Field name="email">
        {(field) => <EmailField field={field} required={false} />}
      </form.Field>
      <Button type="submit" variant="secondary" loading={mutation.isPending}>
        <Trans>Send a new verification link</Trans>
      </Button>
    </form>
  );
}

/** The `?verify=` link of the registration mail: confirms the address and logs in. */
function VerifyEmail({ token, redirect }: { token: string; redirect?: string }) {
  const { t, i18n } = useLingui();
  const finish = useFinishLogin();
  const mutation = useMutation({
    mutationFn: async () => finish(await verifyEmail(token), redirect),
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate();
  }, [mutation]);
  const failure = mutation.isError
    ? (apiFieldErrors(i18n, mutation.error).token?.[0] ?? errorMessage(i18n, mutation.error))
    : undefined;
  if (!failure) return <FormMessage tone="info">{t`Confirming your e-mail address…`}</FormMessage>;
  return (
    <div className="member-stack">
      <FormMessage tone="error">{failure}</FormMessage>
      <ResendVerification email="" />
    </div>
  );
}

/** Google's side of the sign-in failed (the exchange with the API did not start). */
class FirebaseFailure extends Error {
  constructor(cause: unknown) {
    super('Firebase sign-in failed', { cause });
  }
}

/**
 * SSO (spec: the button when `is_sso_visible`): Google sign-in through Firebase when the runtime
 * configuration has the tenant's Firebase web app (`firebase`), the ID token exchanged for the
 * site's API token (`/v1/firebase-login`). Without that configuration the button is disabled and
 * says so. The Firebase SDK loads only when the member reaches for the button.
 */
function SsoButton({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const finish = useFinishLogin();
  const { runtime } = useRouteContext({ from: '__root__' });
  const config = runtime.firebase;
  const mutation = useMutation({
    mutationFn: async (firebase: NonNullable<typeof config>) => {
      let idToken: string;
      try {
        idToken = await firebaseIdToken(firebase);
      } catch (error) {
        // The Firebase code (e.g. auth/unauthorized-domain) tells an operator what to fix.
        if (firebaseFailure(error) !== 'closed') console.warn('Firebase sign-in failed', error);
        throw new FirebaseFailure(error);
      }
      await finish(await firebaseLogin({ id_token: idToken, locale }), redirect);
    },
  });
  /** What went wrong, said under the button; nothing when the member closed the window. */
  const message = ((): string | undefined => {
    if (!mutation.isError) return undefined;
    const { error } = mutation;
    if (!(error instanceof FirebaseFailure)) return errorMessage(i18n, error);
    switch (firebaseFailure(error.cause)) {
      case 'blocked':
        return t`The browser blocked the sign-in window. Allow pop-ups for this website and try again.`;
      case 'failed':
        return t`Single sign-on did not work. Try again, or sign in with your e-mail and password.`;
      default:
        return undefined;
    }
  })();
  if (!config) {
    return (
      <div className="member-sso">
        <Button type="button" variant="outline" block disabled aria-describedby="sso-note">
          <Trans>Sign in with Google</Trans>
        </Button>
        <p id="sso-note" className="member-hint">
          {t`Single sign-on is not set up for this website yet. Sign in with your e-mail and password.`}
        </p>
      </div>
    );
  }
  return (
    <div className="member-sso member-stack">
      <Button
        type="button"
        variant="outline"
        block
        loading={mutation.isPending}
        onPointerEnter={preloadFirebase}
        onFocus={preloadFirebase}
        onClick={() => mutation.mutate(config)}
      >
        <Trans>Sign in with Google</Trans>
      </Button>
      {message && <FormMessage tone="error">{message}</FormMessage>}
    </div>
  );
}

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
      )}
    </Page>
  );
}

const EMPTY_REGISTRATION = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  terms_accepted: false,
  marketing_consent: false,
};

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [message, setMessage] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({ mutationFn: register });
  const form = useForm({
    defaultValues: EMPTY_REGISTRATION,
    validators: {
      onSubmit: contractValidator(i18n, registerRequestSchema, (v: typeof EMPTY_REGISTRATION) => ({
        ...v,
        locale,
      })),
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync({ ...value, locale });
      } catch (error) {
        const general = placeApiErrors(formApi, i18n, error);
        if (general) setMessage(general);
        else focusFirstInvalid();
      }
    },
  });

  if (mutation.isSuccess) {
    const done = registerRequestSchema.shape.email.parse(mutation.variables.email);
    return (
      <Page heading={t`Register`} className="member-auth">
        <div className="member-stack">
          <FormMessage tone="success">
            {t`Almost done: we have sent a confirmation link to ${done}. Open it to activate your account.`}
          </FormMessage>
          <ResendVerification email={done} />
        </div>
      </Page>
    );
  }
  return (
    <Page heading={t`Register`} className="member-auth">
      <form
        ref={ref}
        className="member-form"
        onSubmit={submitHandler(form, () => setMessage(undefined))}
        noValidate
        aria-label={t`Register`}
      >
        <form.Field name="first_name">
          {(field) => (
            <TextField field={field} label={t`First name`} required autoComplete="given-name" />
          )}
        </form.Field>
        <form.Field name="last_name">
          {(field) => (
            <TextField field={field} label={t`Last name`} required autoComplete="family-name" />
          )}
        </form.Field>
        <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
        <form.Field name="password">
          {(field) => <ChosenPasswordField field={field} label={t`Password`} />}
        </form.Field>
        <form.Field name="terms_accepted">
          {(field) => (
            <CheckboxField
              field={field}
              label={t`I accept the terms and conditions`}
              className="member-check"
            />
          )}
        </form.Field>
        <form.Field name="marketing_consent">
          {(field) => <CheckboxField field={field} label={t`Send me news and offers by e-mail`} />}
        </form.Field>
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Button type="submit" block loading={mutation.isPending}>
          <Trans>Create an account</Trans>
        </Button>
        <p className="member-links">
          <Link to="/$locale/login" params={{ locale }}>
            <Trans>I already have an account</Trans>
          </Link>
        </p>
      </form>
    </Page>
  );
}

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { ref, form, mutation } = useEmailRequestForm('', forgotPassword);
  return (
    <Page heading={t`Forgotten password`} className="member-auth">
      {mutation.isSuccess ? (
        <FormMessage tone="success">
          {t`If the address belongs to an account, we have sent it a link to set a new password.`}
        </FormMessage>
      ) : (
        <form
          ref={ref}
          className="member-form"
          onSubmit={submitHandler(form)}
          noValidate
          aria-label={t`Forgotten password`}
        >
          <p>{t`Enter your e-mail and we will send you a link to set a new password.`}</p>
          <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
          <Button type="submit" block loading={mutation.isPending}>
            <Trans>Send the link</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}

export function SetNewPasswordPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const search = setNewPasswordApi.useSearch();
  const finish = useFinishLogin();
  const [message, setMessage] = useState<string>();
  const token = search.token ?? '';
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const fail = (form: FormWithFields, error: unknown) => {
    const fields = apiFieldErrors(i18n, error);
    if (fields.token) {
      setMessage(fields.token[0]);
      return;
    }
    const general = placeApiErrors(form, i18n, error);
    if (general) setMessage(general);
    else focusFirstInvalid();
  };
  const save = useMutation({
    mutationFn: async (body: ChangeForgetPasswordRequest) =>
      finish(await changeForgetPassword(body)),
  });
  const magic = useMutation({
    mutationFn: async () => finish(await forgetPasswordLogin(token)),
  });
  const form = useForm({
    defaultValues: { password: '', password_confirmation: '' },
    validators: {
      // A token refused by the schema is the form's error: said as the general message.
      onSubmit: contractValidator(
        i18n,
        changeForgetPasswordRequestSchema,
        (v: { password: string; password_confirmation: string }) => ({ token, ...v }),
      ),
    },
    onSubmitInvalid: ({ formApi }) => {
      const formError = formApi.state.errorMap.onSubmit as unknown;
      if (typeof formError === 'string') setMessage(formError);
      focusFirstInvalid();
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ token, ...value });
      } catch (error) {
        fail(formApi, error);
      }
    },
  });
  const busy = save.isPending || magic.isPending;

  return (
    <Page heading={t`Set a new password`} className="member-auth">
      {!token ? (
        <div className="member-stack">
          <FormMessage tone="error">{t`The link is invalid or has expired. Ask for a new one.`}</FormMessage>
          <Link to="/$locale/forgot-password" params={{ locale }}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <form
          ref={ref}
          className="member-form"
          onSubmit={submitHandler(form, () => setMessage(undefined))}
          noValidate
          aria-label={t`Set a new password`}
        >
          <form.Field name="password">
            {(field) => <ChosenPasswordField field={field} label={t`New password`} />}
          </form.Field>
          <form.Field name="password_confirmation">
            {(field) => <RepeatPasswordField field={field} />}
          </form.Field>
          {message && (
            <div className="member-stack">
              <FormMessage tone="error">{message}</FormMessage>
              <Link to="/$locale/forgot-password" params={{ locale }}>
                <Trans>Ask for a new link</Trans>
              </Link>
            </div>
          )}
          <Button type="submit" block loading={save.isPending}>
            <Trans>Save the new password</Trans>
          </Button>
          <Button
            type="button"
            variant="link"
            onClick={() => magic.mutate(undefined, { onError: (error) => fail(form, error) })}
            disabled={busy}
          >
            <Trans>Just sign me in</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}
