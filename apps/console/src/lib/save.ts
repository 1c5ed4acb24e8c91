import { type FormWithFields, setServerErrors } from '@atrium/ui/form-errors';

import { ApiError } from '../api';
import { formFieldName } from './languages';

/**
 * What a Content form's save tells its editor: saved, refused by the API (the fields' messages
 * placed, `unplaced` the paths no field shows), failed otherwise, or stopped by the form's own
 * checks (`useSaveNotice`'s `saved`, `refused`, `failed`, `invalid`).
 */
export type SaveHandlers<T> = {
  onSaved: (saved: T) => void;
  onRefused: (unplaced: string[], message: string) => void;
  onFailed: (error: unknown) => void;
  onInvalid: () => void;
};

/**
 * The API's refusal of a save (422): its message, and its per-field messages under the form's
 * field names (`items.1.url` is `items[1].url`, then `rename`); null for any other error.
 */
export function refusal(
  error: unknown,
  rename: (name: string) => string = (name) => name,
): { message: string; fields: Record<string, string[] | undefined> } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return {
    message: error.message,
    fields: Object.fromEntries(
      Object.entries(error.errors).map(([path, messages]) => [
        rename(formFieldName(path)),
        messages,
      ]),
    ),
  };
}

/** A form-level validator's answer: the fields' messages, or nothing when there are none. */
export function markedFields(
  fields: Record<string, string>,
): { fields: Record<string, string> } | undefined {
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/**
 * A form's `onSubmit` that saves: `save` sends the values and answers what is stored, the form
 * starts again from it (`toValues`) and `onSaved` is told; the API's refusal lands on the fields
 * (`rename` as in `refusal`), anything else is `onFailed`.
 */
export function savingSubmit<V, S>(
  save: (values: V) => Promise<S>,
  toValues: (stored: S) => V,
  handlers: Omit<SaveHandlers<S>, 'onInvalid'>,
  rename?: (name: string) => string,
) {
  return async ({
    value,
    formApi,
  }: {
    value: V;
    formApi: FormWithFields & { reset: (values: V) => void };
  }) => {
    try {
      const stored = await save(value);
      formApi.reset(toValues(stored));
      handlers.onSaved(stored);
    } catch (error) {
      const rejection = refusal(error, rename);
      if (rejection) {
        handlers.onRefused(setServerErrors(formApi, rejection.fields), rejection.message);
      } else {
        handlers.onFailed(error);
      }
    }
  };
}
