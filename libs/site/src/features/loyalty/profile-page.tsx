import { addPasswordAfterSso, changePassword, deleteAccount } from '@atrium/api-client/auth';
import {
  deleteProfilePicture,
  meKeys,
  profileQueryOptions,
  updateProfile,
  uploadProfilePicture,
} from '@atrium/api-client/me';
import {
  addPasswordRequestSchema,
  changePasswordRequestSchema,
  type Customer,
} from '@atrium/domain/contract/auth';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  type ProfileUpdateRequest,
  profileUpdateRequestSchema,
} from '@atrium/domain/contract/me';
import { Button } from '@atrium/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@atrium/ui/dialog';
import { Field, FileInput, Input } from '@atrium/ui/field';
import { setServerErrors } from '@atrium/ui/form-errors';
import {
  CheckboxField,
  fieldBlurHandler,
  FormField,
  submitHandler,
  TextField,
  useFocusFirstInvalid,
} from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { clearSession } from '../../session/session-store';
import { toast } from '../../toasts/toast-store';
import {
  apiFieldErrors,
  contractValidator,
  errorMessage,
  placeApiErrors,
} from '../../common/form-errors';
import {
  ChosenPasswordField,
  CurrentPasswordField,
  RepeatPasswordField,
} from '../../common/account-fields';
import { Page } from '../../common/page';
import { NativeSelect, QueryView } from './member-ui';

type ProfileValues = {
  first_name: string;
  last_name: string;
  phone: string;
  birth_date: string;
  gender: string;
  city: string;
  zip_code: string;
  marketing_consent: boolean;
};

/** The form's values as the API takes them: an empty date or gender is none. */
function profileBody(values: ProfileValues): ProfileUpdateRequest {
  return {
    ...values,
    birth_date: values.birth_date || null,
    gender: (values.gender || null) as 'female' | 'male' | 'other' | null,
  };
}

function ProfileForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({
    mutationFn: (body: ProfileUpdateRequest) => updateProfile(queryClient, body),
  });
  const form = useForm({
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone: customer.phone ?? '',
      birth_date: customer.birth_date ?? '',
      gender: customer.gender ?? '',
      city: customer.city ?? '',
      zip_code: customer.zip_code ?? '',
      marketing_consent: customer.marketing_consent,
    } satisfies ProfileValues as ProfileValues,
    validators: { onSubmit: contractValidator(i18n, profileUpdateRequestSchema, profileBody) },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(profileBody(value));
        toast.success(t`Your profile has been saved.`);
      } catch (error) {
        const general = placeApiErrors(formApi, i18n, error);
        if (general) toast.error(general);
        else focusFirstInvalid();
      }
    },
  });

  return (
    <form
      ref={ref}
      className="member-form"
      onSubmit={submitHandler(form)}
      noValidate
      aria-label={t`Personal details`}
    >
      <Field label={t`E-mail`} description={t`The e-mail cannot be changed here.`}>
        <Input value={customer.email} readOnly />
      </Field>
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
      <form.Field name="phone">
        {(field) => <TextField field={field} label={t`Phone`} type="tel" autoComplete="tel" />}
      </form.Field>
      <form.Field name="birth_date">
        {(field) => (
          <TextField field={field} label={t`Date of birth`} type="date" autoComplete="bday" />
        )}
      </form.Field>
      <form.Field name="gender">
        {(field) => (
          <FormField field={field} label={t`Gender`}>
            <NativeSelect
              name={field.name}
              value={field.state.value}
              onChange={(e) => field.handleChange(e.currentTarget.value)}
              onBlur={fieldBlurHandler(field)}
            >
              <option value="">{t`Prefer not to say`}</option>
              <option value="female">{t`Female`}</option>
              <option value="male">{t`Male`}</option>
              <option value="other">{t`Other`}</option>
            </NativeSelect>
          </FormField>
        )}
      </form.Field>
      <form.Field name="city">
        {(field) => <TextField field={field} label={t`City`} autoComplete="address-level2" />}
      </form.Field>
      <form.Field name="zip_code">
        {(field) => <TextField field={field} label={t`Postcode`} autoComplete="postal-code" />}
      </form.Field>
      <form.Field name="marketing_consent">
        {(field) => <CheckboxField field={field} label={t`Send me news and offers by e-mail`} />}
      </form.Field>
      <Button type="submit" loading={mutation.isPending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}

function PictureForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadProfilePicture(queryClient, chosen),
    onSuccess: () => {
      setFile(null);
      toast.success(t`Your picture has been saved.`);
    },
    onError: (failure) =>
      setError(apiFieldErrors(i18n, failure).image?.[0] ?? errorMessage(i18n, failure)),
  });
  const remove = useMutation({
    mutationFn: () => deleteProfilePicture(queryClient),
    onError: (failure) => setError(errorMessage(i18n, failure)),
  });
  const busy = upload.isPending || remove.isPending;

  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (!chosen) return;
    if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(chosen.type)) {
      setError(t`The picture must be a JPEG, PNG or WebP image`);
      return;
    }
    if (chosen.size > PROFILE_PICTURE_MAX_BYTES) {
      setError(t`The picture is too large (at most 5 MB).`);
      return;
    }
    setError(undefined);
    setFile(chosen);
  };
  const shown = preview ?? customer.avatar;
  return (
    <div className="member-stack">
      {shown ? (
        <img
          src={shown}
          alt={preview ? t`Preview of the new picture` : t`Your picture`}
          className="member-avatar"
        />
      ) : (
        <div className="member-avatar" aria-hidden="true" />
      )}
      <Field
        label={t`Choose a picture`}
        description={t`JPEG, PNG or WebP, at most 5 MB.`}
        error={error}
      >
        <FileInput accept={PROFILE_PICTURE_TYPES.join(',')} onChange={pick} />
      </Field>
      <div className="member-links">
        <Button
          onClick={() => file && upload.mutate(file)}
          disabled={!file}
          loading={busy && Boolean(file)}
        >
          <Trans>Save the picture</Trans>
        </Button>
        {customer.avatar && !file && (
          <Button variant="outline" onClick={() => remove.mutate()} disabled={busy}>
            <Trans>Remove the picture</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

const EMPTY_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

function PasswordForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sso = !customer.has_password;
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({
    mutationFn: async ({ current_password, ...newPassword }: typeof EMPTY_PASSWORDS) => {
      if (sso) {
        const { customer: updated } = await addPasswordAfterSso(newPassword);
        queryClient.setQueryData(meKeys.profile(), updated);
      } else {
        await changePassword({ current_password, ...newPassword });
      }
    },
    onSuccess: () =>
      toast.success(
        sso
          ? t`Your password has been set.`
          : t`Your password has been changed. Other devices were signed out.`,
      ),
  });
  const form = useForm({
    defaultValues: EMPTY_PASSWORDS,
    validators: {
      onSubmit: sso
        ? contractValidator<typeof EMPTY_PASSWORDS>(i18n, addPasswordRequestSchema)
        : contractValidator<typeof EMPTY_PASSWORDS>(i18n, changePasswordRequestSchema),
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(value);
        formApi.reset();
      } catch (error) {
        const general = placeApiErrors(formApi, i18n, error);
        if (general) toast.error(general);
        else focusFirstInvalid();
      }
    },
  });
  return (
    <form
      ref={ref}
      className="member-form"
      onSubmit={submitHandler(form)}
      noValidate
      aria-label={sso ? t`Add a password` : t`Change the password`}
    >
      {sso && (
        <p>{t`You sign in with single sign-on. Add a password to sign in with your e-mail too.`}</p>
      )}
      {!sso && (
        <form.Field name="current_password">
          {(field) => <CurrentPasswordField field={field} label={t`Current password`} />}
        </form.Field>
      )}
      <form.Field name="password">
        {(field) => <ChosenPasswordField field={field} label={t`New password`} />}
      </form.Field>
      <form.Field name="password_confirmation">
        {(field) => <RepeatPasswordField field={field} />}
      </form.Field>
      <Button type="submit" loading={mutation.isPending}>
        {sso ? <Trans>Add the password</Trans> : <Trans>Change the password</Trans>}
      </Button>
    </form>
  );
}

function DeleteAccount({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string>();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const mutation = useMutation({
    mutationFn: async (password: string) => {
      await deleteAccount(customer.has_password ? { password } : {});
      clearSession();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'me' });
      toast.success(t`Your account and its data have been deleted.`);
      await router.navigate({ to: '/$locale', params: { locale } });
    },
  });
  const form = useForm({
    defaultValues: { password: '' },
    validators: {
      onSubmit: ({ value }) =>
        customer.has_password && !value.password
          ? { fields: { password: t`Enter your password to delete the account.` } }
          : undefined,
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(value.password);
      } catch (failure) {
        if (customer.has_password) {
          setServerErrors(formApi, {
            password: apiFieldErrors(i18n, failure).password ?? [errorMessage(i18n, failure)],
          });
          focusFirstInvalid();
        } else {
          setMessage(errorMessage(i18n, failure));
        }
      }
    },
  });
  return (
    <>
      <p>{t`Deleting the account removes your personal data, points and rewards. It cannot be undone.`}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trans>Delete my account</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t`Close`}>
          <DialogTitle>{t`Delete your account?`}</DialogTitle>
          <DialogDescription>
            {t`Your personal data, points and rewards will be removed. This cannot be undone.`}
          </DialogDescription>
          <form
            ref={ref}
            className="member-form"
            onSubmit={submitHandler(form, () => setMessage(undefined))}
            noValidate
          >
            {customer.has_password && (
              <form.Field name="password">
                {(field) => <CurrentPasswordField field={field} label={t`Password`} />}
              </form.Field>
            )}
            {!customer.has_password && message && (
              <p className="member-message member-message--error" role="alert">
                {message}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                <Trans>Keep my account</Trans>
              </Button>
              <Button type="submit" variant="danger" loading={mutation.isPending}>
                <Trans>Delete the account</Trans>
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function ProfilePage() {
  const { t } = useLingui();
  const profile = useQuery(profileQueryOptions());
  return (
    <Page heading={t`Profile`}>
      <QueryView query={profile} lines={6}>
        {(customer) => (
          <>
            <section className="member-section" aria-labelledby="picture-heading">
              <h2 id="picture-heading">{t`Profile picture`}</h2>
              <PictureForm customer={customer} />
            </section>
            <section className="member-section" aria-labelledby="details-heading">
              <h2 id="details-heading">{t`Personal details`}</h2>
              <ProfileForm key={customer.id} customer={customer} />
            </section>
            <section className="member-section" aria-labelledby="password-heading">
              <h2 id="password-heading">
                {customer.has_password ? t`Change the password` : t`Add a password`}
              </h2>
              <PasswordForm customer={customer} />
            </section>
            <section className="member-section" aria-labelledby="delete-heading">
              <h2 id="delete-heading">{t`Delete the account`}</h2>
              <DeleteAccount customer={customer} />
            </section>
          </>
        )}
      </QueryView>
    </Page>
  );
}
