import { z } from 'zod';

/** Booking of services (`/v1/booking/*`). Prices are integer haléře. */

const id = z.coerce
  .number({ error: 'Must be a number' })
  .int()
  .positive('Must be a positive id')
  .max(2_147_483_647, 'Unknown id');

/** `POST /v1/booking/orders` (bearer token). */
export const createBookingOrderRequestSchema = z.object({
  services: z
    .array(
      z.object({
        service_id: id,
        quantity: z.coerce.number().int().min(1, 'At least 1').max(20, 'At most 20').default(1),
        option_ids: z
          .array(z.union([z.string().max(100), z.number().int()]))
          .max(20)
          .default([]),
      }),
      { error: 'Choose at least one service' },
    )
    .min(1, 'Choose at least one service')
    .max(10, 'At most 10 services'),
  scheduled_at: z.iso
    .datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2026-12-01T10:00:00+01:00' })
    .refine((v) => new Date(v).getTime() > Date.now(), 'Choose a time in the future'),
  note: z.string({ error: 'Must be text' }).trim().max(1000, 'At most 1000 characters').default(''),
});
export type CreateBookingOrderRequest = z.input<typeof createBookingOrderRequestSchema>;

export interface BookingOrderItem {
  kind: 'service' | 'option';
  service_id: number | null;
  option_id: string | null;
  name: string;
  quantity: number;
  unit_price: number;
}

export interface BookingOrder {
  id: number;
  status: 'pending' | 'confirmed' | 'cancelled' | 'done';
  scheduled_at: string;
  note: string;
  total: number;
  items: BookingOrderItem[];
  created_at: string;
}
