import type { AnyFieldApi } from '@tanstack/react-form';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';

import { Checkbox } from '../checkbox/checkbox';
import { Field, Input, Textarea } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { AlertIcon } from '../lib/icons/alert-icon';
import {
  clearStaleErrors,
  fieldMessages,
  type FormWithFields,
  handleFieldBlur,
} from './form-errors';

/**
 * The field layer of the forms (TanStack Form): one component, `FormField`, binds a `form.Field`
 * to the design system's `<Field>` (label, hint, messages; it wires `id`, `aria-describedby`,
 * `aria-invalid` and `required` into the control, and the message is announced, role=alert).
 * `TextField`, `TextareaField` and `CheckboxField` are FormField with their control; any other
 * control that reads the field context (`useFieldControl`: Input, Textarea, FileInput, a native
 * select) goes inside a plain `FormField`.
 */
type BoundProps = {
  /** The field from `<form.Field name="…">{(field) => …}</form.Field>`. */
  field: AnyFieldApi;
  label: React.ReactNode;
  /** A hint under the control, read with it (`aria-describedby`). */
  description?: React.ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  /** The control's id (e.g. for an error summary's links); generated when left out. */
  id?: string;
  /** Turns a message into the page's language (the schemas and the API speak English). */
  translate?: (message: string) => string;
};

function useMessages(field: AnyFieldApi, translate?: (message: string) => string): string[] {
  const messages = fieldMessages(field.state.meta);
  return translate ? messages.map(translate) : messages;
}

export type FormFieldProps = BoundProps & {
  /** The control; it takes its id and ARIA attributes from the field (`useFieldControl`). */
  children: React.ReactNode;
  className?: string;
};

/** A labelled control bound to a TanStack Form field, with the field's messages under it. */
export function FormField({ field, translate, children, ...props }: FormFieldProps) {
  const messages = useMessages(field, translate);
  return (
    <Field {...props} error={messages}>
      {children}
    </Field>
  );
}

export type TextFieldProps = BoundProps &
  Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id'>;

/** A bound control's props for its `FormField`, and the rest for the control itself. */
function splitBound<P extends BoundProps>({
  field,
  label,
  description,
  required,
  hideLabel,
  id,
  translate,
  ...control
}: P) {
  return { frame: { field, label, description, required, hideLabel, id, translate }, control };
}

/** A string field's value and handlers for an `<input>` or a `<textarea>`. */
function stringBinding(field: AnyFieldApi) {
  return {
    name: field.name,
    value: (field.state.value as string | undefined) ?? '',
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(e.currentTarget.value),
    onBlur: fieldBlurHandler(field),
  };
}

/** `<input>` bound to a string field. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitBound(props);
  return (
    <FormField {...frame}>
      <Input {...stringBinding(frame.field)} {...control} />
    </FormField>
  );
}

export type TextareaFieldProps = BoundProps &
  Omit<React.ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'id'>;

/** `<textarea>` bound to a string field. */
export function TextareaField(props: TextareaFieldProps) {
  const { frame, control } = splitBound(props);
  return (
    <FormField {...frame}>
      <Textarea {...stringBinding(frame.field)} {...control} />
    </FormField>
  );
}

export type CheckboxFieldProps = Omit<BoundProps, 'hideLabel'> & {
  className?: string;
};

/**
 * A checkbox bound to a boolean field (terms, consent), its label beside the box and its message
 * under it, tied to the box by `aria-describedby` and `aria-invalid`.
 */
export function CheckboxField({
  field,
  label,
  description,
  required,
  id: idProp,
  translate,
  className,
}: CheckboxFieldProps) {
  const auto = useId();
  const id = idProp ?? `checkbox-${auto}`;
  const messages = useMessages(field, translate);
  const errorId = messages.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <Checkbox
        id={id}
        name={field.name}
        label={label}
        description={description}
        checked={field.state.value === true}
        onCheckedChange={(checked) => field.handleChange(checked === true)}
        onBlur={fieldBlurHandler(field)}
        required={required}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {errorId && (
        <div id={errorId} className={fieldStyles.error} role="alert">
          <AlertIcon width={16} height={16} />
          <span>
            {messages.map((message, i) => (
              <span key={i} style={{ display: 'block' }}>
                {message}
              </span>
            ))}
          </span>
        </div>
      )}
    </div>
  );
}

/**
 * A bound control's `onBlur` (`handleFieldBlur`: after a submit, leaving a field judges the form
 * again), except when focus goes to a submit button: the submit judges it anyway, and a message
 * appearing between the button's press and release would move the button from under the pointer
 * and lose the click.
 */
export function fieldBlurHandler(field: AnyFieldApi) {
  return (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') field.handleBlur();
    else handleFieldBlur(field);
  };
}

/**
 * Focus after a failed submit: `ref` on the `<form>`, `focusFirstInvalid()` from the form's
 * `onSubmitInvalid` or after the server refused fields; once React has drawn the messages, the
 * first control marked `aria-invalid` takes focus (its message is read with it).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}

/**
 * The `<form onSubmit>` of every form: no page load, the last submit's messages cleared (they
 * would block the submit, see `clearStaleErrors`), then the library's submit (validators, then
 * `onSubmit`).
 */
export function submitHandler(
  form: FormWithFields & { handleSubmit(): Promise<unknown> },
  before?: () => void,
) {
  return (event: React.FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    before?.();
    clearStaleErrors(form);
    void form.handleSubmit();
  };
}
