import { z } from 'zod';

/**
 * What OCR read from a receipt photo, shown to staff beside what the member entered
 * (`reading` of `GET /v1/admin/receipts` items; docs/loyalty.md "Reading receipts"). Null when
 * the receipt was not read (a PDF, OCR off, stored before reading existed).
 */
export const receiptReadingSchema = z.object({
  status: z.enum(['queued', 'read', 'failed']).describe('queued: not read yet'),
  amount: z.string().nullable().describe('the total read, CZK decimal; null: not found'),
  amount_minor: z.number().int().nullable(),
  purchased_at: z.string().nullable().describe('the date read, YYYY-MM-DD'),
  company_number: z.string().nullable().describe('the IČO read (8 digits, check digit valid)'),
  error: z.string().nullable().describe('why reading failed (time-out, queue full, …)'),
  read_at: z.string().nullable(),
});
export type ReceiptReadingJson = z.infer<typeof receiptReadingSchema>;
