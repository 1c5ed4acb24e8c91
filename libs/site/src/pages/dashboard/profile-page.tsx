import { addPasswordAfterSso, changePassword, deleteAccount } from '@atrium/api-client/auth';
import {
  deleteProfilePicture,
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
  profileUpdateRequestSchema,
} from '@atrium/domain/contract/me';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@atrium/ui/dialog';
import { Field, FileInput, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocale } from '../../locale/use-locale';
import { clearSession } from '../../session/session-store';
import { toast } from '../../toasts/toast-store';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../auth/form-errors';
import {
  CurrentPasswordField,
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
} from '../auth/account-fields';
import { Page } from '../common/page';
import { NativeSelect, QueryView } from './member-ui';

function ProfileForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: customer.phone ?? '',
    birth_date: customer.birth_date ?? '',
    gender: customer.gender ?? '',
    city: customer.city ?? '',
    zip_code: customer.zip_code ?? '',
  });
  const [marketing, setMarketing] = useState(customer.marketing_consent);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set =
    (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      birth_date: values.birth_date || null,
      gender: (values.gender || null) as 'female' | 'male' | 'other' | null,
      marketing_consent: marketing,
    };
    const parsed = profileUpdateRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(i18n, parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateProfile(queryClient, body);
      toast.success(t`Your profile has been saved.`);
    } catch (error) {
      const fields = apiFieldErrors(i18n, error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(errorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="member-form" onSubmit={submit} noValidate aria-label={t`Personal details`}>
      <Field label={t`E-mail`} description={t`The e-mail cannot be changed here.`}>
        <Input value={customer.email} readOnly />
      </Field>
      <Field label={t`First name`} error={errors.first_name} required>
        <Input autoComplete="given-name" value={values.first_name} onChange={set('first_name')} />
      </Field>
      <Field label={t`Last name`} error={errors.last_name} required>
        <Input autoComplete="family-name" value={values.last_name} onChange={set('last_name')} />
      </Field>
      <Field label={t`Phone`} error={errors.phone}>
        <Input type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
      </Field>
      <Field label={t`Date of birth`} error={errors.birth_date}>
        <Input
          type="date"
          autoComplete="bday"
          value={values.birth_date}
          onChange={set('birth_date')}
        />
      </Field>
      <Field label={t`Gender`} error={errors.gender}>
        <NativeSelect value={values.gender} onChange={set('gender')}>
          <option value="">{t`Prefer not to say`}</option>
          <option value="female">{t`Female`}</option>
          <option value="male">{t`Male`}</option>
          <option value="other">{t`Other`}</option>
        </NativeSelect>
      </Field>
      <Field label={t`City`} error={errors.city}>
        <Input autoComplete="address-level2" value={values.city} onChange={set('city')} />
      </Field>
      <Field label={t`Postcode`} error={errors.zip_code}>
        <Input autoComplete="postal-code" value={values.zip_code} onChange={set('zip_code')} />
      </Field>
      <Checkbox
        label={t`Send me news and offers by e-mail`}
        checked={marketing}
        onCheckedChange={(v) => setMarketing(v === true)}
      />
      <Button type="submit" loading={busy}>
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
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await uploadProfilePicture(queryClient, file);
      setFile(null);
      toast.success(t`Your picture has been saved.`);
    } catch (failure) {
      setError(apiFieldErrors(i18n, failure).image?.[0] ?? errorMessage(i18n, failure));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteProfilePicture(queryClient);
    } catch (failure) {
      setError(errorMessage(i18n, failure));
    } finally {
      setBusy(false);
    }
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
        <Button onClick={upload} disabled={!file} loading={busy && Boolean(file)}>
          <Trans>Save the picture</Trans>
        </Button>
        {customer.avatar && !file && (
          <Button variant="outline" onClick={remove} disabled={busy}>
            <Trans>Remove the picture</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

function PasswordForm({ customer }: { customer: Customer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const sso = !customer.has_password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sso
      ? addPasswordRequestSchema.safeParse(newPassword)
      : changePasswordRequestSchema.safeParse({ current_password: current, ...newPassword });
    if (!parsed.success) {
      setErrors(zodFieldErrors(i18n, parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (sso) {
        const { customer: updated } = await addPasswordAfterSso(newPassword);
        queryClient.setQueryData(['me', 'profile'], updated);
        toast.success(t`Your password has been set.`);
      } else {
        await changePassword({ current_password: current, ...newPassword });
        toast.success(t`Your password has been changed. Other devices were signed out.`);
      }
      setCurrent('');
      setNewPassword(EMPTY_NEW_PASSWORD);
    } catch (error) {
      const fields = apiFieldErrors(i18n, error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast.error(errorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label={sso ? t`Add a password` : t`Change the password`}
    >
      {sso && (
        <p>{t`You sign in with single sign-on. Add a password to sign in with your e-mail too.`}</p>
      )}
      {!sso && (
        <CurrentPasswordField
          label={t`Current password`}
          value={current}
          onChange={setCurrent}
          error={errors.current_password}
        />
      )}
      <NewPasswordFields value={newPassword} onChange={setNewPassword} errors={errors} />
      <Button type="submit" loading={busy}>
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (customer.has_password && !password) {
      setError(t`Enter your password to delete the account.`);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(customer.has_password ? { password } : {});
      clearSession();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'me' });
      toast.success(t`Your account and its data have been deleted.`);
      await router.navigate({ to: '/$locale', params: { locale } });
    } catch (failure) {
      setBusy(false);
      setError(apiFieldErrors(i18n, failure).password?.[0] ?? errorMessage(i18n, failure));
    }
  };
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
          <form className="member-form" onSubmit={confirm} noValidate>
            {customer.has_password && (
              <CurrentPasswordField
                label={t`Password`}
                value={password}
                onChange={setPassword}
                error={error}
              />
            )}
            {!customer.has_password && error && (
              <p className="member-message member-message--error" role="alert">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                <Trans>Keep my account</Trans>
              </Button>
              <Button type="submit" variant="danger" loading={busy}>
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
