import { staffLoginRequestSchema } from '@atrium/domain/contract/staff';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { useForm } from '@tanstack/react-form';
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { ApiError, staffLogin } from '../api';
import { useMallName } from '../app/shell';
import { SignedOutCard } from '../components/signed-out-card';
import { useSession } from '../session';

type Problem = {
  field: 'email' | 'password' | 'totp' | 'recovery_code' | 'form';
  message: string;
};

/**
 * Staff sign-in: e-mail and password, then the authenticator's code when the account has a second
 * factor (the API answers 422 on `totp` and the field appears). The mall is this console's origin;
 * its name is shown so nobody signs in to the wrong mall.
 */
export function SignInPage() {
  const { t } = useLingui();
  const token = useSession((s) => s.token);
  const signIn = useSession((s) => s.signIn);
  const mall = useMallName();
  const [needsCode, setNeedsCode] = useState(false);
  // A lost phone: one of the recovery codes instead of the app's code.
  const [useRecovery, setUseRecovery] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const form = useForm({
    defaultValues: { email: '', password: '', totp: '', recovery_code: '' },
    onSubmit: async ({ value }) => {
      setProblem(null);
      const parsed = staffLoginRequestSchema.safeParse({
        email: value.email,
        password: value.password,
        ...(needsCode && !useRecovery ? { totp: value.totp } : {}),
        ...(needsCode && useRecovery ? { recovery_code: value.recovery_code } : {}),
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'form') as Problem['field'];
        setProblem({
          field,
          message:
            field === 'email'
              ? t`Enter your e-mail address.`
              : field === 'totp'
                ? t`Enter the 6-digit code from your authenticator app.`
                : field === 'recovery_code'
                  ? t`A recovery code has 10 letters and digits, like ABCDE-FGHIJ.`
                  : t`Enter your password.`,
        });
        return;
      }
      try {
        const session = await staffLogin(parsed.data);
        signIn(session.token, session.staff);
      } catch (error) {
        if (error instanceof ApiError && error.fieldError('recovery_code')) {
          setProblem({
            field: 'recovery_code',
            message: t`That recovery code is not right or was used already.`,
          });
          return;
        }
        if (error instanceof ApiError && error.fieldError('totp')) {
          setNeedsCode(true);
          setProblem(
            needsCode
              ? { field: 'totp', message: t`That code is not right. Try the current one.` }
              : null,
          );
          return;
        }
        if (error instanceof ApiError && error.status === 429) {
          setProblem({
            field: 'form',
            message: t`Too many attempts: the account is locked for a while.`,
          });
          return;
        }
        if (error instanceof ApiError && (error.status === 401 || error.status === 422)) {
          setProblem({ field: 'form', message: t`The e-mail or the password is not right.` });
          return;
        }
        setProblem({
          field: 'form',
          message: t`Signing in failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
  });

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode, useRecovery]);

  if (token) return <Navigate to="/" />;

  const errorOf = (field: Problem['field']) =>
    problem?.field === field ? problem.message : undefined;

  return (
    <SignedOutCard title={<Trans>Staff sign-in</Trans>} onSubmit={() => void form.handleSubmit()}>
      <p className="console-muted" data-testid="mall-name">
        {mall.isPending ? (
          <Trans>Finding the mall…</Trans>
        ) : mall.data ? (
          <Trans>Console of {mall.data}</Trans>
        ) : (
          <Trans>This console's address is not connected to a mall.</Trans>
        )}
      </p>
      <form.Field name="email">
        {(field) => (
          <Field label={<Trans>E-mail</Trans>} error={errorOf('email')} required>
            <Input
              type="email"
              autoComplete="username"
              autoFocus
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
            />
          </Field>
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <Field label={<Trans>Password</Trans>} error={errorOf('password')} required>
            <Input
              type="password"
              autoComplete="current-password"
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={field.handleBlur}
            />
          </Field>
        )}
      </form.Field>
      {needsCode && !useRecovery && (
        <form.Field name="totp">
          {(field) => (
            <Field
              label={<Trans>Code from your authenticator app</Trans>}
              description={<Trans>Six digits; a new one every 30 seconds.</Trans>}
              error={errorOf('totp')}
              required
            >
              <Input
                ref={codeRef}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                value={field.state.value}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          )}
        </form.Field>
      )}
      {needsCode && useRecovery && (
        <form.Field name="recovery_code">
          {(field) => (
            <Field
              label={<Trans>Recovery code</Trans>}
              description={<Trans>One of the codes you saved; each works once.</Trans>}
              error={errorOf('recovery_code')}
              required
            >
              <Input
                ref={codeRef}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.currentTarget.value)}
                onBlur={field.handleBlur}
              />
            </Field>
          )}
        </form.Field>
      )}
      {needsCode && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setProblem(null);
            setUseRecovery((r) => !r);
          }}
        >
          {useRecovery ? (
            <Trans>Use the code from the app</Trans>
          ) : (
            <Trans>Use a recovery code instead</Trans>
          )}
        </Button>
      )}
      {problem?.field === 'form' && (
        <p className="console-error" role="alert">
          {problem.message}
        </p>
      )}
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <Button type="submit" block loading={submitting}>
            <Trans>Sign in</Trans>
          </Button>
        )}
      </form.Subscribe>
      <Link to="/forgot-password" className="console-sign-in-aside">
        <Trans>Forgot your password?</Trans>
      </Link>
    </SignedOutCard>
  );
}
