import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { hasErrors, type FieldErrors, type FormSubmitResult } from './form-result';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Runs a form's submit: client checks first, then `onSubmit`; keeps status and errors. */
export function useFormSubmit<T>(
  validate: (values: T) => FieldErrors,
  onSubmit: (values: T) => Promise<FormSubmitResult> | FormSubmitResult,
) {
  const { t } = useLingui();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | undefined>();
  /** Bumped on every failed submit so the error summary takes focus again. */
  const [attempt, setAttempt] = useState(0);

  const submit = async (values: T) => {
    const local = validate(values);
    if (hasErrors(local)) {
      setErrors(local);
      setMessage(undefined);
      setStatus('error');
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('submitting');
    setErrors({});
    setMessage(undefined);
    try {
      const result = await onSubmit(values);
      if (result && (hasErrors(result.errors ?? {}) || result.message)) {
        setErrors(result.errors ?? {});
        setMessage(result.message);
        setStatus('error');
        setAttempt((n) => n + 1);
        return;
      }
      setStatus('success');
    } catch {
      setMessage(t`Sending failed. Check your connection and try again.`);
      setStatus('error');
      setAttempt((n) => n + 1);
    }
  };
  const reset = () => {
    setStatus('idle');
    setErrors({});
    setMessage(undefined);
  };
  return { status, errors, message, attempt, submit, reset };
}
