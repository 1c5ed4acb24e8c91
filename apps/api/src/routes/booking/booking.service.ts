import type { BookingOrder, CreateBookingOrderRequest } from '@atrium/domain/contract/booking';
import type { Paginated } from '@atrium/domain/contract/envelope';
import type { Database } from '@atrium/server-db/database';
import { bookingServices } from '@atrium/server-db/schema';
import { bookingOrderItems, bookingOrders } from '@atrium/server-db/schema/accounts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';

import { HttpError } from '../../http/errors';
import { toJson } from '../../http/list';

type ServiceRow = typeof bookingServices.$inferSelect;
/** An option inside `booking_services.options` (seed: {id, name, price}); price in haléře. */
export interface ServiceOption {
  id: string;
  name: string;
  price: number;
}

export function serviceOptions(row: ServiceRow): ServiceOption[] {
  return (row.options ?? []).flatMap((o) => {
    const id = o['id'];
    if (id === undefined || id === null) return [];
    return [
      {
        id: String(id),
        name: typeof o['name'] === 'string' ? o['name'] : String(id),
        price: typeof o['price'] === 'number' ? Math.round(o['price']) : 0,
      },
    ];
  });
}

export function serviceTitle(row: ServiceRow, locale = 'en'): string {
  const t = row.translations.find((x) => x.locale === locale) ?? row.translations[0];
  return t?.['title'] ?? t?.['name'] ?? `Service ${row.id}`;
}

export async function listServices(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(bookingServices)
    .where(eq(bookingServices.tenantId, tenantId))
    .orderBy(asc(bookingServices.id));
  return rows.map((r) => ({ ...toJson(r), options: serviceOptions(r) }));
}

export async function listOptions(db: Database, tenantId: string, serviceId?: number) {
  const rows = await db
    .select()
    .from(bookingServices)
    .where(
      and(
        eq(bookingServices.tenantId, tenantId),
        serviceId ? eq(bookingServices.id, serviceId) : undefined,
      ),
    )
    .orderBy(asc(bookingServices.id));
  return rows.flatMap((r) => serviceOptions(r).map((o) => ({ ...o, service_id: r.id })));
}

type Key = { tenantId: string; customerId: number };
type OrderRow = typeof bookingOrders.$inferSelect;
type ItemRow = typeof bookingOrderItems.$inferSelect;

function orderJson(o: OrderRow, items: ItemRow[]): BookingOrder {
  return {
    id: o.id,
    status: o.status as BookingOrder['status'],
    scheduled_at: o.scheduledAt.toISOString(),
    note: o.note,
    total: o.totalCents,
    items: items.map((i) => ({
      kind: i.kind as 'service' | 'option',
      service_id: i.serviceId,
      option_id: i.optionId,
      name: i.name,
      quantity: i.quantity,
      unit_price: i.unitPriceCents,
    })),
    created_at: o.createdAt.toISOString(),
  };
}

/** Creates an order from services of the tenant and their options, in one transaction. */
export async function createOrder(
  db: Database,
  k: Key,
  input: {
    services: { service_id: number; quantity: number; option_ids: (string | number)[] }[];
    scheduled_at: string;
    note: string;
  },
): Promise<BookingOrder> {
  const ids = [...new Set(input.services.map((s) => s.service_id))];
  const rows = await db
    .select()
    .from(bookingServices)
    .where(and(eq(bookingServices.tenantId, k.tenantId), inArray(bookingServices.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  const items: Omit<ItemRow, 'id' | 'orderId'>[] = [];
  input.services.forEach((s, i) => {
    const service = byId.get(s.service_id);
    if (!service) {
      errors[`services.${i}.service_id`] = ['Unknown service'];
      return;
    }
    items.push({
      kind: 'service',
      serviceId: service.id,
      optionId: null,
      name: serviceTitle(service),
      quantity: s.quantity,
      unitPriceCents: 0,
    });
    const options = serviceOptions(service);
    s.option_ids.forEach((raw, j) => {
      const option = options.find((o) => o.id === String(raw));
      if (!option) {
        errors[`services.${i}.option_ids.${j}`] = ['Unknown option of this service'];
        return;
      }
      items.push({
        kind: 'option',
        serviceId: service.id,
        optionId: option.id,
        name: option.name,
        quantity: s.quantity,
        unitPriceCents: option.price,
      });
    });
  });
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid', errors);
  const total = items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        ...k,
        scheduledAt: new Date(input.scheduled_at),
        note: input.note,
        totalCents: total,
      })
      .returning();
    const saved = await tx
      .insert(bookingOrderItems)
      .values(items.map((i) => ({ ...i, orderId: order!.id })))
      .returning();
    return orderJson(order!, saved);
  });
}

export async function listOrders(
  db: Database,
  k: Key,
  page: { page: number; per_page: number },
): Promise<Paginated<BookingOrder>> {
  const mine = and(
    eq(bookingOrders.tenantId, k.tenantId),
    eq(bookingOrders.customerId, k.customerId),
  );
  const [total] = await db.select({ n: count() }).from(bookingOrders).where(mine);
  const orders = await db
    .select()
    .from(bookingOrders)
    .where(mine)
    .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const items = orders.length
    ? await db
        .select()
        .from(bookingOrderItems)
        .where(
          inArray(
            bookingOrderItems.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(bookingOrderItems.id))
    : [];
  const n = Number(total?.n ?? 0);
  return {
    data: orders.map((o) =>
      orderJson(
        o,
        items.filter((i) => i.orderId === o.id),
      ),
    ),
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(n / page.per_page)),
    per_page: page.per_page,
    total: n,
  };
}

export type { CreateBookingOrderRequest };
