import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { QrCode } from '@atrium/ui/qr-code';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import {
  ApiError,
  changeOwnPassword,
  newRecoveryCodes,
  totpConfirm,
  totpDisable,
  totpEnrol,
} from '../api';
import {
  NewPasswordFields,
  PasswordField,
  type NewPasswordProblem,
  useNewPasswordCheck,
} from '../components/new-password';
import { useSession } from '../session';

/**
 * The signed-in staff member's own account: the password (the current one, then a new one; the
 * member's other sessions end) and two-step sign-in (docs/accounts.md "Two-step sign-in").
 * Turning it on needs the password, shows the authenticator's QR code and secret, and a code from
 * the app confirms it; then the ten recovery codes are shown once. New codes need the password;
 * turning it off needs the password and a current code. When the mall requires two-step sign-in
 * and it is off, this page is all the console shows (`enrolFirst`).
 */
export function AccountPage({ enrolFirst = false }: { enrolFirst?: boolean }) {
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
      {enrolFirst && (
        <p className="console-error" role="alert" data-testid="enrol-first">
          <Trans>This mall requires two-step sign-in. Turn it on below to use the console.</Trans>
        </p>
      )}
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
        {staff.totp_enabled ? (
          <>
            <RecoveryCodesCard left={staff.recovery_codes_left ?? 0} />
            <TurnOff />
          </>
        ) : (
          <TurnOn />
        )}
      </div>
      {!enrolFirst && <ChangePassword />}
    </section>
  );
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  const staff = useSession((s) => s.staff);
  const setStaff = useSession((s) => s.setStaff);
  return (enabled: boolean, codesLeft = 0) => {
    if (staff) {
      setStaff({
        ...staff,
        totp_enabled: enabled,
        recovery_codes_left: codesLeft,
        must_enrol_two_step: false,
      });
    }
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

/** Recovery codes, shown once: the person writes them down before going on. */
function ShownCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  return (
    <div className="console-form" data-testid="recovery-codes" role="status">
      <p>
        <strong>
          <Trans>Your recovery codes</Trans>
        </strong>
      </p>
      <p className="console-muted">
        <Trans>
          Each code signs you in once instead of a code from the app, for when the phone is lost.
          Write them down or print them now: they are not shown again.
        </Trans>
      </p>
      <ol className="console-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <Button ref={doneRef} onClick={onDone}>
          <Trans>I have saved the codes</Trans>
        </Button>
      </div>
    </div>
  );
}

function TurnOn() {
  const { t } = useLingui();
  const refresh = useRefreshStaff();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const enrol = useMutation({ mutationFn: () => totpEnrol(password) });
  const confirm = useMutation({
    mutationFn: () => totpConfirm(code.replace(/\s/g, '')),
  });
  const enrolError = useCodeError(enrol.error);
  const confirmError = useCodeError(confirm.error);
  if (confirm.data) {
    return (
      <ShownCodes
        codes={confirm.data.recovery_codes}
        onDone={() => refresh(true, confirm.data.recovery_codes.length)}
      />
    );
  }
  if (!enrol.data) {
    return (
      <form
        className="console-form"
        onSubmit={(e) => {
          e.preventDefault();
          enrol.mutate();
        }}
      >
        <p className="console-muted">
          <Trans>
            With two-step sign-in, signing in needs a code from an authenticator app on your phone
            as well as your password.
          </Trans>
        </p>
        <PasswordField
          label={<Trans>Your password</Trans>}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={enrolError}
        />
        <div className="console-actions">
          <Button type="submit" loading={enrol.isPending} disabled={!password}>
            <Trans>Turn on two-step sign-in</Trans>
          </Button>
        </div>
      </form>
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

/** How many recovery codes are left, and a new set (the password first; the old set ends). */
function RecoveryCodesCard({ left }: { left: number }) {
  const refresh = useRefreshStaff();
  const [password, setPassword] = useState('');
  const make = useMutation({ mutationFn: () => newRecoveryCodes(password) });
  const error = useCodeError(make.error);
  if (make.data) {
    return (
      <ShownCodes
        codes={make.data.recovery_codes}
        onDone={() => {
          setPassword('');
          make.reset();
          refresh(true, make.data.recovery_codes.length);
        }}
      />
    );
  }
  return (
    <form
      className="console-form"
      data-testid="recovery-codes-left"
      onSubmit={(e) => {
        e.preventDefault();
        make.mutate();
      }}
    >
      <p>
        {left === 0 ? (
          <strong>
            <Trans>No recovery codes left: make new ones.</Trans>
          </strong>
        ) : (
          <Trans>{left} of 10 recovery codes left.</Trans>
        )}
      </p>
      <PasswordField
        label={<Trans>Your password</Trans>}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={error}
      />
      <div className="console-actions">
        <Button type="submit" variant="outline" loading={make.isPending} disabled={!password}>
          <Trans>Make new recovery codes</Trans>
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
