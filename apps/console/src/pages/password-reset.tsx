import { staffForgotPasswordRequestSchema } from '@atrium/domain/contract/staff';
import { Button, buttonClassName } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { ApiError, staffForgotPassword, staffResetPassword } from '../api';
import {
  NewPasswordFields,
  type NewPasswordProblem,
  useNewPasswordCheck,
} from '../components/new-password';
import { SignedOutCard } from '../components/signed-out-card';

const backToSignIn = (
  <Link to="/sign-in" className="console-sign-in-aside">
    <Trans>Back to sign-in</Trans>
  </Link>
);

/**
 * "Forgot your password?" from the sign-in page: the API mails an active staff member of this mall
 * a one-hour link, and answers alike for any address, so the page says the same for all.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: staffForgotPassword });

  if (ask.isSuccess) {
    return (
      <SignedOutCard title={<Trans>Check your e-mail</Trans>}>
        <p role="status">
          <Trans>
            If {email} is an active staff account of this mall, a link to choose a new password is
            on its way. It works once, for one hour.
          </Trans>
        </p>
        {backToSignIn}
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard
      title={<Trans>Forgot your password?</Trans>}
      onSubmit={() => {
        const parsed = staffForgotPasswordRequestSchema.safeParse({ email });
        if (!parsed.success) {
          setProblem(t`Enter your e-mail address.`);
          return;
        }
        setProblem(null);
        ask.mutate(parsed.data.email);
      }}
    >
      <p className="console-muted">
        <Trans>Enter the e-mail address you sign in with; we will send it a link.</Trans>
      </p>
      <Field label={<Trans>E-mail</Trans>} error={problem ?? undefined} required>
        <Input
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </Field>
      {ask.isError && (
        <p className="console-error" role="alert">
          {ask.error instanceof ApiError && ask.error.status === 429 ? (
            <Trans>Too many attempts. Try again in a minute.</Trans>
          ) : (
            <Trans>Sending the link failed. Try again.</Trans>
          )}
        </p>
      )}
      <Button type="submit" block loading={ask.isPending}>
        <Trans>Send the link</Trans>
      </Button>
      {backToSignIn}
    </SignedOutCard>
  );
}

type Problem = NewPasswordProblem | { field: 'form'; message: string };

/**
 * The e-mailed link (`/console/reset-password?token=…`, STAFF_RESET_PATH in apps/api): a new
 * password, checked for strength by the API. It does not sign in (an account with two-step
 * sign-in still needs its code): the page sends the member to the sign-in page.
 */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const newPassword = useNewPasswordCheck();
  const reset = useMutation({
    mutationFn: staffResetPassword,
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('token')) {
        setProblem({
          field: 'form',
          message: t`This link was used already or has expired. Ask for a new one.`,
        });
      } else {
        setProblem(newPassword.refused(error) ?? { field: 'form', message: error.message });
      }
    },
  });

  if (reset.isSuccess) {
    return (
      <SignedOutCard title={<Trans>Your password is changed</Trans>}>
        <p role="status">
          <Trans>
            Sign in with the new password. Every other session of your account has ended.
          </Trans>
        </p>
        <Link to="/sign-in" className={buttonClassName({ block: true })}>
          <Trans>Sign in</Trans>
        </Link>
      </SignedOutCard>
    );
  }
  return (
    <SignedOutCard
      title={<Trans>Choose a new password</Trans>}
      onSubmit={() => {
        if (!token) {
          setProblem({
            field: 'form',
            message: t`The link has no token in it. Ask for a new one.`,
          });
          return;
        }
        const typed = newPassword.check(password, repeat);
        setProblem(typed);
        if (!typed) reset.mutate({ token, password });
      }}
    >
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        problem={problem?.field === 'form' ? null : problem}
        autoFocus
      />
      {problem?.field === 'form' && (
        <p className="console-error" role="alert">
          {problem.message}{' '}
          <Link to="/forgot-password">
            <Trans>Ask for a new link</Trans>
          </Link>
        </p>
      )}
      <Button type="submit" block loading={reset.isPending}>
        <Trans>Save the new password</Trans>
      </Button>
    </SignedOutCard>
  );
}
