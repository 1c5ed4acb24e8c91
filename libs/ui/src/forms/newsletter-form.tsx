import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { Field, Input } from '../field/field';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { looksLikeEmail, messagesOf, type FormSubmitResult } from './form-result';
import { FormErrorSummary } from './form-error-summary';
import styles from './forms.module.css';
import { useFormSubmit } from './use-form-submit';

export type NewsletterValues = { email: string; consent: boolean };

export type NewsletterFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** Sends the sign-up; resolve to the API's `{errors, message}` on failure, nothing on success. */
  onSubmit: (values: NewsletterValues) => Promise<FormSubmitResult> | FormSubmitResult;
  /** `newsletter_consent_link_url`: the consent terms (opens in a new tab). */
  consentLinkUrl?: string;
  defaultEmail?: string;
  title?: React.ReactNode;
};

/** E-mail + consent; inline errors, an error summary, and a success message in its place. */
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
  const [email, setEmail] = useState(defaultEmail);
  const [consent, setConsent] = useState(false);
  const form = useFormSubmit<NewsletterValues>(
    (v) => ({
      email: !v.email.trim()
        ? t`Enter your e-mail.`
        : looksLikeEmail(v.email)
          ? undefined
          : t`Enter a valid e-mail address.`,
      consent: v.consent ? undefined : t`Agree to the processing of your e-mail to sign up.`,
    }),
    onSubmit,
  );

  const consentErrors = messagesOf(form.errors['consent']);
  if (form.status === 'success') {
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
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({ email: email.trim(), consent });
      }}
      {...props}
    >
      {title && <h2>{title}</h2>}
      <FormErrorSummary
        errors={form.errors}
        message={form.message}
        idPrefix={prefix}
        labels={{ email: t`E-mail`, consent: t`Consent` }}
        focusKey={form.attempt}
      />
      <Field
        id={`${prefix}email`}
        label={t`E-mail`}
        required
        error={messagesOf(form.errors['email'])}
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
      </Field>
      <div>
        <Checkbox
          id={`${prefix}consent`}
          label={consentLabel}
          checked={consent}
          onCheckedChange={(c) => setConsent(c === true)}
          aria-invalid={consentErrors.length > 0 || undefined}
          aria-describedby={consentErrors.length ? `${prefix}consent-error` : undefined}
          required
        />
        {consentErrors.length > 0 && (
          <p id={`${prefix}consent-error`} className={styles.inlineError}>
            {consentErrors.join(' ')}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" loading={form.status === 'submitting'}>
          {t`Subscribe`}
        </Button>
      </div>
    </form>
  );
}
