import { randomInt } from 'node:crypto';

import type {
  CustomerRewardsQuery,
  CustomerRewardStatus,
  LimitPeriod,
} from '@atrium/domain/contract/loyalty';
import type { Paginated } from '@atrium/domain/contract/envelope';
import { rewards } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { customerRewards, rewardTerms } from '@atrium/server-db/schema/loyalty';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
} from 'drizzle-orm';

import { HttpError } from '../http/errors';
import { toJson } from '../http/list';
import { evaluateBadges } from './badges';
import { type Db, iso, withTransaction } from './db-util';
import { appendEntry, type CustomerKey, ensureBalanceRow, lockBalance } from './ledger';
import type { LoyaltyContext } from './receipts';

export type RewardRow = typeof rewards.$inferSelect;
export type CustomerRewardRow = typeof customerRewards.$inferSelect;

export const DEFAULT_TERMS = { limitPeriod: 'month' as LimitPeriod, redeemDays: 30 };

const DAY = 86_400_000;
/** Rolling windows: an activation counts against the limit for this long. */
export const PERIOD_MS: Record<LimitPeriod, number | null> = {
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
  ever: null,
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 characters from 32 (60 bits): unique index on code, collisions practically impossible. */
export function rewardCode(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

export function customerRewardStatus(
  row: CustomerRewardRow,
  now = new Date(),
): CustomerRewardStatus {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function customerRewardJson(
  row: CustomerRewardRow,
  reward: RewardRow | null,
  now = new Date(),
) {
  return {
    id: row.id,
    reward_id: row.rewardId,
    code: row.code,
    points_spent: row.pointsSpent,
    status: customerRewardStatus(row, now),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_at: iso(row.usedAt),
    reward: reward ? { ...toJson(reward), available: reward.stock > 0 } : null,
  };
}

async function termsOf(db: Db, rewardId: number) {
  const [t] = await db.select().from(rewardTerms).where(eq(rewardTerms.rewardId, rewardId));
  return t ?? { rewardId, ...DEFAULT_TERMS };
}

const conflict = (message: string) => new HttpError(409, message, { reward_id: [message] });

/**
 * Activates a reward for a member in one transaction (DESIGN section 4):
 * lock the member's balance row → check validity, the per-period limit and the balance →
 * insert the customer reward with a unique code → append the ledger debit → take one from stock
 * with a conditional UPDATE (stock > 0; none left rolls everything back), last so the reward
 * row, which every member's activation of it needs, is locked only until the commit. The balance
 * lock serialises one member's activations (limit and balance checks see every earlier one); the
 * conditional UPDATE never oversells.
 */
export async function activateReward(
  ctx: LoyaltyContext,
  key: CustomerKey,
  rewardId: number,
  now = new Date(),
) {
  const [reward] = await ctx.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.tenantId, key.tenantId)));
  if (!reward) throw new HttpError(404, 'Reward not found');
  if (now < reward.validFrom || now > reward.validTo) {
    throw conflict('This reward cannot be activated now (outside its validity)');
  }
  // Cheap early answer; the conditional UPDATE in the transaction is what guarantees it.
  if (reward.stock <= 0) throw conflict('This reward is out of stock');
  const terms = await termsOf(ctx.db, rewardId);
  await ensureBalanceRow(ctx.db, key);

  const result = await withTransaction(ctx.db, async (tx) => {
    const balance = await lockBalance(tx, key);
    const windowMs = PERIOD_MS[terms.limitPeriod];
    const [used] = await tx
      .select({ n: count() })
      .from(customerRewards)
      .where(
        and(
          eq(customerRewards.customerId, key.customerId),
          eq(customerRewards.rewardId, rewardId),
          windowMs === null
            ? undefined
            : gt(customerRewards.createdAt, new Date(now.getTime() - windowMs)),
        ),
      );
    if (Number(used?.n ?? 0) >= reward.perCustomerLimit) {
      throw conflict(
        terms.limitPeriod === 'ever'
          ? `You have reached the limit of this reward (${reward.perCustomerLimit})`
          : `You have reached the limit of this reward (${reward.perCustomerLimit} per ${terms.limitPeriod})`,
      );
    }
    if (balance < reward.points) {
      throw conflict(
        `Not enough points: the reward costs ${reward.points}, your balance is ${balance}`,
      );
    }
    const [row] = await tx
      .insert(customerRewards)
      .values({
        tenantId: key.tenantId,
        customerId: key.customerId,
        rewardId,
        code: rewardCode(),
        pointsSpent: reward.points,
        createdAt: now,
        expiresAt: new Date(
          Math.min(
            now.getTime() + terms.redeemDays * DAY,
            Math.max(reward.validTo.getTime(), now.getTime() + DAY),
          ),
        ),
      })
      .returning();
    let newBalance = balance;
    if (reward.points > 0) {
      ({ balance: newBalance } = await appendEntry(tx, key, {
        delta: -reward.points,
        reason: 'reward',
        reference: `customer-reward:${row!.id}`,
      }));
    }
    const [profile] = await tx.select().from(customers).where(eq(customers.id, key.customerId));
    await evaluateBadges(tx, key, profile ?? null, now);
    // Stock last: the hot reward row stays locked only until the commit that follows.
    const [stock] = await tx
      .update(rewards)
      .set({ stock: sql`${rewards.stock} - 1` })
      .where(and(eq(rewards.id, rewardId), gt(rewards.stock, 0)))
      .returning({ stock: rewards.stock });
    if (!stock) throw conflict('This reward is out of stock');
    return { row: row!, balance: newBalance, reward: { ...reward, stock: stock.stock } };
  });

  await ctx.events.rewardActivated(key.customerId, {
    id: result.row.id,
    reward_id: rewardId,
    code: result.row.code,
  });
  if (reward.points > 0) {
    await ctx.events.pointsUpdated(key.customerId, {
      balance: result.balance,
      delta: -reward.points,
    });
  }
  return customerRewardJson(result.row, result.reward, now);
}

