import { firebaseLogin, resendVerification, verifyEmail } from '@atrium/api-client/auth';
import { meKeys } from '@atrium/api-client/me';
import {
  type EmailRequest,
  emailRequestSchema,
  type LoginResponse,
} from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { setServerErrors } from '@atrium/ui/form-errors';
import { submitHandler, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { setSessionToken } from '../../session/session-store';
import { EmailField } from '../../common/account-fields';
import { firebaseFailure, firebaseIdToken, preloadFirebase } from './firebase-sign-in';
import { apiFieldErrors, contractValidator, errorMessage } from '../../common/form-errors';
import '../../common/members.css';

/** Stores the session and goes to `redirect` (a localised site path) or the dashboard. */
export function useFinishLogin() {
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

export function FormMessage({
  tone,
  children,
}: {
  tone: 'error' | 'success' | 'info';
  children: string;
}) {
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
export function useEmailRequestForm(email: string, send: (body: EmailRequest) => Promise<unknown>) {
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

export function ResendVerification({ email }: { email: string }) {
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
export function VerifyEmail({ token, redirect }: { token: string; redirect?: string }) {
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
export function SsoButton({ redirect }: { redirect?: string }) {
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
