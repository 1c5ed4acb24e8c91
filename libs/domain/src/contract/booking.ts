import { z } from 'zod';

import { INT32_MAX, idSchema } from './integers';

/** Booking of services (`/v1/booking/*`). Prices are integer haléře. */

const id = idSchema();

/** `POST /v1/booking/orders` (bearer token). */
export const createBookingOrderRequestSchema = z.object({
  services: z
    .array(
      z.object({
        service_id: id,
        quantity: z.coerce.number().int().min(1, 'At least 1').max(20, 'At most 20').default(1),
        option_ids: z
          .array(z.union([z.string().max(100), z.number().int().min(0).max(INT32_MAX)]))
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

/** `GET /v1/booking/options?service_id=` query. */
export const bookingOptionsQuerySchema = z.object({ service_id: id.optional() });

/** An option of a service (`booking_services.options`); price in haléře. */
export const bookingServiceOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
});
export type BookingServiceOption = z.infer<typeof bookingServiceOptionSchema>;

/** `GET /v1/booking/services` items. */
export const bookingServiceSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  duration_minutes: z.number().int(),
  options: z.array(bookingServiceOptionSchema),
  image: z.string().nullable(),
  translations: z.array(z.looseObject({ locale: z.string() })),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

/** `GET /v1/booking/options` items: the options of every service (or one). */
export const bookingOptionSchema = bookingServiceOptionSchema.extend({
  service_id: z.number().int(),
});
export type BookingOption = z.infer<typeof bookingOptionSchema>;

export const bookingOrderItemSchema = z.object({
  kind: z.enum(['service', 'option']),
  service_id: z.number().int().nullable(),
  option_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
});
export type BookingOrderItem = z.infer<typeof bookingOrderItemSchema>;

export const bookingOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'cancelled', 'done']),
  scheduled_at: z.string(),
  note: z.string(),
  total: z.number().int(),
  items: z.array(bookingOrderItemSchema),
  created_at: z.string(),
});
export type BookingOrder = z.infer<typeof bookingOrderSchema>;
