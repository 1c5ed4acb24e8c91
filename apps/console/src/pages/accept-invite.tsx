import { PASSWORD_MIN_LENGTH } from '@atrium/domain/contract/auth';
import { staffAcceptRequestSchema } from '@atrium/domain/contract/staff';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { ApiError, staffAccept } from '../api';
import { LanguageSelect, useMallName } from '../app/shell';
import { useSession } from '../session';

type Problem = { field: 'password' | 'repeat' | 'form'; message: string };

/**
 * The invitation link (`/console/accept-invite?token=…`, mailed by an owner's invitation or printed
 * by `npm run create-owner`): the new staff member chooses a password, which the API checks for
 * strength, and is signed in.
 */
export function AcceptInvitePage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const signedIn = useSession((s) => s.token);
  const signIn = useSession((s) => s.signIn);
  const navigate = useNavigate();
  const mall = useMallName();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const accept = useMutation({
    mutationFn: staffAccept,
    onSuccess: (session) => {
      signIn(session.token, session.staff);
      void navigate({ to: '/' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('token')) {
        setProblem({
          field: 'form',
          message: t`This invitation link was used already or has expired. Ask the mall's owner for a new one.`,
        });
      } else if (error instanceof ApiError && error.fieldError('password')) {
        setProblem({
          field: 'password',
          message: t`This password is too easy to guess. Choose a longer one, e.g. a few unrelated words.`,
        });
      } else {
        setProblem({ field: 'form', message: error.message });
      }
    },
  });

  if (signedIn && !accept.isPending && !accept.isSuccess) return <Navigate to="/" />;
  const errorOf = (field: Problem['field']) =>
    problem?.field === field ? problem.message : undefined;

  return (
    <main className="console-sign-in" id="main">
      <form
        className="console-card console-sign-in-form"
        noValidate
        aria-labelledby="accept-title"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = staffAcceptRequestSchema.safeParse({ token, password });
          if (!token) {
            setProblem({ field: 'form', message: t`The link has no invitation in it.` });
          } else if (!parsed.success) {
            setProblem({
              field: 'password',
              message: t`Use at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`,
            });
          } else if (password !== repeat) {
            setProblem({ field: 'repeat', message: t`The two passwords are not the same.` });
          } else {
            setProblem(null);
            accept.mutate(parsed.data);
          }
        }}
      >
        <div className="console-sign-in-head">
          <h1 id="accept-title">
            <Trans>Welcome to the staff console</Trans>
          </h1>
          <LanguageSelect />
        </div>
        <p className="console-muted">
          {mall.data ? (
            <Trans>You were invited to the console of {mall.data}. Choose your password.</Trans>
          ) : (
            <Trans>Choose your password.</Trans>
          )}
        </p>
        <Field label={<Trans>New password</Trans>} error={errorOf('password')} required>
          <Input
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </Field>
        <Field label={<Trans>The password again</Trans>} error={errorOf('repeat')} required>
          <Input
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.currentTarget.value)}
          />
        </Field>
        {problem?.field === 'form' && (
          <p className="console-error" role="alert">
            {problem.message}
          </p>
        )}
        <Button type="submit" block loading={accept.isPending}>
          <Trans>Save the password and sign in</Trans>
        </Button>
      </form>
    </main>
  );
}
