import { isApiError } from '@atrium/api-client/api-error';
import {
  loyaltyShopsQueryOptions,
  type ReceiptUpload,
  uploadReceipt,
} from '@atrium/api-client/receipts';
import {
  RECEIPT_FILE_TYPES,
  RECEIPT_MAX_BYTES,
  type Receipt,
  receiptUploadFieldsSchema,
} from '@atrium/domain/contract/loyalty';
import { Button } from '@atrium/ui/button';
import { fieldMessages } from '@atrium/ui/form-errors';
import {
  fieldBlurHandler,
  FormField,
  submitHandler,
  TextField,
  useFocusFirstInvalid,
} from '@atrium/ui/form-field';
import { Points } from '@atrium/ui/price';
import { ReceiptUploadField } from '@atrium/ui/receipt-upload-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { contractValidator, errorMessage, placeApiErrors } from '../../common/form-errors';
import { Page } from '../../common/page';
import { NativeSelect, QueryView, useMemberFormats } from './member-ui';
import { rejectReasonText } from './reject-reasons';
import { PointsSummaryCard } from './points-summary-card';

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
        ? t`Receipt received. This receipt may have been submitted before, so the staff will check it before the points are added.`
        : t`Receipt received and waiting for approval. The points appear as soon as it is approved.`}{' '}
      <Link to="/$locale/receipts" params={{ locale }}>
        <Trans>My receipts</Trans>
      </Link>
    </div>
  );
}

type ReceiptValues = {
  company_id: string;
  amount: string;
  purchased_at: string;
  receipt_number: string;
  image: File | null;
};

function ReceiptUploadForm() {
  const { t, i18n } = useLingui();
  const { currencySymbol } = useMemberFormats();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const shops = useQuery(loyaltyShopsQueryOptions(locale));
  // A new key empties the file field after a successful upload.
  const [fileFieldKey, setFileFieldKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const fieldsValidator = contractValidator<ReceiptValues>(i18n, receiptUploadFieldsSchema);
  const mutation = useMutation({
    mutationFn: (upload: ReceiptUpload) => uploadReceipt(queryClient, upload),
  });
  const form = useForm({
    defaultValues: {
      company_id: '',
      amount: '',
      purchased_at: today(),
      receipt_number: '',
      image: null,
    } as ReceiptValues,
    validators: {
      onSubmit: ({ value }) => {
        const errors = fieldsValidator({ value }) ?? { fields: {} };
        if (!value.image) errors.fields.image = t`Add a photo of the receipt.`;
        return errors.form || Object.keys(errors.fields).length > 0 ? errors : undefined;
      },
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value, formApi }) => {
      const parsed = receiptUploadFieldsSchema.parse(value);
      try {
        const receipt = await mutation.mutateAsync({
          company_id: parsed.company_id,
          amount: value.amount.trim(),
          purchased_at: parsed.purchased_at,
          receipt_number: parsed.receipt_number,
          image: value.image!,
        });
        setOutcome({ receipt });
        // A new receipt starts from an empty, unjudged form (the shop and date are often the same).
        formApi.reset(
          { ...value, amount: '', receipt_number: '', image: null },
          { keepDefaultValues: true },
        );
        setFileFieldKey((k) => k + 1);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          setOutcome({ duplicate: true });
        } else {
          placeApiErrors(formApi, i18n, error);
          setOutcome({
            error:
              isApiError(error) && error.status === 422
                ? t`check the marked fields.`
                : errorMessage(i18n, error),
          });
        }
      }
    },
  });

  return (
    <form
      ref={ref}
      className="member-form"
      onSubmit={submitHandler(form, () => setOutcome(null))}
      noValidate
      aria-label={t`Upload a receipt`}
    >
      <form.Field name="company_id">
        {(field) => (
          <FormField field={field} label={t`Shop`} required>
            <QueryView query={shops} lines={1}>
              {(list) => (
                <NativeSelect
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.currentTarget.value)}
                  onBlur={fieldBlurHandler(field)}
                >
                  <option value="">{t`Choose the shop`}</option>
                  {list.map((shop) => (
                    <option key={shop.id} value={shop.id}>
                      {shop.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </QueryView>
          </FormField>
        )}
      </form.Field>
      <form.Field name="amount">
        {(field) => (
          <TextField
            field={field}
            label={t`Amount (${currencySymbol})`}
            required
            inputMode="decimal"
            placeholder="249,90"
          />
        )}
      </form.Field>
      <form.Field name="purchased_at">
        {(field) => (
          <TextField field={field} label={t`Purchase date`} required type="date" max={today()} />
        )}
      </form.Field>
      <form.Field name="receipt_number">
        {(field) => (
          <TextField field={field} label={t`Receipt number`} required autoComplete="off" />
        )}
      </form.Field>
      <form.Field name="image">
        {(field) => (
          <ReceiptUploadField
            key={fileFieldKey}
            label={t`Photo of the receipt`}
            accept={RECEIPT_FILE_TYPES}
            maxBytes={RECEIPT_MAX_BYTES}
            status={mutation.isPending ? 'uploading' : 'idle'}
            error={fieldMessages(field.state.meta)[0]}
            onFileChange={(chosen) => {
              field.handleChange(chosen);
              // A new photo answers the server's complaint about the old one.
              if (chosen)
                field.setMeta((meta) => ({
                  ...meta,
                  errorMap: { ...meta.errorMap, onServer: undefined },
                }));
            }}
          />
        )}
      </form.Field>
      {outcome && <OutcomeMessage outcome={outcome} />}
      <Button type="submit" block loading={mutation.isPending}>
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
