import { Field, Input } from '@atrium/ui/field';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from './form-errors';

/** A new password and its repetition, named as the API's request bodies name them. */
export type NewPassword = { password: string; password_confirmation: string };

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', password_confirmation: '' };

/** The member's e-mail address: sign in, registration, a forgotten password, wifi login. */
export function EmailField({
  value,
  onChange,
  error,
  required = true,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | string[] | undefined;
  required?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`E-mail`} error={error} required={required}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | string[] | undefined;
};

/** The password the member has now: sign in, wifi, change the password, delete the account. */
export function CurrentPasswordField({ label, value, onChange, error }: PasswordFieldProps) {
  return (
    <Field label={label} error={error} required>
      <Input
        type="password"
        name="password"
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A password being chosen, with the rule it must follow (registration and new passwords). */
export function ChosenPasswordField({ label, value, onChange, error }: PasswordFieldProps) {
  const { t } = useLingui();
  return (
    <Field
      label={label}
      description={t`At least 8 characters with a letter and a digit, hard to guess: a few words work well.`}
      error={error}
      required
    >
      <Input
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/**
 * "New password" with the rule it must follow and "Repeat the new password": setting a new
 * password after a forgotten one, changing it and adding one after single sign-on. The errors
 * come from the request schema or the API's 422, under the same names.
 */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  return (
    <>
      <ChosenPasswordField
        label={t`New password`}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password}
      />
      <Field label={t`Repeat the new password`} error={errors.password_confirmation} required>
        <Input
          type="password"
          autoComplete="new-password"
          value={value.password_confirmation}
          onChange={(e) => onChange({ ...value, password_confirmation: e.target.value })}
        />
      </Field>
    </>
  );
}
