import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons/check-icon';
import { FormErrorSummary } from './form-error-summary';
import { CheckboxField, submitHandler, TextField } from './form-field';
import { looksLikeEmail, type FormSubmitResult } from './form-result';
import styles from './forms.module.css';
import { useFormSummary } from './use-form-summary';

export type NewsletterValues = { email: string; consent: boolean };

export type NewsletterFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /**
   * Sends the sign-up (the page's `useMutation`); resolve to the API's `{errors, message}` on a
   * refusal, nothing on success; a throw is a failed connection.
   */
  onSubmit: (values: NewsletterValues) => Promise<FormSubmitResult> | FormSubmitResult;
  /** `newsletter_consent_link_url`: the consent terms (opens in a new tab). */
  consentLinkUrl?: string;
  defaultEmail?: string;
  title?: React.ReactNode;
};

/** E-mail + consent (TanStack Form); inline errors, an error summary, a success message. */
export function NewsletterForm({
  onSubmit,
  consentLinkUrl,
  defaultEmail = '',
  title,
  className,
  ...props
}: NewsletterFormProps) {
  const { t } = useLingui();
  const prefix = `${useId()}-`;
  const [sent, setSent] = useState(false);
  const summary = useFormSummary();
  const form = useForm({
    defaultValues: { email: defaultEmail, consent: false } as NewsletterValues,
    validators: {
      onSubmit: ({ value }) => {
        const fields: Partial<Record<keyof NewsletterValues, string>> = {};
        if (!value.email.trim()) fields.email = t`Enter your e-mail.`;
        else if (!looksLikeEmail(value.email)) fields.email = t`Enter a valid e-mail address.`;
        if (!value.consent) fields.consent = t`Agree to the processing of your e-mail to sign up.`;
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ formApi }) => summary.showFieldErrors(formApi),
    onSubmit: async ({ value, formApi }) => {
      summary.clear();
      if (await summary.send(formApi, onSubmit, { ...value, email: value.email.trim() }))
        setSent(true);
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  if (sent) {
    return (
      <div role="status" className={styles.success}>
        <CheckIcon />
        <div>
          <p className={styles.successTitle}>{t`Thank you for signing up!`}</p>
          <p>{t`Check your inbox to confirm the subscription.`}</p>
        </div>
      </div>
    );
  }

  const consentLabel = consentLinkUrl ? (
    <Trans>
      I agree to the{' '}
      <a
        href={consentLinkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.consentLink}
      >
        processing of personal data
      </a>
    </Trans>
  ) : (
    <Trans>I agree to the processing of personal data</Trans>
  );

  return (
    <form
      noValidate
      className={cn(styles.form, className)}
      aria-label={typeof title === 'string' ? title : t`Newsletter`}
      onSubmit={submitHandler(form)}
      {...props}
    >
      {title && <h2>{title}</h2>}
      {summary.state && (
        <FormErrorSummary
          errors={summary.state.errors}
          message={summary.state.message}
          idPrefix={prefix}
          labels={{ email: t`E-mail`, consent: t`Consent` }}
          focusKey={summary.state.attempt}
        />
      )}
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            id={`${prefix}email`}
            label={t`E-mail`}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        )}
      </form.Field>
      <form.Field name="consent">
        {(field) => (
          <CheckboxField field={field} id={`${prefix}consent`} label={consentLabel} required />
        )}
      </form.Field>
      <div>
        <Button type="submit" loading={submitting}>
          {t`Subscribe`}
        </Button>
      </div>
    </form>
  );
}
