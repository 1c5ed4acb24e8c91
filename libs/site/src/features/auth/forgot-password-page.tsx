import { forgotPassword } from '@atrium/api-client/auth';
import { Button } from '@atrium/ui/button';
import { submitHandler } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { EmailField } from '../../common/account-fields';
import { FormMessage, useEmailRequestForm } from './auth-forms';
import '../../common/members.css';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { ref, form, mutation } = useEmailRequestForm('', forgotPassword);
  return (
    <Page heading={t`Forgotten password`} className="member-auth">
      <div className="member-stack">
        {mutation.isSuccess ? (
          <FormMessage tone="success">
            {t`If the address belongs to an account, a link to set a new password is on its way to it.`}
          </FormMessage>
        ) : (
          <form
            ref={ref}
            className="member-form"
            onSubmit={submitHandler(form)}
            noValidate
            aria-label={t`Forgotten password`}
          >
            <p>{t`Enter your e-mail and we will send you a link to set a new password.`}</p>
            <form.Field name="email">{(field) => <EmailField field={field} />}</form.Field>
            <Button type="submit" block loading={mutation.isPending}>
              <Trans>Send the link</Trans>
            </Button>
          </form>
        )}
        <p className="member-links">
          <Link to="/$locale/login" params={{ locale }}>
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </div>
    </Page>
  );
}
