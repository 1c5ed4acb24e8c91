import {
  deskCardSchema,
  deskLookupQuerySchema,
  deskRedeemRequestSchema,
  deskRedemptionSchema,
  idempotencyKeySchema,
} from '@atrium/domain/contract/desk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { ok } from '../../http/contract';
import { success } from '../../http/envelope';
import { HttpError, parseInput } from '../../http/errors';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { useRewardAudited } from '../../staff/admin-operations';
import { lookUpReward } from './desk';

/**
 * The desk (registered in the `/v1/admin` scope, so a staff session with `rewards.use` or the key;
 * docs/console.md "Desk"):
 *
 * GET  /v1/admin/customer-rewards/lookup?code=&locale=   the card; changes nothing
 * POST /v1/admin/customer-rewards/use {code, idempotency_key?, locale?}
 *      (or `Idempotency-Key: …`) → 200 the card of the redeemed reward, `replayed` when an earlier
 *      request with the same key redeemed it; 409 used (with when and by whom) / expired / another
 *      mall's; 404 unknown; 422 a key already used for another code.
 */
export const deskRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (app, { ctx }) => {
  app.get(
    '/customer-rewards/lookup',
    { schema: { querystring: deskLookupQuerySchema, response: ok(deskCardSchema) } },
    async (request) =>
      success(
        await lookUpReward(ctx.db, request.tenant.id, request.query.code, request.query.locale),
      ),
  );

  // A missing body is read as {}: the same 422 on the code as an empty one.
  const use = { body: deskRedeemRequestSchema.nullish(), response: ok(deskRedemptionSchema) };
  app.post('/customer-rewards/use', { schema: use }, async (request) => {
    const body = parseInput(deskRedeemRequestSchema, request.body ?? {});
    const header = request.headers['idempotency-key'];
    const fromHeader =
      header === undefined
        ? undefined
        : parseInput(idempotencyKeySchema, Array.isArray(header) ? header[0] : header);
    if (fromHeader && body.idempotency_key && fromHeader !== body.idempotency_key) {
      throw new HttpError(422, 'The Idempotency-Key header and idempotency_key differ', {
        idempotency_key: ['Send the key once, or the same key in both'],
      });
    }
    const out = await useRewardAudited(ctx, request, {
      code: body.code,
      key: fromHeader ?? body.idempotency_key,
      locale: body.locale,
    });
    return success({ ...out.card, replayed: out.replayed });
  });
};
