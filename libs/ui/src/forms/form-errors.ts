/**
 * The form library's side of the forms (TanStack Form, docs/architecture.md "Forms"): a Standard
 * Schema (the zod 4 schemas of `@atrium/domain/contract`) as a form's submit validator, the API's
 * 422 per-field `errors` put onto the fields, and the messages a field shows. No React here, so
 * it is tested in Node (form-errors.test.ts).
 */

/** The part of Standard Schema v1 (https://standardschema.dev) the validator uses. */
export type StandardSchema = {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult | Promise<StandardResult>;
  };
};
type StandardResult = {
  readonly issues?: ReadonlyArray<{
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
  }>;
};

/** What a form-level validator returns: per-field messages, and one for the form as a whole. */
export type FormValidationErrors = { form?: string; fields: Record<string, string> };

function pathHead(
  path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined,
): string | undefined {
  const head = path?.[0];
  if (head === undefined) return undefined;
  return String(typeof head === 'object' ? head.key : head);
}

/**
 * A form-level `onSubmit` validator from a Standard Schema: the first message of each field,
 * passed through `translate` (the schemas speak English). An issue whose field the form does not
 * have (e.g. a token from the URL added by `toInput`) becomes the form's error.
 */
export function schemaValidator<TValues extends object>(
  schema: StandardSchema,
  options: { translate?: (message: string) => string; toInput?: (values: TValues) => unknown } = {},
) {
  const translate = options.translate ?? ((message: string) => message);
  return ({ value }: { value: TValues }): FormValidationErrors | undefined => {
    const result = schema['~standard'].validate(options.toInput ? options.toInput(value) : value);
    if (result instanceof Promise) throw new TypeError('schemaValidator takes synchronous schemas');
    if (!result.issues?.length) return undefined;
    const errors: FormValidationErrors = { fields: {} };
    for (const issue of result.issues) {
      const field = pathHead(issue.path);
      if (field !== undefined && field in value) errors.fields[field] ??= translate(issue.message);
      else errors.form ??= translate(issue.message);
    }
    return errors;
  };
}

/** Messages out of whatever a validator left (a string, a list, a Standard Schema issue). */
export function messagesOf(error: unknown): string[] {
  if (!error) return [];
  if (typeof error === 'string') return [error];
  if (Array.isArray(error)) return error.flatMap(messagesOf);
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return [error.message];
  return [];
}

type ErrorMap = Partial<Record<string, unknown>>;

type MetaWithErrors = {
  errorMap: { onServer?: unknown; onSubmit?: unknown };
  errorSourceMap: { onSubmit?: 'form' | 'field' };
};

/**
 * What the helpers need of a TanStack `FormApi` (written out: a concrete `FormApi` is not
 * assignable to `AnyFormApi` when its submit meta is `never`, the default).
 */
export interface FormWithFields {
  getFieldMeta(field: string): MetaWithErrors | undefined;
  setFieldMeta(field: string, updater: <M extends MetaWithErrors>(meta: M) => M): void;
  readonly fieldInfo: Partial<Record<string, { instance: unknown }>>;
  readonly state: { readonly fieldMeta: object };
}

/**
 * What a field shows: the server's messages for it when there are any (all of them), else the
 * first message of its own validators.
 */
export function fieldMessages(
  meta: { errorMap: ErrorMap; errors: unknown[] } | undefined,
): string[] {
  if (!meta) return [];
  const server = messagesOf(meta.errorMap.onServer);
  if (server.length > 0) return server;
  return messagesOf(meta.errors).slice(0, 1);
}

/**
 * Puts the API's per-field `errors` (422) onto the form's fields, as their `onServer` errors.
 * Returns the names the form has no field for (their messages belong to a general message).
 */
export function setServerErrors(
  form: FormWithFields,
  errors: Record<string, string[] | undefined>,
): string[] {
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    if (!messages?.length) continue;
    if (!form.fieldInfo[name]?.instance) {
      unplaced.push(name);
      continue;
    }
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: messages },
    }));
  }
  return unplaced;
}

/**
 * Clears what the last submit left before the next one: the server's messages and the form
 * validator's (schema's) messages on the fields. Left in place they would block the submit
 * before the schema runs again (TanStack Form stops at fields that are still invalid), so a field
 * changed to another wrong value would show nothing; cleared, the schema judges every field anew.
 */
export function clearStaleErrors(form: FormWithFields): void {
  for (const name of Object.keys(form.state.fieldMeta)) {
    const meta = form.getFieldMeta(name);
    if (!meta) continue;
    const server = meta.errorMap.onServer !== undefined;
    const schema = meta.errorMap.onSubmit !== undefined && meta.errorSourceMap.onSubmit === 'form';
    if (!server && !schema) continue;
    form.setFieldMeta(name, (current) => ({
      ...current,
      errorMap: {
        ...current.errorMap,
        onServer: undefined,
        ...(schema ? { onSubmit: undefined } : {}),
      },
    }));
  }
}

/**
 * Every field's messages at this moment, keyed by field (what an error summary lists): taken
 * after a refused submit, so the summary says what that submit found while the member edits.
 */
export function currentFieldErrors(form: {
  state: { fieldMeta: Partial<Record<string, { errorMap: ErrorMap; errors: unknown[] }>> };
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    const messages = fieldMessages(meta);
    if (messages.length > 0) errors[name] = messages;
  }
  return errors;
}

/** What `handleFieldBlur` needs of a TanStack `FieldApi`. */
export interface BlurredField {
  handleBlur(): void;
  readonly form: {
    readonly state: { readonly submissionAttempts: number; readonly isSubmitting: boolean };
    validate(cause: 'submit'): unknown;
  };
}

/**
 * A field's `onBlur`: marks it blurred and, once the form has been submitted, judges the form
 * again by its submit validator (the schema), so a field left with another wrong value says so at
 * once instead of at the next submit. Before the first submit nothing is checked: a member tabbing
 * through an empty form is not told off. The API's messages stay until their field is edited.
 */
export function handleFieldBlur(field: BlurredField): void {
  field.handleBlur();
  const { submissionAttempts, isSubmitting } = field.form.state;
  if (submissionAttempts > 0 && !isSubmitting) void field.form.validate('submit');
}
