import { parkingCountSchema, parkingFreeRequestSchema } from '@atrium/domain/contract/content';
import { parkingChannel } from '@atrium/domain/realtime-events';
import { options } from '@atrium/server-db/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, notFound, parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';

/**
 * PUT /v1/admin/parking {free} — the car park's free spaces, from its counting system (with the
 * mall's automation key) or an owner (permission `parking`). The count is stored in the mall's
 * parking options (`GET /v1/options/parking` answers it) and sent as `parking.updated`
 * {free, capacity} on the mall's cache channel, so open parking pages change at once and a page
 * opened later gets the last count on subscribe (docs/realtime.md). More than the capacity is
 * refused (422). A count from the key is telemetry, sent every few seconds, and not audited; an
 * owner's is.
 */
export const adminParkingRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: parkingFreeRequestSchema.nullish(), response: ok(parkingCountSchema) };
  app.put('/parking', { schema }, async (request) => {
    const { free } = parseInput(parkingFreeRequestSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const count = await withTransaction(app.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(options)
        .where(and(eq(options.tenantId, tenantId), eq(options.key, 'parking')))
        .for('update');
      if (!row) throw notFound('Parking options');
      const stored = row.value as { free?: unknown; capacity?: unknown };
      const capacity = typeof stored.capacity === 'number' ? stored.capacity : 0;
      if (free > capacity) {
        throw new HttpError(422, 'The given data was invalid', {
          free: [`At most the capacity, ${capacity}`],
        });
      }
      await tx
        .update(options)
        .set({ value: { ...stored, free } })
        .where(and(eq(options.tenantId, tenantId), eq(options.key, 'parking')));
      if (actor.type === 'staff') {
        await writeAudit(tx, requestAuditContext(request, actor), {
          action: 'parking.update',
          targetType: 'parking',
          targetId: tenantId,
          before: { free: stored.free ?? null },
          after: { free },
        });
      }
      return { free, capacity };
    });
    markAudited(request);
    // After the commit: a page never shows a count the database does not hold.
    void app.realtime?.publish(parkingChannel(tenantId), 'parking.updated', count);
    return success(count);
  });
};