export async function listCustomerRewards(
  db: Db,
  key: CustomerKey,
  q: CustomerRewardsQuery,
  now = new Date(),
): Promise<Paginated<ReturnType<typeof customerRewardJson>>> {
  const status =
    q.status === 'used'
      ? isNotNull(customerRewards.usedAt)
      : q.status === 'active'
        ? and(isNull(customerRewards.usedAt), gt(customerRewards.expiresAt, now))
        : q.status === 'expired'
          ? and(isNull(customerRewards.usedAt), lte(customerRewards.expiresAt, now))
          : undefined;
  const where = and(
    eq(customerRewards.customerId, key.customerId),
    eq(customerRewards.tenantId, key.tenantId),
    status,
  );
  const [totalRow] = await db.select({ n: count() }).from(customerRewards).where(where);
  const total = Number(totalRow?.n ?? 0);
  const rows = await db
    .select({ cr: customerRewards, reward: rewards })
    .from(customerRewards)
    .leftJoin(rewards, eq(rewards.id, customerRewards.rewardId))
    .where(where)
    .orderBy(desc(customerRewards.createdAt), desc(customerRewards.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows.map((r) => customerRewardJson(r.cr, r.reward, now)),
    current_page: q.page,
    last_page: Math.max(1, Math.ceil(total / q.per_page)),
    per_page: q.per_page,
    total,
  };
}

export async function getCustomerReward(db: Db, key: CustomerKey, id: number, now = new Date()) {
  const [r] = await db
    .select({ cr: customerRewards, reward: rewards })
    .from(customerRewards)
    .leftJoin(rewards, eq(rewards.id, customerRewards.rewardId))
    .where(
      and(
        eq(customerRewards.id, id),
        eq(customerRewards.customerId, key.customerId),
        eq(customerRewards.tenantId, key.tenantId),
      ),
    );
  return r ? customerRewardJson(r.cr, r.reward, now) : undefined;
}

/** Per-reward limits of the member: limit, period, used in the window, remaining. */
export async function rewardLimits(db: Db, key: CustomerKey, now = new Date()) {
  const list = await db
    .select({ reward: rewards, terms: rewardTerms })
    .from(rewards)
    .leftJoin(rewardTerms, eq(rewardTerms.rewardId, rewards.id))
    .where(and(eq(rewards.tenantId, key.tenantId), gte(rewards.validTo, now)))
    .orderBy(asc(rewards.points), asc(rewards.id));
  const ids = list.map((l) => l.reward.id);
  const mine = ids.length
    ? await db
        .select({ rewardId: customerRewards.rewardId, createdAt: customerRewards.createdAt })
        .from(customerRewards)
        .where(
          and(
            eq(customerRewards.customerId, key.customerId),
            inArray(customerRewards.rewardId, ids),
          ),
        )
    : [];
  return list.map(({ reward, terms }) => {
    const period = terms?.limitPeriod ?? DEFAULT_TERMS.limitPeriod;
    const windowMs = PERIOD_MS[period];
    const counted = mine
      .filter((m) => m.rewardId === reward.id)
      .filter((m) => windowMs === null || m.createdAt.getTime() > now.getTime() - windowMs)
      .map((m) => m.createdAt.getTime())
      .sort((a, b) => a - b);
    const oldest = counted[0];
    return {
      reward_id: reward.id,
      limit: reward.perCustomerLimit,
      period,
      used: counted.length,
      remaining: Math.max(0, reward.perCustomerLimit - counted.length),
      resets_at:
        oldest !== undefined && windowMs !== null
          ? new Date(oldest + windowMs).toISOString()
          : null,
    };
  });
}
