import { changeForgetPassword, forgetPasswordLogin } from '@atrium/api-client/auth';
import {
  type ChangeForgetPasswordRequest,
  changeForgetPasswordRequestSchema,
} from '@atrium/domain/contract/auth';
import { Button } from '@atrium/ui/button';
import { type FormWithFields } from '@atrium/ui/form-errors';
import { submitHandler, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { ChosenPasswordField, RepeatPasswordField } from '../../common/account-fields';
import { apiFieldErrors, contractValidator, placeApiErrors } from '../../common/form-errors';
import { useFinishLogin, FormMessage } from './auth-forms';
import '../../common/members.css';

const setNewPasswordApi = getRouteApi('/$locale/_default/set-new-password');

export function SetNewPasswordPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const search = setNewPasswordApi.useSearch();
  const finish = useFinishLogin();
  const [message, setMessage] = useState<string>();
  const token = search.token ?? '';
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();

  const fail = (form: FormWithFields, error: unknown) => {
    const fields = apiFieldErrors(i18n, error);
    if (fields.token) {
      setMessage(fields.token[0]);
      return;
    }
    const general = placeApiErrors(form, i18n, error);
    if (general) setMessage(general);
    else focusFirstInvalid();
  };
  const save = useMutation({
    mutationFn: async (body: ChangeForgetPasswordRequest) =>
      finish(await changeForgetPassword(body)),
  });
  const magic = useMutation({
    mutationFn: async () => finish(await forgetPasswordLogin(token)),
  });
  const form = useForm({
    defaultValues: { password: '', password_confirmation: '' },
    validators: {
      // A token refused by the schema is the form's error: said as the general message.
      onSubmit: contractValidator(
        i18n,
        changeForgetPasswordRequestSchema,
        (v: { password: string; password_confirmation: string }) => ({ token, ...v }),
      ),
    },
    onSubmitInvalid: ({ formApi }) => {
      const formError = formApi.state.errorMap.onSubmit as unknown;
      if (typeof formError === 'string') setMessage(formError);
      focusFirstInvalid();
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync({ token, ...value });
      } catch (error) {
        fail(formApi, error);
      }
    },
  });
  const busy = save.isPending || magic.isPending;

  return (
    <Page heading={t`Set a new password`} className="member-auth">
      {!token ? (
        <div className="member-stack">
          <FormMessage tone="error">{t`The link is invalid or has expired. Ask for a new one.`}</FormMessage>
          <Link to="/$locale/forgot-password" params={{ locale }}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <form
          ref={ref}
          className="member-form"
          onSubmit={submitHandler(form, () => setMessage(undefined))}
          noValidate
          aria-label={t`Set a new password`}
        >
          <form.Field name="password">
            {(field) => <ChosenPasswordField field={field} label={t`New password`} />}
          </form.Field>
          <form.Field name="password_confirmation">
            {(field) => <RepeatPasswordField field={field} />}
          </form.Field>
          {message && (
            <div className="member-stack">
              <FormMessage tone="error">{message}</FormMessage>
              <Link to="/$locale/forgot-password" params={{ locale }}>
                <Trans>Ask for a new link</Trans>
              </Link>
            </div>
          )}
          <Button type="submit" block loading={save.isPending}>
            <Trans>Save the new password</Trans>
          </Button>
          <Button
            type="button"
            variant="link"
            onClick={() => magic.mutate(undefined, { onError: (error) => fail(form, error) })}
            disabled={busy}
          >
            <Trans>Just sign me in</Trans>
          </Button>
        </form>
      )}
    </Page>
  );
}
