import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { QrCode } from '@atrium/ui/qr-code';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError, changeOwnPassword, totpConfirm, totpDisable, totpEnrol } from '../api';
import {
  NewPasswordFields,
  PasswordField,
  type NewPasswordProblem,
  useNewPasswordCheck,
} from '../components/new-password';
import { useSession } from '../session';

/**
 * The signed-in staff member's own account: the password (the current one, then a new one; the
 * member's other sessions end) and the second factor (TOTP). Turning it on shows the
 * authenticator's QR code and secret, and a code from the app confirms it; turning it off needs
 * the password and a current code. From then on, sign-in asks for a code.
 */
export function AccountPage() {
  const staff = useSession((s) => s.staff);
  if (!staff) return null;
  return (
    <section className="console-members" aria-labelledby="account-title">
      <h1 id="account-title">
        <Trans>Your account</Trans>
      </h1>
      <p>
        {staff.name ? `${staff.name} · ` : ''}
        {staff.email}
      </p>
      <div className="console-card console-form" data-testid="totp">
        <h2>
          <Trans>Two-step sign-in</Trans>{' '}
          {staff.totp_enabled ? (
            <Badge variant="success">
              <Trans>On</Trans>
            </Badge>
          ) : (
            <Badge variant="neutral">
              <Trans>Off</Trans>
            </Badge>
          )}
        </h2>
        {staff.totp_enabled ? <TurnOff /> : <TurnOn />}
      </div>
      <ChangePassword />
    </section>
  );
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  const staff = useSession((s) => s.staff);
  const setStaff = useSession((s) => s.setStaff);
  return (enabled: boolean) => {
    if (staff) setStaff({ ...staff, totp_enabled: enabled });
    void queryClient.invalidateQueries({ queryKey: ['staff-me'] });
  };
}

/** The API's refusal as the staff member's language says it (a wrong code is the usual one). */
function useCodeError(error: Error | null): string | undefined {
  const { t } = useLingui();
  if (!error) return undefined;
  if (error instanceof ApiError && error.fieldError('code')) {
    return t`That code is not right. Try the current one.`;
  }
  if (error instanceof ApiError && error.fieldError('password')) {
    return t`The password is not right.`;
  }
  return error.message;
}

function TurnOn() {
  const { t } = useLingui();
  const refresh = useRefreshStaff();
  const [code, setCode] = useState('');
  const enrol = useMutation({ mutationFn: totpEnrol });
  const confirm = useMutation({
    mutationFn: () => totpConfirm(code.replace(/\s/g, '')),
    onSuccess: () => refresh(true),
  });
  const confirmError = useCodeError(confirm.error);
  if (!enrol.data) {
    return (
      <>
        <p className="console-muted">
          <Trans>
            With two-step sign-in, signing in needs a code from an authenticator app on your phone
            as well as your password.
          </Trans>
        </p>
        {enrol.error && (
          <p className="console-error" role="alert">
            {enrol.error.message}
          </p>
        )}
        <div className="console-actions">
          <Button onClick={() => enrol.mutate()} loading={enrol.isPending}>
            <Trans>Turn on two-step sign-in</Trans>
          </Button>
        </div>
      </>
    );
  }
  return (
    <form
      className="console-form"
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate();
      }}
    >
      <p>
        <Trans>Scan the code with your authenticator app, or type the key into it.</Trans>
      </p>
      <QrCode value={enrol.data.uri} size={200} label={t`QR code for the authenticator app`} />
      <p>
        <Trans>Key:</Trans> <code data-testid="totp-secret">{enrol.data.secret}</code>
      </p>
      <Field label={<Trans>Code from your authenticator app</Trans>} error={confirmError} required>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
      </Field>
      <div className="console-actions">
        <Button type="submit" loading={confirm.isPending}>
          <Trans>Confirm and turn on</Trans>
        </Button>
      </div>
    </form>
  );
}

function TurnOff() {
  const refresh = useRefreshStaff();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const disable = useMutation({
    mutationFn: () => totpDisable({ password, code: code.replace(/\s/g, '') }),
    onSuccess: () => refresh(false),
  });
  const disableError = useCodeError(disable.error);
  return (
    <form
      className="console-form"
      onSubmit={(e) => {
        e.preventDefault();
        disable.mutate();
      }}
    >
      <p className="console-muted">
        <Trans>Signing in asks for a code from your authenticator app.</Trans>
      </p>
      <div className="console-form-row">
        <PasswordField
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Field
          label={<Trans>Code from your authenticator app</Trans>}
          error={disableError}
          required
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
        </Field>
      </div>
      <div className="console-actions">
        <Button type="submit" variant="outline" loading={disable.isPending}>
          <Trans>Turn off two-step sign-in</Trans>
        </Button>
      </div>
    </form>
  );
}

type PasswordProblem = NewPasswordProblem | { field: 'current' | 'form'; message: string };

function ChangePassword() {
  const { t } = useLingui();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const newPassword = useNewPasswordCheck();
  const change = useMutation({
    mutationFn: () => changeOwnPassword({ current_password: current, password }),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setRepeat('');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('current_password')) {
        setProblem({ field: 'current', message: t`The password is not right.` });
      } else {
        setProblem(newPassword.refused(error) ?? { field: 'form', message: error.message });
      }
    },
  });
  const newProblem = problem?.field === 'password' || problem?.field === 'repeat' ? problem : null;
  return (
    <form
      className="console-card console-form"
      data-testid="own-password"
      aria-labelledby="own-password-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const typed = current
          ? newPassword.check(password, repeat)
          : { field: 'current' as const, message: t`Type your current password.` };
        setProblem(typed);
        if (!typed) change.mutate();
      }}
    >
      <h2 id="own-password-title">
        <Trans>Password</Trans>
      </h2>
      <PasswordField
        label={<Trans>Current password</Trans>}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={problem?.field === 'current' ? problem.message : undefined}
      />
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        problem={newProblem}
      />
      {problem?.field === 'form' && (
        <p className="console-error" role="alert">
          {problem.message}
        </p>
      )}
      {change.isSuccess && !problem && (
        <p role="status" data-testid="own-password-changed">
          <Trans>The password is changed. Your other sessions were signed out.</Trans>
        </p>
      )}
      <div className="console-actions">
        <Button type="submit" loading={change.isPending}>
          <Trans>Change the password</Trans>
        </Button>
      </div>
    </form>
  );
}
