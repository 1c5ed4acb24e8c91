import { memberBadgesQueryOptions } from '@atrium/api-client/member-badges';
import { pickTranslation } from '@atrium/domain/translations';
import { BadgeGrid } from '@atrium/ui/badge-grid';
import { EmptyState } from '@atrium/ui/state';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../frame/locale/use-locale';
import { Page } from '../../common/page';
import { QueryView, useMemberFormats } from './member-ui';

export function AwardsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const formats = useMemberFormats();
  const badges = useQuery(memberBadgesQueryOptions());
  return (
    <Page heading={t`Awards`}>
      <QueryView query={badges}>
        {(list) => {
          if (list.length === 0) return <EmptyState title={t`No awards yet`} />;
          const shown = list.map((badge) => ({
            id: badge.id,
            name: pickTranslation(badge.translations, locale, 'name') || badge.slug,
            description: pickTranslation(badge.translations, locale, 'description') || undefined,
            image: badge.image ?? undefined,
            earned: badge.earned,
            earnedAt: badge.earned ? formats.date(badge.earned_at) : undefined,
          }));
          const locked = shown.filter((b) => !b.earned);
          return (
            <>
              <section className="member-section" aria-labelledby="earned-heading">
                <h2 id="earned-heading">{t`Earned`}</h2>
                <BadgeGrid
                  badges={shown.filter((b) => b.earned)}
                  emptyText={t`You have not earned an award yet.`}
                />
              </section>
              {locked.length > 0 && (
                <section className="member-section" aria-labelledby="locked-heading">
                  <h2 id="locked-heading">{t`Still to earn`}</h2>
                  <BadgeGrid badges={locked} />
                </section>
              )}
            </>
          );
        }}
      </QueryView>
    </Page>
  );
}
