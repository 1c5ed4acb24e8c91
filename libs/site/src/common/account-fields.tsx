import { TextField } from '@atrium/ui/form-field';
import { useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';

/**
 * The account fields the member forms share, bound to a TanStack Form field
 * (`<form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>`); labels,
 * hints, messages and autocomplete written once.
 */

/** The member's e-mail address: sign in, registration, a forgotten password, wifi login. */
export function EmailField({ field, required = true }: { field: AnyFieldApi; required?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      field={field}
      label={t`E-mail`}
      required={required}
      type="email"
      autoComplete="email"
    />
  );
}

type PasswordFieldProps = { field: AnyFieldApi; label: string };

/** The password the member has now: sign in, wifi, change the password, delete the account. */
export function CurrentPasswordField({ field, label }: PasswordFieldProps) {
  return (
    <TextField
      field={field}
      label={label}
      required
      type="password"
      name="password"
      autoComplete="current-password"
    />
  );
}

/** A password being chosen, with the rule it must follow (registration and new passwords). */
export function ChosenPasswordField({ field, label }: PasswordFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      field={field}
      label={label}
      description={t`At least 8 characters with a letter and a digit, hard to guess: a few words work well.`}
      required
      type="password"
      autoComplete="new-password"
    />
  );
}

/** "Repeat the new password" (`password_confirmation`), after a ChosenPasswordField. */
export function RepeatPasswordField({ field }: { field: AnyFieldApi }) {
  const { t } = useLingui();
  return (
    <TextField
      field={field}
      label={t`Repeat the new password`}
      required
      type="password"
      autoComplete="new-password"
    />
  );
}
