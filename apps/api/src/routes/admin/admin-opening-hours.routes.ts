import {
  editableZone,
  openingHoursUpdateSchema,
  type EditableZone,
} from '@atrium/domain/contract/opening-hours';
import { openingHoursSchema } from '@atrium/domain/opening-hours';
import { mallChannel } from '@atrium/domain/realtime-events';
import { malls } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseInput } from '../../http/errors';
import { withTransaction, type Db } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';

/** The tenant's own mall (the first, as `GET /v1/malls` lists it), locked when `forUpdate`. */
async function ownMall(db: Db, tenantId: string, forUpdate = false) {
  const query = db
    .select({ id: malls.id, profile: malls.profile })
    .from(malls)
    .where(eq(malls.tenantId, tenantId))
    .orderBy(asc(malls.position), asc(malls.id))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw notFound('Mall');
  return row;
}

/** What is stored, in the editable shape; stored hours the site could not read count as none. */
function storedZones(profile: Record<string, unknown>): EditableZone[] {
  const parsed = openingHoursSchema.safeParse(profile['opening_hours'] ?? []);
  return parsed.success ? parsed.data.map(editableZone) : [];
}

/**
 * The mall's opening hours for staff with the `content` permission (owners, content editors, the
 * automation key), docs/api.md "Opening hours":
 *
 * GET /v1/admin/opening-hours   every zone: all seven days (null = closed), exceptions by date
 * PUT /v1/admin/opening-hours   {opening_hours: [zone, …]}, every zone whole (the list replaces
 *                               the stored one; a zone left out is removed)
 *
 * The body is checked whole (times, dates, one `default` zone, each zone and date once) before
 * anything is written; a change is audited with the zones before and after in its transaction.
 * After the commit the mall's cached answers go and `content.updated` {type: 'mall'} is sent on
 * the mall's channel, so the site server's page cache and open pages show the new hours.
 */
export const adminOpeningHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { response: ok(openingHoursUpdateSchema) };
  app.get('/opening-hours', { schema: answer }, async (request) => {
    const mall = await ownMall(app.db, request.tenant.id);
    return success({ opening_hours: storedZones(mall.profile) });
  });

  const put = { body: openingHoursUpdateSchema.nullish(), ...answer };
  app.put('/opening-hours', { schema: put }, async (request) => {
    const { opening_hours: given } = parseInput(openingHoursUpdateSchema, request.body ?? {});
    // Stored and answered as GET answers it: exceptions in date order.
    const zones = given.map((zone) => ({
      ...zone,
      exceptions: [...zone.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
    }));
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    await withTransaction(app.db, async (tx) => {
      const mall = await ownMall(tx, tenantId, true);
      await tx
        .update(malls)
        .set({ profile: { ...mall.profile, opening_hours: zones } })
        .where(eq(malls.id, mall.id));
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'opening-hours.update',
        targetType: 'mall',
        targetId: String(mall.id),
        before: { opening_hours: storedZones(mall.profile) },
        after: { opening_hours: zones },
      });
    });
    markAudited(request);
    // After the commit: this process's cached answers first, then everyone who listens.
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type: 'mall' });
    return success({ opening_hours: zones });
  });
};
