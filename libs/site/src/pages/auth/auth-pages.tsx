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
  changeForgetPasswordRequestSchema,
  emailRequestSchema,
  loginRequestSchema,
  type LoginResponse,
  registerRequestSchema,
} from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouteContext, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../locale/use-locale';
import { setSessionToken } from '../../session/session-store';
import { isSsoAvailable } from '../../session/sso-availability';
import { Page } from '../common/page';
import {
  ChosenPasswordField,
  CurrentPasswordField,
  EmailField,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
} from './account-fields';
import '../dashboard/members.css';
import { firebaseFailure, firebaseIdToken, preloadFirebase } from './firebase-sign-in';
import { apiFieldErrors, errorMessage, type FieldErrors, zodFieldErrors } from './form-errors';

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
function ResendVerification({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [address, setAddress] = useState(email);
  const [error, setError] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailRequestSchema.safeParse({ email: address, locale });
    if (!parsed.success) {
      setError(zodFieldErrors(i18n, parsed.error).email?.[0]);
      return;
    }
    setState('sending');
    try {
      await resendVerification({ email: address, locale });
      setState('sent');
    } catch (failure) {
      setState('failed');
      setError(errorMessage(i18n, failure));
    }
  };
  if (state === 'sent')
    return (
      <FormMessage tone="success">{t`We have sent you a new link. Check your inbox.`}</FormMessage>
    );
  return (
    <form className="member-form member-form--inline" onSubmit={send} noValidate>
      <EmailField value={address} onChange={setAddress} error={error} required={false} />
      <Button type="submit" variant="secondary" loading={state === 'sending'}>
        <Trans>Send a new verification link</Trans>
      </Button>
    </form>
  );
}

