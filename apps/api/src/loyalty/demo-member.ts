import { DEMO_MEMBER, seedDemoMembers } from '@atrium/server-db/seed/members';
import { demoMinor } from '@atrium/server-db/seed/money';
import { TENANTS } from '@atrium/server-db/seed/tenants';
import { companies, rewards } from '@atrium/server-db/schema';
import { customers } from '@atrium/server-db/schema/accounts';
import { pointsEntries, receipts } from '@atrium/server-db/schema/loyalty';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

import { type CustomerKey, getBalance } from './ledger';
import { readReceiptFile } from './receipt-file';
import {
  approveReceipt,
  type LoyaltyContext,
  localDay,
  rejectReceipt,
  submitReceipt,
} from './receipts';
import { activateReward } from './rewards';

const DAY = 86_400_000;

/**
 * What the demo member did, oldest first. Amounts in haléře. No receipt is approved at upload:
 * each waits until its reading or the staff decide (docs/loyalty.md); the demo's photos carry no
 * IČO to read, so the staff decided these, and the last one still waits.
 */
const HISTORY = [
  { daysAgo: 20, shop: 0, amount: 124_900, staff: { approve: true } },
  { daysAgo: 13, shop: 1, amount: 48_000, staff: { approve: true } },
  { daysAgo: 8, shop: 2, amount: 320_000, staff: { approve: true } },
  {
    daysAgo: 5,
    shop: 0,
    amount: 245_000,
    staff: { approve: false, reason: 'number-mismatch' },
  },
  { daysAgo: 1, shop: 1, amount: 289_000, staff: null },
] as const;

/** Where each demo photo was taken: the table's colour and the receipt's top-left corner. */
const PHOTOS = [
  { table: '#8b5a2b', at: [60, 40] },
  { table: '#5f6b73', at: [300, 150] },
  { table: '#2f4f6f', at: [180, 90] },
  { table: '#6b7f4a', at: [320, 30] },
  { table: '#a08060', at: [40, 170] },
] as const;

/**
 * A phone photo of a receipt on a table (720 × 960, a real upload's size) with its number and
 * total. Each lies on another table at another place, so no two demo photos look alike to the
 * near-duplicate check (receipt-file.ts), just as two real photos would not.
 */
function receiptPhoto(index: number, number: string, total: string): Promise<Buffer> {
  const { table, at } = PHOTOS[index % PHOTOS.length]!;
  const height = 760 - ((index * 41) % 160);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="960">
    <rect width="720" height="960" fill="${table}"/>
    <g transform="translate(${at[0]} ${at[1]})">
      <rect width="360" height="${height}" fill="#fffdf5"/>
      <text x="180" y="60" font-family="monospace" font-size="30" text-anchor="middle">RECEIPT</text>
      <text x="24" y="130" font-family="monospace" font-size="22">No. ${number}</text>
      <text x="24" y="${height - 60}" font-family="monospace" font-size="26">TOTAL ${total}</text>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The demo member (`demo@atrium.example` / `Demo12345`, seed/members.ts) of a fresh `npm start`,
 * with a history made by the loyalty engine itself, so balance, ledger, tier and badges agree:
 * three receipts approved by the staff, one rejected with a reason, one still waiting, and a
 * reward activated. Tenants where the member already has receipts are left alone.
 */
export async function seedDemoMemberActivity(ctx: LoyaltyContext, now = new Date()): Promise<void> {
  await seedDemoMembers(ctx.db, TENANTS);
  for (const tenant of TENANTS) {
    const [member] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.tenantId, tenant.id), eq(customers.email, DEMO_MEMBER.email)));
    if (!member) continue;
    const key: CustomerKey = { tenantId: tenant.id, customerId: member.id };
    const [existing] = await ctx.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.customerId, member.id))
      .limit(1);
    if (existing) continue;
    const shops = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.tenantId, tenant.id), eq(companies.acceptsLoyalty, true)))
      .orderBy(asc(companies.id))
      .limit(3);
    if (shops.length === 0) continue;

    for (const [index, step] of HISTORY.entries()) {
      const at = new Date(now.getTime() - step.daysAgo * DAY);
      // The history is written in haléře; a mall in euros gets it at the demo rate.
      const amount = demoMinor(tenant, step.amount / 100);
      const number = `DEMO-${tenant.id.slice(0, 3).toUpperCase()}-${1001 + index}`;
      const total = `${tenant.currency} ${(amount / 100).toFixed(2)}`;
      const photo = await readReceiptFile(await receiptPhoto(index, number, total));
      const fields = {
        company_id: shops[step.shop % shops.length]!.id,
        amount,
        purchased_at: localDay(at),
        receipt_number: number,
      };
      const receipt = await submitReceipt(ctx, key, fields, photo, at);
      if (!step.staff) continue;
      const reviewedAt = new Date(at.getTime() + DAY / 4);
      if (step.staff.approve) await approveReceipt(ctx, tenant.id, receipt.id, 'staff', reviewedAt);
      else
        await rejectReceipt(
          ctx,
          tenant.id,
          receipt.id,
          { reason: step.staff.reason },
          'staff',
          reviewedAt,
        );
    }

    // The ledger stamps entries with the database clock: date them when their receipts were
    // approved, so the history and the chart spread over the weeks.
    const approved = await ctx.db
      .select({ id: receipts.id, reviewedAt: receipts.reviewedAt })
      .from(receipts)
      .where(and(eq(receipts.customerId, member.id), eq(receipts.status, 'approved')));
    for (const row of approved) {
      await ctx.db
        .update(pointsEntries)
        .set({ createdAt: row.reviewedAt ?? now })
        .where(
          and(
            eq(pointsEntries.customerId, member.id),
            eq(pointsEntries.reference, `receipt:${row.id}`),
          ),
        );
    }

    // One reward activated with the points: the cheapest one valid now.
    const balance = await getBalance(ctx.db, key);
    const [reward] = await ctx.db
      .select({ id: rewards.id })
      .from(rewards)
      .where(
        and(
          eq(rewards.tenantId, tenant.id),
          sql`${rewards.points} <= ${balance}`,
          sql`${rewards.validFrom} <= ${now}`,
          sql`${rewards.validTo} >= ${now}`,
          sql`${rewards.stock} > 0`,
        ),
      )
      .orderBy(asc(rewards.points))
      .limit(1);
    if (reward) await activateReward(ctx, key, reward.id, now);
  }
}
