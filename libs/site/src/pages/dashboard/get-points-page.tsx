import { isApiError } from '@atrium/api-client/api-error';
import { loyaltyShopsQueryOptions, uploadReceipt } from '@atrium/api-client/receipts';
import {
  RECEIPT_FILE_TYPES,
  RECEIPT_MAX_BYTES,
  type Receipt,
  receiptUploadFieldsSchema,
} from '@atrium/domain/contract/loyalty';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Points } from '@atrium/ui/price';
import { ReceiptUploadField } from '@atrium/ui/receipt-upload-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useLocale } from '../../locale/use-locale';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../auth/form-errors';
import { Page } from '../common/page';
import { NativeSelect, QueryView, useMemberFormats } from './member-ui';
import { rejectReasonText } from './reject-reasons';
import { PointsSummaryCard } from './points-pages';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What happened to an upload: the receipt's state, or why it was not accepted. */
type Outcome = { receipt: Receipt } | { duplicate: true } | { error: string };

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if ('duplicate' in outcome) {
    return (
      <p className="member-message member-message--error" role="alert">
        {t`This receipt has already been submitted (same shop, receipt number and date). It was not counted again.`}
      </p>
    );
  }
  if ('error' in outcome) {
    return (
      <p className="member-message member-message--error" role="alert">
        {t`The receipt was not uploaded: ${outcome.error} Your entries are kept, so you can try again.`}
      </p>
    );
  }
  const { receipt } = outcome;
  if (receipt.status === 'approved') {
    return (
      <p
        className="member-message member-message--success"
        role="status"
        data-testid="receipt-outcome"
      >
        <Trans>
          Receipt approved: you got <Points value={receipt.points ?? 0} />.
        </Trans>
      </p>
    );
  }
  if (receipt.status === 'rejected') {
    return (
      <p
        className="member-message member-message--error"
        role="alert"
        data-testid="receipt-outcome"
      >
        {receipt.reject_reason
          ? t`Receipt rejected: ${rejectReasonText(i18n, receipt)}`
          : t`Receipt rejected.`}
      </p>
    );
  }
  return (
    <div
      className="member-message member-message--info"
      role="status"
      data-testid="receipt-outcome"
    >
      {receipt.duplicate_image
        ? t`Receipt received. The same photo was uploaded before, so the staff will check it before the points are added.`
        : t`Receipt received and waiting for approval. The points appear as soon as it is approved.`}{' '}
      <Link to="/$locale/receipts" params={{ locale }}>
        <Trans>My receipts</Trans>
      </Link>
    </div>
  );
}

function ReceiptUploadForm() {
  const { t, i18n } = useLingui();
  const { currencySymbol } = useMemberFormats();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const shops = useQuery(loyaltyShopsQueryOptions(locale));
  const [values, setValues] = useState({
    company_id: '',
    amount: '',
    purchased_at: today(),
    receipt_number: '',
  });
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file field after a successful upload.
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const set =
    (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = receiptUploadFieldsSchema.safeParse(values);
    const fieldErrors = parsed.success ? {} : zodFieldErrors(i18n, parsed.error);
    if (!file) fieldErrors.image = [t`Add a photo of the receipt.`];
    if (!parsed.success || !file) {
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const receipt = await uploadReceipt(queryClient, {
        company_id: parsed.data.company_id,
        amount: values.amount.trim(),
        purchased_at: parsed.data.purchased_at,
        receipt_number: parsed.data.receipt_number,
        image: file,
      });
      setOutcome({ receipt });
      // A new receipt starts from an empty form (the shop and date are often the same).
      setValues((v) => ({ ...v, amount: '', receipt_number: '' }));
      setFile(null);
      setFileFieldKey((k) => k + 1);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOutcome({ duplicate: true });
      } else {
        const fields = apiFieldErrors(i18n, error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        setOutcome({
          error:
            isApiError(error) && error.status === 422
              ? t`check the marked fields.`
              : errorMessage(i18n, error),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="member-form" onSubmit={submit} noValidate aria-label={t`Upload a receipt`}>
      <Field label={t`Shop`} error={errors.company_id} required>
        <QueryView query={shops} lines={1}>
          {(list) => (
            <NativeSelect value={values.company_id} onChange={set('company_id')}>
              <option value="">{t`Choose the shop`}</option>
              {list.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </QueryView>
      </Field>
      <Field label={t`Amount (${currencySymbol})`} error={errors.amount} required>
        <Input
          inputMode="decimal"
          value={values.amount}
          onChange={set('amount')}
          placeholder="249,90"
        />
      </Field>
      <Field label={t`Purchase date`} error={errors.purchased_at} required>
        <Input
          type="date"
          value={values.purchased_at}
          max={today()}
          onChange={set('purchased_at')}
        />
      </Field>
      <Field label={t`Receipt number`} error={errors.receipt_number} required>
        <Input value={values.receipt_number} onChange={set('receipt_number')} autoComplete="off" />
      </Field>
      <ReceiptUploadField
        key={fileFieldKey}
        label={t`Photo of the receipt`}
        accept={RECEIPT_FILE_TYPES}
        maxBytes={RECEIPT_MAX_BYTES}
        status={busy ? 'uploading' : 'idle'}
        error={errors.image?.[0]}
        onFileChange={(chosen) => {
          setFile(chosen);
          if (chosen) setErrors(({ image: _image, ...rest }) => rest);
        }}
      />
      {outcome && <OutcomeMessage outcome={outcome} />}
      <Button type="submit" block loading={busy}>
        <Trans>Upload the receipt</Trans>
      </Button>
    </form>
  );
}

export function GetPointsPage() {
  const { t } = useLingui();
  return (
    <Page heading={t`Get points`}>
      <PointsSummaryCard />
      <section className="member-section" aria-labelledby="earn-heading">
        <h2 id="earn-heading">{t`How to earn points`}</h2>
        <ol>
          <li>{t`Shop in any shop of the centre that takes part in the programme.`}</li>
          <li>{t`Keep the receipt and take a photo of it, or upload it as a file.`}</li>
          <li>{t`Fill in the shop, the amount, the date and the receipt number.`}</li>
          <li>{t`Small receipts are approved at once; bigger ones are checked by the staff.`}</li>
        </ol>
      </section>
      <section className="member-section" aria-labelledby="upload-heading">
        <h2 id="upload-heading">{t`Upload a receipt`}</h2>
        <ReceiptUploadForm />
      </section>
    </Page>
  );
}
