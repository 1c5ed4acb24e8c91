import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { Field, Input, Textarea } from '../field/field';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { looksLikeEmail, messagesOf, type FormSubmitResult } from './form-result';
import { FormErrorSummary } from './form-error-summary';
import styles from './forms.module.css';
import { useFormSubmit } from './use-form-submit';

export type ContactValues = { name: string; email: string; subject: string; message: string };

export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  onSubmit: (values: ContactValues) => Promise<FormSubmitResult> | FormSubmitResult;
  /** Prefill (e.g. a signed-in member's name and e-mail). */
  defaultValues?: Partial<ContactValues>;
  /** Longest message accepted (characters). */
  maxMessageLength?: number;
};

/** Name, e-mail, subject and message; per-field errors from the client and from the API. */
export function ContactForm({
  onSubmit,
  defaultValues = {},
  maxMessageLength = 5000,
  className,
  ...props
}: ContactFormProps) {
  const { t } = useLingui();
  const prefix = `${useId()}-`;
  const [values, setValues] = useState<ContactValues>({
    name: defaultValues.name ?? '',
    email: defaultValues.email ?? '',
    subject: defaultValues.subject ?? '',
    message: defaultValues.message ?? '',
  });
  const form = useFormSubmit<ContactValues>(
    (v) => ({
      name: v.name.trim() ? undefined : t`Enter your name.`,
      email: !v.email.trim()
        ? t`Enter your e-mail.`
        : looksLikeEmail(v.email)
          ? undefined
          : t`Enter a valid e-mail address.`,
      subject: v.subject.trim() ? undefined : t`Enter a subject.`,
      message: !v.message.trim()
        ? t`Write your message.`
        : v.message.length > maxMessageLength
          ? t`The message can have at most ${maxMessageLength} characters.`
          : undefined,
    }),
    onSubmit,
  );
  const labels = { name: t`Name`, email: t`E-mail`, subject: t`Subject`, message: t`Message` };
  const set = (key: keyof ContactValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  if (form.status === 'success') {
    return (
      <div role="status" className={styles.success}>
        <CheckIcon />
        <div>
          <p className={styles.successTitle}>{t`Your message has been sent.`}</p>
          <p>{t`We will reply to your e-mail as soon as we can.`}</p>
          <Button
            variant="link"
            onClick={() => {
              setValues((v) => ({ ...v, subject: '', message: '' }));
              form.reset();
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
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
        });
      }}
      {...props}
    >
      <FormErrorSummary
        errors={form.errors}
        message={form.message}
        idPrefix={prefix}
        labels={labels}
        focusKey={form.attempt}
      />
      <div className={styles.row}>
        <Field
          id={`${prefix}name`}
          label={labels.name}
          required
          error={messagesOf(form.errors['name'])}
        >
          <Input autoComplete="name" value={values.name} onChange={set('name')} />
        </Field>
        <Field
          id={`${prefix}email`}
          label={labels.email}
          required
          error={messagesOf(form.errors['email'])}
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={set('email')}
          />
        </Field>
      </div>
      <Field
        id={`${prefix}subject`}
        label={labels.subject}
        required
        error={messagesOf(form.errors['subject'])}
      >
        <Input value={values.subject} onChange={set('subject')} />
      </Field>
      <Field
        id={`${prefix}message`}
        label={labels.message}
        required
        error={messagesOf(form.errors['message'])}
        description={t`${values.message.length} / ${maxMessageLength} characters`}
      >
        <Textarea rows={6} value={values.message} onChange={set('message')} />
      </Field>
      <div>
        <Button type="submit" loading={form.status === 'submitting'}>
          {t`Send message`}
        </Button>
      </div>
    </form>
  );
}
