import { RECEIPT_HOLD_REASONS, type ReceiptHoldReason } from '@atrium/domain/contract/loyalty';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { api } from '../api';
import { FieldSelect } from '../components/select';
import type { ReceiptFilters } from '../staff-lookup-api';
import { HOLD_REASON_LABELS, STATUS_LABELS } from './receipt-labels';

/**
 * The receipt queue's filters (docs/console.md "Receipts"): the state, why it is held, the shop,
 * days of the purchase or the upload, and the member by part of their name, e-mail or phone. Each
 * change asks the API again (`GET /v1/admin/receipts?…`); the member's text when submitted.
 */
export type ReceiptStatus = 'pending' | 'approved' | 'rejected';
export interface QueueFilters extends ReceiptFilters {
  status: ReceiptStatus;
}
export const NO_FILTERS: QueueFilters = { status: 'pending' };

/** Whether anything narrows the waiting receipts beyond "waiting". */
export const isFiltered = (f: QueueFilters) =>
  Object.entries(f).some(([key, value]) => key !== 'status' && value !== undefined);

/** The mall's shops by name, for the shop filter (the site's own list, every page). */
const shopsQuery = (language: string) =>
  queryOptions({
    queryKey: ['receipt-filter-shops', language],
    queryFn: async ({ signal }) => {
      const shops: { id: number; name: string }[] = [];
      const locale = language === 'cs' ? 'cz' : language;
      for (let page = 1; page <= 20; page++) {
        const answer = await api().get('/v1/companies', { per_page: 48, page }, { signal });
        for (const c of answer.data) {
          const names = c.translations as { locale: string; title?: string }[];
          const name =
            names.find((n) => n.locale === locale)?.title || names.find((n) => n.title)?.title;
          shops.push({ id: c.id, name: name || c.slug });
        }
        if (page >= answer.last_page) break;
      }
      return shops.sort((a, b) => a.name.localeCompare(b.name, language));
    },
    staleTime: 10 * 60_000,
  });

export function ReceiptFilterBar({
  value,
  onChange,
}: {
  value: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const shops = useQuery(shopsQuery(i18n.locale));
  const [member, setMember] = useState(value.member ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<QueueFilters>) => onChange({ ...value, ...change });
  const day = (text: string) => text || undefined;
  return (
    <form
      className="console-form-row"
      role="search"
      aria-label={t`Filter the receipts`}
      onSubmit={(e) => {
        e.preventDefault();
        const text = member.trim();
        if (text.length === 1) {
          setProblem(t`Enter at least 2 characters of a name, e-mail or phone number.`);
          return;
        }
        setProblem(null);
        set({ member: text || undefined });
      }}
    >
      <Field label={<Trans>State</Trans>}>
        <FieldSelect
          value={value.status}
          onChange={(e) => set({ status: e.target.value as ReceiptStatus })}
        >
          {(['pending', 'approved', 'rejected'] as const).map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </FieldSelect>
      </Field>
      <Field label={<Trans>Held because</Trans>}>
        <FieldSelect
          value={value.hold_reason ?? ''}
          onChange={(e) =>
            set({ hold_reason: (e.target.value || undefined) as ReceiptHoldReason | undefined })
          }
        >
          <option value="">{t`Any reason`}</option>
          {RECEIPT_HOLD_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {i18n._(HOLD_REASON_LABELS[reason])}
            </option>
          ))}
        </FieldSelect>
      </Field>
      <Field label={<Trans>Shop</Trans>}>
        <FieldSelect
          value={value.company_id ? String(value.company_id) : ''}
          onChange={(e) => set({ company_id: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">{t`Any shop`}</option>
          {(shops.data ?? []).map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </FieldSelect>
      </Field>
      <Field label={<Trans>Days of</Trans>}>
        <FieldSelect
          value={value.day ?? 'uploaded'}
          onChange={(e) => set({ day: e.target.value as 'purchased' | 'uploaded' })}
        >
          <option value="uploaded">{t`Upload`}</option>
          <option value="purchased">{t`Purchase`}</option>
        </FieldSelect>
      </Field>
      <Field label={<Trans>From</Trans>}>
        <Input
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(e) => set({ from: day(e.currentTarget.value) })}
        />
      </Field>
      <Field label={<Trans>To</Trans>}>
        <Input
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(e) => set({ to: day(e.currentTarget.value) })}
        />
      </Field>
      <Field label={<Trans>Member</Trans>} error={problem ?? undefined}>
        <Input
          type="search"
          value={member}
          placeholder={t`Name, e-mail or phone`}
          onChange={(e) => setMember(e.currentTarget.value)}
          autoComplete="off"
        />
      </Field>
      <div className="console-actions">
        <Button type="submit" variant="outline">
          <Trans>Find</Trans>
        </Button>
        {(isFiltered(value) || value.status !== 'pending') && (
          <Button
            variant="ghost"
            onClick={() => {
              setMember('');
              setProblem(null);
              onChange(NO_FILTERS);
            }}
          >
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
