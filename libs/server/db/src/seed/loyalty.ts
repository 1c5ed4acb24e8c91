import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '../database';
import { badges, rewards, tenants } from '../schema';
import { loyaltyRules, rewardTerms } from '../schema/loyalty';
import { finishDemoTexts } from './demo-texts';
import { L, tr } from './i18n';
import { media } from './media';
import { DEMO_CZK_PER_EUR, demoMinor } from './money';
import { TENANTS, type TenantSeed } from './tenants';

/**
 * Demo loyalty configuration for every tenant (docs/loyalty.md): receipt rules with an
 * auto-approve limit so a local member sees points at once, reward terms, and the badges the
 * content seed does not have (tier reached, profile completed). Idempotent: safe to run on a
 * database that already has some of it.
 */
export const DEMO_LOYALTY_RULES = {
  ratePer1000Czk: 100, // 1 point per CZK 10
  minAmount: 5_000, // CZK 50
  maxAgeDays: 30,
  maxReceiptsPerShopPerDay: 3,
  autoApproveLimit: 200_000, // receipts up to CZK 2,000 are approved at once
  pointsExpiryMonths: 12,
} as const;

/**
 * The demo rules in the tenant's currency: amounts and the rate (points per 1,000 units of the
 * mall's currency, whatever the column's name says) at the demo exchange rate of seed/money.ts.
 */
export function demoLoyaltyRules(t: Pick<TenantSeed, 'currency'>) {
  return {
    ...DEMO_LOYALTY_RULES,
    ratePer1000Czk: t.currency === 'CZK' ? 100 : 100 * DEMO_CZK_PER_EUR,
    minAmount: demoMinor(t, 50),
    autoApproveLimit: demoMinor(t, 2_000),
  };
}

const seedOf = (tenantId: string) =>
  TENANTS.find((t) => t.id === tenantId) ?? { currency: 'CZK' as const };

/**
 * The awards added after the first demo malls were seeded: inserted into a mall that lacks them
 * (`seedLoyalty`), with their pictures (`collectMediaRefs` finds them here).
 */
export function extraBadges(tenantId: string) {
  return [
    {
      slug: 'gold-tier',
      rule: { kind: 'tier', slug: 'gold' },
      image: String(media(tenantId, 'badge-gold-tier')),
      translations: tr({
        name: L('Gold member', 'Zlatý člen', 'Zlatý člen', 'Gold-Mitglied'),
        description: L(
          'Reach the Gold tier.',
          'Dosáhněte zlaté úrovně.',
          'Dosiahnite zlatú úroveň.',
          'Erreichen Sie die Gold-Stufe.',
        ),
      }),
    },
    {
      slug: 'profile-complete',
      rule: { kind: 'profile_completed' },
      image: String(media(tenantId, 'badge-profile-complete')),
      translations: tr({
        name: L('All about me', 'Vše o mně', 'Všetko o mne', 'Alles über mich'),
        description: L(
          'Fill in your phone, birth date and city in your profile.',
          'Vyplňte v profilu telefon, datum narození a město.',
          'Vyplňte v profile telefón, dátum narodenia a mesto.',
          'Ergänzen Sie Telefon, Geburtsdatum und Stadt im Profil.',
        ),
      }),
    },
  ];
}

export async function seedLoyalty(db: Database): Promise<void> {
  const all = await db.select({ id: tenants.id }).from(tenants);
  if (all.length === 0) return;
  await db
    .insert(loyaltyRules)
    .values(all.map((t) => ({ tenantId: t.id, ...demoLoyaltyRules(seedOf(t.id)) })))
    .onConflictDoNothing();

  const rewardRows = await db.select({ id: rewards.id }).from(rewards);
  if (rewardRows.length) {
    await db
      .insert(rewardTerms)
      .values(
        rewardRows.map((r, i) => ({
          rewardId: r.id,
          limitPeriod: (['month', 'week', 'year'] as const)[i % 3]!,
          redeemDays: 30,
        })),
      )
      .onConflictDoNothing();
  }

  for (const t of all) {
    const extra = extraBadges(t.id);
    const have = await db
      .select({ slug: badges.slug })
      .from(badges)
      .where(
        and(
          eq(badges.tenantId, t.id),
          inArray(
            badges.slug,
            extra.map((b) => b.slug),
          ),
        ),
      );
    const missing = extra.filter((b) => !have.some((h) => h.slug === b.slug));
    if (missing.length) {
      await db
        .insert(badges)
        .values(finishDemoTexts(seedOf(t.id), missing).map((b) => ({ ...b, tenantId: t.id })));
    }
  }
}
