import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

import { currentFieldErrors, type FormWithFields, setServerErrors } from './form-errors';
import { hasErrors, messagesOf, type FieldErrors, type FormSubmitResult } from './form-result';

/** What the error summary says: the refused submit's messages, and a counter to focus it again. */
export type FormSummary = { errors: FieldErrors; message?: string; attempt: number };

type FormWithMeta = FormWithFields & Parameters<typeof currentFieldErrors>[0];

/**
 * The error summary of a TanStack form whose `onSubmit` prop resolves to the API's refusal
 * (`FormSubmitResult`): after a refused submit it lists what that submit found (the fields' own
 * messages, or the API's per-field errors, which are also put on the fields) and takes focus; it
 * does not change while the member edits, and a new submit clears it.
 */
export function useFormSummary() {
  const { t } = useLingui();
  const [state, setState] = useState<FormSummary | null>(null);
  const attempts = useRef(0);
  const show = (errors: FieldErrors, message?: string) => {
    attempts.current += 1;
    setState({ errors, message, attempt: attempts.current });
  };
  return {
    state,
    clear: () => setState(null),
    /** From `onSubmitInvalid`: the client's checks refused the values. */
    showFieldErrors: (form: FormWithMeta) => show(currentFieldErrors(form)),
    /**
     * Sends the values through `send`; true when it went through, else the refusal is on the
     * fields and in the summary (a throw is a failed connection).
     */
    send: async <T>(
      form: FormWithMeta,
      send: (values: T) => Promise<FormSubmitResult> | FormSubmitResult,
      values: T,
    ): Promise<boolean> => {
      let result: FormSubmitResult;
      try {
        result = await send(values);
      } catch {
        show({}, t`Sending failed. Check your connection and try again.`);
        return false;
      }
      if (!result) return true;
      const errors = result.errors ?? {};
      if (!hasErrors(errors) && !result.message) return true;
      const placed: Record<string, string[]> = {};
      for (const [name, value] of Object.entries(errors)) placed[name] = messagesOf(value);
      setServerErrors(form, placed);
      show(errors, result.message);
      return false;
    },
  };
}
