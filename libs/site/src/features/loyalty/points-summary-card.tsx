import { memberTierQueryOptions, pointsQueryOptions } from '@atrium/api-client/points';
import type { Tier } from '@atrium/domain/contract/loyalty';
import type { Locale } from '@atrium/domain/locales';
import { pickTranslation } from '@atrium/domain/translations';
import { PointsBalance, TierProgress } from '@atrium/ui/points-balance';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../frame/locale/use-locale';
import { QueryView, useMemberFormats } from './member-ui';

function tierStep(tier: Tier, locale: Locale) {
  return {
    name: pickTranslation(tier.translations, locale, 'name') || tier.slug,
    minPoints: tier.min_points,
  };
}

/**
 * Balance and tier with progress (the design system's `PointsBalance` and `TierProgress`): the
 * top of the dashboard, get points and my points. Tiers are measured by the points earned in the
 * last 12 months, not by the balance.
 */
export function PointsSummaryCard() {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const points = useQuery(pointsQueryOptions());
  const tier = useQuery(memberTierQueryOptions());
  const member = tier.data;
  return (
    <div className="member-section member-stack">
      <QueryView query={points} lines={2}>
        {(summary) => (
          <PointsBalance
            data-testid="points-balance"
            points={summary.balance}
            tierName={member?.tier ? tierStep(member.tier, locale).name : undefined}
            expiring={
              summary.next_expiry
                ? {
                    points: summary.next_expiry.points,
                    date: formats.date(summary.next_expiry.expires_at),
                  }
                : undefined
            }
          />
        )}
      </QueryView>
      <QueryView query={tier} lines={2}>
        {({ tier: current, next_tier: next, earned_12_months: earned }) =>
          current || next ? (
            <TierProgress
              points={earned}
              current={current ? tierStep(current, locale) : undefined}
              next={next ? tierStep(next, locale) : undefined}
            />
          ) : (
            <p className="member-hint">{t`You have no tier yet.`}</p>
          )
        }
      </QueryView>
    </div>
  );
}
