import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons/check-icon';
import { FormErrorSummary } from './form-error-summary';
import { submitHandler, TextareaField, TextField } from './form-field';
import { looksLikeEmail, type FormSubmitResult } from './form-result';
import styles from './forms.module.css';
import { useFormSummary } from './use-form-summary';

export type ContactValues = { name: string; email: string; subject: string; message: string };

export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /**
   * Sends the message (the page's `useMutation`); resolve to the API's `{errors, message}` on a
   * refusal, nothing on success; a throw is a failed connection.
   */
  onSubmit: (values: ContactValues) => Promise<FormSubmitResult> | FormSubmitResult;
  /** Prefill (e.g. a signed-in member's name and e-mail). */
  defaultValues?: Partial<ContactValues>;
  /** Longest message accepted (characters). */
  maxMessageLength?: number;
};

/** Name, e-mail, subject and message (TanStack Form); errors from the client and the API. */
export function ContactForm({
  onSubmit,
  defaultValues = {},
  maxMessageLength = 5000,
  className,
  ...props
}: ContactFormProps) {
  const { t } = useLingui();
  const prefix = `${useId()}-`;
  const [sent, setSent] = useState(false);
  const summary = useFormSummary();
  const form = useForm({
    defaultValues: {
      name: defaultValues.name ?? '',
      email: defaultValues.email ?? '',
      subject: defaultValues.subject ?? '',
      message: defaultValues.message ?? '',
    } as ContactValues,
    validators: {
      onSubmit: ({ value }) => {
        const fields: Partial<Record<keyof ContactValues, string>> = {};
        if (!value.name.trim()) fields.name = t`Enter your name.`;
        if (!value.email.trim()) fields.email = t`Enter your e-mail.`;
        else if (!looksLikeEmail(value.email)) fields.email = t`Enter a valid e-mail address.`;
        if (!value.subject.trim()) fields.subject = t`Enter a subject.`;
        if (!value.message.trim()) fields.message = t`Write your message.`;
        else if (value.message.length > maxMessageLength)
          fields.message = t`The message can have at most ${maxMessageLength} characters.`;
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ formApi }) => summary.showFieldErrors(formApi),
    onSubmit: async ({ value, formApi }) => {
      summary.clear();
      const values = {
        ...value,
        name: value.name.trim(),
        email: value.email.trim(),
        subject: value.subject.trim(),
      };
      if (await summary.send(formApi, onSubmit, values)) setSent(true);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const labels = { name: t`Name`, email: t`E-mail`, subject: t`Subject`, message: t`Message` };

  if (sent) {
    return (
      <div role="status" className={styles.success}>
        <CheckIcon />
        <div>
          <p className={styles.successTitle}>{t`Your message has been sent.`}</p>
          <p>{t`We will reply to your e-mail as soon as we can.`}</p>
          <Button
            variant="link"
            onClick={() => {
              // The name and e-mail stay for the next message, which starts unjudged.
              form.reset(
                { ...form.state.values, subject: '', message: '' },
                { keepDefaultValues: true },
              );
              setSent(false);
            }}
          >
            {t`Send another message`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className={cn(styles.form, className)}
      aria-label={t`Contact form`}
      onSubmit={submitHandler(form)}
      {...props}
    >
      {summary.state && (
        <FormErrorSummary
          errors={summary.state.errors}
          message={summary.state.message}
          idPrefix={prefix}
          labels={labels}
          focusKey={summary.state.attempt}
        />
      )}
      <div className={styles.row}>
        <form.Field name="name">
          {(field) => (
            <TextField
              field={field}
              id={`${prefix}name`}
              label={labels.name}
              required
              autoComplete="name"
            />
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <TextField
              field={field}
              id={`${prefix}email`}
              label={labels.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </form.Field>
      </div>
      <form.Field name="subject">
        {(field) => (
          <TextField field={field} id={`${prefix}subject`} label={labels.subject} required />
        )}
      </form.Field>
      <form.Field name="message">
        {(field) => (
          <TextareaField
            field={field}
            id={`${prefix}message`}
            label={labels.message}
            required
            rows={6}
            description={t`${field.state.value.length} / ${maxMessageLength} characters`}
          />
        )}
      </form.Field>
      <div>
        <Button type="submit" loading={submitting}>
          {t`Send message`}
        </Button>
      </div>
    </form>
  );
}
