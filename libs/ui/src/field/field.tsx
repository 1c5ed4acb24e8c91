import { Label } from 'radix-ui';
import { createContext, useContext, useId } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import styles from './field.module.css';

type FieldContextValue = {
  id: string;
  descriptionId?: string;
  errorId?: string;
  invalid: boolean;
  required: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

/**
 * Props a control inside a `<Field>` needs (id, aria-describedby, aria-invalid, required);
 * Input, Textarea, FileInput, Select, Checkbox and Switch read them on their own.
 */
export function useFieldControl(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  required?: boolean;
}) {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [props['aria-describedby'], field.descriptionId, field.errorId]
    .filter(Boolean)
    .join(' ');
  return {
    id: props.id ?? field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** A message (or several, from the API's per-field `errors`). */
  error?: React.ReactNode | string[];
  required?: boolean;
  /** Visually hide the label (it still names the control). */
  hideLabel?: boolean;
  id?: string;
  children: React.ReactNode;
};

/** Label, control, description and error message, wired together for assistive tech. */
export function Field({
  label,
  description,
  error,
  required = false,
  hideLabel,
  id: idProp,
  className,
  children,
  ...props
}: FieldProps) {
  const auto = useId();
  const id = idProp ?? `field-${auto}`;
  const errors = Array.isArray(error) ? error.filter(Boolean) : error ? [error] : [];
  const value: FieldContextValue = {
    id,
    descriptionId: description ? `${id}-description` : undefined,
    errorId: errors.length ? `${id}-error` : undefined,
    invalid: errors.length > 0,
    required,
  };
  return (
    <FieldContext.Provider value={value}>
      <div className={cn(styles.field, className)} {...props}>
        <Label.Root htmlFor={id} className={cn(styles.label, hideLabel && 'visually-hidden')}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </Label.Root>
        {children}
        {description && (
          <div id={value.descriptionId} className={styles.description}>
            {description}
          </div>
        )}
        {errors.length > 0 && (
          <div id={value.errorId} className={styles.error} role="alert">
            <AlertIcon width={16} height={16} />
            <span>
              {errors.map((e, i) => (
                <span key={i} style={{ display: 'block' }}>
                  {e}
                </span>
              ))}
            </span>
          </div>
        )}
      </div>
    </FieldContext.Provider>
  );
}

export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  const control = useFieldControl(props);
  return <input className={cn(styles.control, className)} {...props} {...control} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  const control = useFieldControl(props);
  return <textarea className={cn(styles.control, className)} {...props} {...control} />;
}

export type FileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value'> & {
  /** Names of the chosen files, listed under the input (e.g. after a failed upload). */
  fileNames?: string[];
};

/** A native file input (camera and gallery on phones), styled to match. */
export function FileInput({ className, fileNames, ...props }: FileInputProps) {
  const control = useFieldControl(props);
  return (
    <>
      <input
        type="file"
        className={cn(styles.control, styles.file, className)}
        {...props}
        {...control}
      />
      {fileNames && fileNames.length > 0 && (
        <ul className={styles.files}>
          {fileNames.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </>
  );
}
