import { PASSWORD_MIN_LENGTH, passwordSchema } from '@atrium/domain/contract/auth';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { ApiError } from '../api';

/** Which of the two fields a refusal belongs to. */
export type NewPasswordProblem = { field: 'password' | 'repeat'; message: string };

/**
 * The checks a new password gets before it is sent (the contract's rule, both fields the same),
 * and the API's strength refusal in the staff member's language. Used where a password is chosen:
 * the invitation link and the account page.
 */
export function useNewPasswordCheck() {
  const { t } = useLingui();
  return {
    /** The problem with what was typed, or null when it may be sent. */
    check(password: string, repeat: string): NewPasswordProblem | null {
      if (!passwordSchema.safeParse(password).success) {
        return {
          field: 'password',
          message: t`Use at least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`,
        };
      }
      if (password !== repeat) {
        return { field: 'repeat', message: t`The two passwords are not the same.` };
      }
      return null;
    },
    /** The API's refusal of the new password (too easy to guess), if that is what `error` is. */
    refused(error: unknown): NewPasswordProblem | null {
      if (!(error instanceof ApiError && error.fieldError('password'))) return null;
      return {
        field: 'password',
        message: t`This password is too easy to guess. Choose a longer one, e.g. a few unrelated words.`,
      };
    },
  };
}

/** A password input in its labelled field (`current-password` or `new-password` for the browser). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  error,
  autoFocus = false,
}: {
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} error={error} required>
      <Input
        type="password"
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Field>
  );
}

/** The new password and the same again, with their problems shown on the right field. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  problem,
  autoFocus = false,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  problem: NewPasswordProblem | null;
  autoFocus?: boolean;
}) {
  const errorOf = (field: NewPasswordProblem['field']) =>
    problem?.field === field ? problem.message : undefined;
  return (
    <>
      <PasswordField
        label={<Trans>New password</Trans>}
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={password}
        onChange={onPassword}
        error={errorOf('password')}
      />
      <PasswordField
        label={<Trans>The password again</Trans>}
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
        error={errorOf('repeat')}
      />
    </>
  );
}
