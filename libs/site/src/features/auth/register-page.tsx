import { register } from '@atrium/api-client/auth';
import { registerRequestSchema } from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import {
  CheckboxField,
  submitHandler,
  TextField,
  useFocusFirstInvalid,
} from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { ChosenPasswordField, EmailField } from '../../common/account-fields';
import { contractValidator, placeApiErrors } from '../../common/form-errors';
import { FormMessage, ResendVerification } from './auth-forms';
import { WithLoginSlides } from './auth-slides';
import '../../common/members.css';

const EMPTY_REGISTRATION = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  terms_accepted: false,
  marketing_consent: false,
};

export function RegisterPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [message, setMessage] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({ mutationFn: register });
  const form = useForm({
    defaultValues: EMPTY_REGISTRATION,
    validators: {
      onSubmit: contractValidator(i18n, registerRequestSchema, (v: typeof EMPTY_REGISTRATION) => ({
        ...v,
        locale,
      })),
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync({ ...value, locale });
      } catch (error) {
        const general = placeApiErrors(formApi, i18n, error);
        if (general) setMessage(general);
        else focusFirstInvalid();
      }
    },
  });

  if (mutation.isSuccess) {
    const done = registerRequestSchema.shape.email.parse(mutation.variables.email);
    return (
      <Page heading={t`Register`} className="member-auth">
        <div className="member-stack">
          <FormMessage tone="success">
            {t`Almost done: we have sent a confirmation link to ${done}. Open it to activate your account.`}
          </FormMessage>
          <ResendVerification email={done} />
        </div>
      </Page>
    );
  }
  return (
    <Page heading={t`Register`} className="member-auth">
      <WithLoginSlides>
        <form
          ref={ref}
          className="member-form"
          onSubmit={submitHandler(form, () => setMessage(undefined))}
          noValidate
          aria-label={t`Register`}
        >
          <form.Field name="first_name">
            {(field) => (
              <TextField field={field} label={t`First name`} required autoComplete="given-name" />
            )}
          </form.Field>
          <form.Field name="last_name">
            {(field) => (
              <TextField field={field} label={t`Last name`} required autoComplete="family-name" />
            )}
          </form.Field>
          <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
          <form.Field name="password">
            {(field) => <ChosenPasswordField field={field} label={t`Password`} />}
          </form.Field>
          <form.Field name="terms_accepted">
            {(field) => (
              <CheckboxField
                field={field}
                label={t`I accept the terms and conditions`}
                description={
                  // A new tab: the visitor reads them without losing what the form holds.
                  <Link
                    to="/$locale/terms-and-conditions"
                    params={{ locale }}
                    target="_blank"
                    rel="noopener"
                  >
                    <Trans>Read the terms and conditions</Trans>
                  </Link>
                }
                className="member-check"
              />
            )}
          </form.Field>
          <form.Field name="marketing_consent">
            {(field) => (
              <CheckboxField field={field} label={t`Send me news and offers by e-mail`} />
            )}
          </form.Field>
          {message && <FormMessage tone="error">{message}</FormMessage>}
          <Button type="submit" block loading={mutation.isPending}>
            <Trans>Create an account</Trans>
          </Button>
          <p className="member-links">
            <Link to="/$locale/login" params={{ locale }}>
              <Trans>I already have an account</Trans>
            </Link>
          </p>
        </form>
      </WithLoginSlides>
    </Page>
  );
}