/** The `?verify=` link of the registration mail: confirms the address and logs in. */
function VerifyEmail({ token, redirect }: { token: string; redirect?: string }) {
  const { t, i18n } = useLingui();
  const finish = useFinishLogin();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(token)
      .then((result) => finish(result, redirect))
      .catch((error: unknown) => {
        const fields = apiFieldErrors(i18n, error);
        setFailure(fields.token?.[0] ?? errorMessage(i18n, error));
      });
  }, [token, redirect, finish, i18n]);
  if (!failure) return <FormMessage tone="info">{t`Confirming your e-mail address…`}</FormMessage>;
  return (
    <div className="member-stack">
      <FormMessage tone="error">{failure}</FormMessage>
      <ResendVerification email="" />
    </div>
  );
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const config = runtime.firebase;
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
  const signIn = async () => {
    setBusy(true);
    setMessage(undefined);
    let idToken: string;
    try {
      idToken = await firebaseIdToken(config);
    } catch (error) {
      setBusy(false);
      const failure = firebaseFailure(error);
      // The Firebase code (e.g. auth/unauthorized-domain) tells an operator what to fix.
      if (failure !== 'closed') console.warn('Firebase sign-in failed', error);
      if (failure === 'blocked')
        setMessage(
          t`The browser blocked the sign-in window. Allow pop-ups for this website and try again.`,
        );
      else if (failure === 'failed')
        setMessage(
          t`Single sign-on did not work. Try again, or sign in with your e-mail and password.`,
        );
      return;
    }
    try {
      await finish(await firebaseLogin({ id_token: idToken, locale }), redirect);
    } catch (error) {
      setBusy(false);
      setMessage(errorMessage(i18n, error));
    }
  };
  return (
    <div className="member-sso member-stack">
      <Button
        type="button"
        variant="outline"
        block
        loading={busy}
        onPointerEnter={preloadFirebase}
        onFocus={preloadFirebase}
        onClick={() => void signIn()}
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    setUnverified(false);
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(i18n, parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await finish(await login(parsed.data), search.redirect);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.status === 403) {
        setUnverified(true);
        setMessage(apiFieldErrors(i18n, error).email?.[0] ?? errorMessage(i18n, error));
        return;
      }
      const fields = apiFieldErrors(i18n, error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage(errorMessage(i18n, error));
    }
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
          <form className="member-form" onSubmit={submit} noValidate aria-label={t`Sign in`}>
            <EmailField value={email} onChange={setEmail} error={errors.email} />
            <CurrentPasswordField
              label={t`Password`}
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            {message && <FormMessage tone="error">{message}</FormMessage>}
            <Button type="submit" block loading={busy}>
              <Trans>Sign in</Trans>
            </Button>
          </form>
          {unverified && <ResendVerification email={email} />}
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

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [values, setValues] = useState({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
  });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const body = { ...values, locale, terms_accepted: terms, marketing_consent: marketing };
    const parsed = registerRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(i18n, parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await register(body);
      setDone(parsed.data.email);
    } catch (error) {
      const fields = apiFieldErrors(i18n, error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage(errorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
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
      <form className="member-form" onSubmit={submit} noValidate aria-label={t`Register`}>
        <Field label={t`First name`} error={errors.first_name} required>
          <Input autoComplete="given-name" value={values.first_name} onChange={set('first_name')} />
        </Field>
        <Field label={t`Last name`} error={errors.last_name} required>
          <Input autoComplete="family-name" value={values.last_name} onChange={set('last_name')} />
        </Field>
        <EmailField
          value={values.email}
          onChange={(email) => setValues((v) => ({ ...v, email }))}
          error={errors.email}
        />
        <ChosenPasswordField
          label={t`Password`}
          value={values.password}
          onChange={(password) => setValues((v) => ({ ...v, password }))}
          error={errors.password}
        />
        <div className="member-check">
          <Checkbox
            label={t`I accept the terms and conditions`}
            checked={terms}
            onCheckedChange={(v) => setTerms(v === true)}
            aria-invalid={errors.terms_accepted ? true : undefined}
          />
          {errors.terms_accepted && (
            <FormMessage tone="error">{errors.terms_accepted[0] ?? ''}</FormMessage>
          )}
        </div>
        <Checkbox
          label={t`Send me news and offers by e-mail`}
          checked={marketing}
          onCheckedChange={(v) => setMarketing(v === true)}
        />
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Button type="submit" block loading={busy}>
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
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailRequestSchema.safeParse({ email, locale });
    if (!parsed.success) {
      setError(zodFieldErrors(i18n, parsed.error).email?.[0]);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await forgotPassword({ email, locale });
      setSent(true);
    } catch (failure) {
      setError(apiFieldErrors(i18n, failure).email?.[0] ?? errorMessage(i18n, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page heading={t`Forgotten password`} className="member-auth">
      {sent ? (
        <FormMessage tone="success">
          {t`If the address belongs to an account, we have sent it a link to set a new password.`}
        </FormMessage>
      ) : (
        <form
          className="member-form"
          onSubmit={submit}
          noValidate
          aria-label={t`Forgotten password`}
        >
          <p>{t`Enter your e-mail and we will send you a link to set a new password.`}</p>
          <EmailField value={email} onChange={setEmail} error={error} />
          <Button type="submit" block loading={busy}>
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
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const token = search.token ?? '';

  const fail = (error: unknown) => {
    const fields = apiFieldErrors(i18n, error);
    if (fields.token) setMessage(fields.token[0]);
    else if (Object.keys(fields).length > 0) setErrors(fields);
    else setMessage(errorMessage(i18n, error));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    const body = { token, ...newPassword };
    const parsed = changeForgetPasswordRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = zodFieldErrors(i18n, parsed.error);
      if (fields.token) setMessage(fields.token[0]);
      setErrors(fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await finish(await changeForgetPassword(body));
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  };
  const magicLogin = async () => {
    setBusy(true);
    try {
      await finish(await forgetPasswordLogin(token));
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  };

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
          className="member-form"
          onSubmit={submit}
          noValidate
          aria-label={t`Set a new password`}
        >
          <NewPasswordFields value={newPassword} onChange={setNewPassword} errors={errors} />
          {message && (
            <div className="member-stack">
              <FormMessage tone="error">{message}</FormMessage>
              <Link to="/$locale/forgot-password" params={{ locale }}>
                <Trans>Ask for a new link</Trans>
              </Link>
            </div>
          )}
          <Button type="submit" block loading={busy}>
            <Trans>Save the new password</Trans>
          </Button>
          <Button type="button" variant="link" onClick={magicLogin} disabled={busy}>
            <Trans>Just sign me in</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}
