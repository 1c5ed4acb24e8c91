import { Button } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import { ApiError, staffAccept } from '../api';
import { useMallName } from '../app/shell';
import {
  NewPasswordFields,
  type NewPasswordProblem,
  useNewPasswordCheck,
} from '../components/new-password';
import { SignedOutCard } from '../components/signed-out-card';
import { useSession } from '../session';

type Problem = NewPasswordProblem | { field: 'form'; message: string };

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
  const newPassword = useNewPasswordCheck();
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
      } else {
        setProblem(newPassword.refused(error) ?? { field: 'form', message: error.message });
      }
    },
  });

  if (signedIn && !accept.isPending && !accept.isSuccess) return <Navigate to="/" />;
  return (
    <SignedOutCard
      title={<Trans>Welcome to the staff console</Trans>}
      onSubmit={() => {
        if (!token) {
          setProblem({ field: 'form', message: t`The link has no invitation in it.` });
          return;
        }
        const typed = newPassword.check(password, repeat);
        setProblem(typed);
        if (!typed) accept.mutate({ token, password });
      }}
    >
      <p className="console-muted">
        {mall.data ? (
          <Trans>You were invited to the console of {mall.data}. Choose your password.</Trans>
        ) : (
          <Trans>Choose your password.</Trans>
        )}
      </p>
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
          {problem.message}
        </p>
      )}
      <Button type="submit" block loading={accept.isPending}>
        <Trans>Save the password and sign in</Trans>
      </Button>
    </SignedOutCard>
  );
}
