import { memberFoundSchema, memberSearchQuerySchema } from '@atrium/domain/contract/admin-lookup';
import { idPathSchema } from '@atrium/domain/contract/content';
import {
  adminMemberSchema,
  adminMembersQuerySchema,
  adminPointsEntrySchema,
  customerRewardSchema,
  customerRewardsQuerySchema,
  pointsHistoryQuerySchema,
} from '@atrium/domain/contract/loyalty';
import { customers } from '@atrium/server-db/schema/accounts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ok, paged } from '../../http/contract';
import { success } from '../../http/envelope';
import { notFound, parseId } from '../../http/errors';
import type { Db } from '../../loyalty/db-util';
import { getBalance, pointsHistory, type CustomerKey } from '../../loyalty/ledger';
import { listCustomerRewards } from '../../loyalty/rewards';
import type { LoyaltyRouteOptions } from '../../loyalty/route-options';
import { memberTier } from '../../loyalty/tiers';
import { requestAuditContext, writeAudit } from '../../staff/audit';
import { actorOf } from '../../staff/authenticate';
import { searchMembers } from './member-search';
import { describePointsEntries } from './points-history-described';

/**
 * Members as staff see them (permission `members`: owners, desk, support; the automation key),
 * registered inside the admin scope (admin.routes.ts), so its access check applies:
 *
 * GET /v1/admin/members?email=                      the member with that exact address, or none
 * GET /v1/admin/members/search?q&page&per_page      by part of a name, e-mail or phone (paged)
 * GET /v1/admin/members/:id                         who, balance, tier
 * GET /v1/admin/members/:id/points-history          the ledger, newest first (paged), each row
 *                                                   with what it names (points-history-described.ts)
 * GET /v1/admin/members/:id/customer-rewards        their rewards (paged; ?status)
 *
 * Deleted members (tombstones) and other malls' members are not found. A correction is
 * `POST /v1/admin/points/adjust`: a new ledger row, never an edit.
 *
 * Reading a member's data is personal data shown to staff, so every answer above is audited
 * (`member.lookup` with the member found, or none — the e-mail searched is not stored;
 * `member.search` with how many were found — nor is the search text; `member.view` with the part
 * read) before it is sent: no audit row, no answer.
 */
type CustomerRow = typeof customers.$inferSelect;

async function findMember(db: Db, tenantId: string, where: { id: number } | { email: string }) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        isNull(customers.deletedAt),
        'id' in where ? eq(customers.id, where.id) : eq(customers.email, where.email),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function memberJson(db: Db, row: CustomerRow): Promise<z.infer<typeof adminMemberSchema>> {
  const key: CustomerKey = { tenantId: row.tenantId, customerId: row.id };
  const [balance, tier] = await Promise.all([getBalance(db, key), memberTier(db, key)]);
  return {
    id: row.id,
    email: row.email ?? '',
    first_name: row.firstName,
    last_name: row.lastName,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
    balance,
    tier: tier.tier?.slug ?? null,
    tier_names: Object.fromEntries(
      (tier.tier?.translations ?? []).flatMap((t) =>
        typeof t.name === 'string' && t.name ? [[t.locale, t.name]] : [],
      ),
    ),
  };
}

export const adminMembersRoutes: FastifyPluginAsyncZod<LoyaltyRouteOptions> = async (
  app,
  { ctx },
) => {
  /** The member of the path's id in this mall; 404 otherwise. */
  const memberOf = async (request: FastifyRequest): Promise<CustomerRow> => {
    const row = await findMember(ctx.db, request.tenant.id, {
      id: parseId(request.params, 'Member'),
    });
    if (!row) throw notFound('Member');
    return row;
  };
  const keyOf = (row: CustomerRow): CustomerKey => ({
    tenantId: row.tenantId,
    customerId: row.id,
  });
  type Part = 'profile' | 'points-history' | 'customer-rewards';
  const audited = (
    request: FastifyRequest,
    action: 'member.lookup' | 'member.search' | 'member.view',
    memberId: number | null,
    after: { found: boolean } | { part: Part } | { results: number },
  ) =>
    writeAudit(ctx.db, requestAuditContext(request, actorOf(request)), {
      action,
      targetType: 'member',
      targetId: memberId,
      after,
    });
  /** The member of the path's id, with the read of `part` audited. */
  const viewed = async (request: FastifyRequest, part: Part): Promise<CustomerRow> => {
    const row = await memberOf(request);
    await audited(request, 'member.view', row.id, { part });
    return row;
  };

  app.get(
    '/members',
    { schema: { querystring: adminMembersQuerySchema, response: ok(z.array(adminMemberSchema)) } },
    async (request) => {
      const row = await findMember(ctx.db, request.tenant.id, { email: request.query.email });
      await audited(request, 'member.lookup', row?.id ?? null, { found: row !== null });
      return success(row ? [await memberJson(ctx.db, row)] : []);
    },
  );

  app.get(
    '/members/search',
    { schema: { querystring: memberSearchQuerySchema, response: paged(memberFoundSchema) } },
    async (request) => {
      const page = await searchMembers(ctx.db, request.tenant.id, request.query);
      await audited(request, 'member.search', null, { results: page.total });
      return success(page);
    },
  );

  app.get(
    '/members/:id',
    { schema: { params: idPathSchema, response: ok(adminMemberSchema) } },
    async (request) => success(await memberJson(ctx.db, await viewed(request, 'profile'))),
  );

  app.get(
    '/members/:id/points-history',
    {
      schema: {
        params: idPathSchema,
        querystring: pointsHistoryQuerySchema,
        response: paged(adminPointsEntrySchema),
      },
    },
    async (request) => {
      const key = keyOf(await viewed(request, 'points-history'));
      const page = await pointsHistory(ctx.db, key, request.query);
      return success({
        ...page,
        data: await describePointsEntries(ctx.db, key.tenantId, page.data),
      });
    },
  );

  app.get(
    '/members/:id/customer-rewards',
    {
      schema: {
        params: idPathSchema,
        querystring: customerRewardsQuerySchema,
        response: paged(customerRewardSchema),
      },
    },
    async (request) =>
      success(
        await listCustomerRewards(
          ctx.db,
          keyOf(await viewed(request, 'customer-rewards')),
          request.query,
        ),
      ),
  );
};
