import { mallSettingsPatchSchema, mallSettingsSchema } from '@atrium/domain/contract/mall-settings';
import { mallChannel } from '@atrium/domain/realtime-events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { parseInput } from '../../http/errors';
import { withTransaction } from '../../loyalty/db-util';
import { markAudited } from '../../staff/admin-access';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { readMallSettings, updateMallSettings } from './admin-settings.service';

/**
 * The mall's settings for its owners (permission `settings`: owners only, not the automation key;
 * others get the audited 403 of staff/admin-access.ts), docs/api.md "Mall settings":
 *
 * GET   /v1/admin/settings   feature flags, palette, menus (and the names they may list), loyalty rules
 * PATCH /v1/admin/settings   {features?, colors?, color_roles?, menus?, texts?, images?, loyalty?}, each
 *                            with the keys that change; footer_items: the footer's links, all in order;
 *                            inactive_locales: the languages the site does not offer (never the
 *                            default); amenity_redirect_links: [{amenity, url}], all of them;
 *                            documents: {documents_<name>: address} of the ones that move
 *
 * A change is audited with the changed keys before and after, in its transaction. After the
 * commit the API drops the mall's cached answers and sends `content.updated` {type: 'settings'}
 * on the mall's channel, so the site server's page cache and open pages refresh too. The
 * loyalty rules are the ones the ledger reads on the next receipt (loyalty/rules.ts).
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { response: ok(mallSettingsSchema) } }, async (request) =>
    success(await readMallSettings(app.db, request.tenant.id)),
  );

  const patch = { body: mallSettingsPatchSchema.nullish(), response: ok(mallSettingsSchema) };
  app.patch('/settings', { schema: patch }, async (request) => {
    const body = parseInput(mallSettingsPatchSchema, request.body ?? {});
    const tenantId = request.tenant.id;
    const actor = actorOf(request);
    const after = await withTransaction(app.db, async (tx) => {
      const result = await updateMallSettings(tx, tenantId, body);
      await writeAudit(tx, requestAuditContext(request, actor), {
        action: 'settings.update',
        targetType: 'settings',
        targetId: tenantId,
        before: result.audit.before,
        after: result.audit.after,
      });
      return result.after;
    });
    markAudited(request);
    // After the commit: this process's cached answers first, then everyone who listens.
    app.responseCaches.clearTenant(tenantId);
    void app.realtime?.publish(mallChannel(tenantId), 'content.updated', { type: 'settings' });
    return success(after);
  });
};
