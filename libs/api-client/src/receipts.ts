import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { getApiClient } from './configure';
import { pointsKeys } from './points';

export const receiptsKeys = {
  all: ['me', 'receipts'] as const,
  list: (page: number) => [...receiptsKeys.all, 'list', page] as const,
};

/** `GET /v1/me/receipts` (newest first). */
export function receiptsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: receiptsKeys.list(page),
    queryFn: ({ signal }) =>
      getApiClient().get('/v1/me/receipts', { page, per_page: 24 }, { signal }),
  });
}

export type ReceiptUpload = {
  company_id: number;
  amount: string;
  purchased_at: string;
  receipt_number: string;
  image: File | Blob;
};

/**
 * `POST /v1/me/receipts` (multipart). An auto-approved receipt moves points, so the points queries
 * are refreshed with the receipts.
 */
export async function uploadReceipt(queryClient: QueryClient, upload: ReceiptUpload) {
  const form = new FormData();
  form.append('company_id', String(upload.company_id));
  form.append('amount', upload.amount);
  form.append('purchased_at', upload.purchased_at);
  form.append('receipt_number', upload.receipt_number);
  form.append('image', upload.image);
  const receipt = (await getApiClient().post('/v1/me/receipts', form)).data;
  await invalidateReceipts(queryClient);
  return receipt;
}

export function invalidateReceipts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: receiptsKeys.all }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  ]);
}

export type LoyaltyShop = { id: number; name: string };

/**
 * The shops a receipt can be for: every company of the mall that takes part in the programme
 * (`accepts_loyalty`), all pages of `GET /v1/companies`, sorted by name.
 */
export function loyaltyShopsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['companies', 'loyalty-shops', locale] as const,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const client = getApiClient();
      const shops: LoyaltyShop[] = [];
      for (let page = 1; page <= 20; page++) {
        const result = await client.get('/v1/companies', { page, per_page: 48 }, { signal });
        for (const company of result.data) {
          if (!company.accepts_loyalty) continue;
          const entry =
            company.translations.find((t) => t.locale === locale) ?? company.translations[0];
          shops.push({ id: company.id, name: entry?.title ?? `#${company.id}` });
        }
        if (page >= result.last_page) break;
      }
      return shops.sort((a, b) => a.name.localeCompare(b.name, locale));
    },
  });
}
