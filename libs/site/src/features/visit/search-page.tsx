import { buttonClassName } from '@atrium/ui/button';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { searchQueryOptions, type SearchResults } from '@atrium/api-client/search';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { SearchBox } from '@atrium/ui/search-box';
import { EmptyState } from '@atrium/ui/state';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useLocale } from '../../frame/locale/use-locale';
import { useIsLoggedIn } from '../../session/session-store';
import type { DetailKind } from '../../common/content-list';
import { ItemGrid } from '../../common/item-cards';
import { Page } from '../../common/page';
import '../../common/shops/shops.css';
import './visit.css';
import { ShopCardItem } from '../../common/shops/shops-list';

const searchApi = getRouteApi('/$locale/_default/search');

type Group = {
  key: Exclude<keyof SearchResults, 'search'>;
  kind: DetailKind;
  heading: string;
  memberOnly?: boolean;
};

/**
 * `/search?q=…`: `GET /v1/search` across shops, offers, events, news, rewards and amenities,
 * one section per type with its count. Offers and rewards are left out for visitors when the
 * tenant shows them to members only (their pages would send the visitor to sign in).
 */
export function SearchPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { q } = searchApi.useSearch();
  const loggedIn = useIsLoggedIn();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const results = useQuery({ ...searchQueryOptions(q ?? ''), enabled: Boolean(q) });

  const groups: Group[] = [
    { key: 'companies', kind: 'shop', heading: t`Shops and services` },
    {
      key: 'products',
      kind: 'offer',
      heading: t`Offers`,
      memberOnly: settings.is_offers_visible_only_when_logged_in,
    },
    { key: 'events', kind: 'event', heading: t`Events` },
    { key: 'news', kind: 'news', heading: t`News` },
    {
      key: 'rewards',
      kind: 'reward',
      heading: t`Rewards`,
      memberOnly: settings.is_rewards_visible_only_when_logged_in,
    },
    { key: 'amenities', kind: 'amenity', heading: t`Amenities` },
  ];
  const found = groups
    .filter((group) => !group.memberOnly || loggedIn)
    .map((group) => {
      const items: ContentEntry[] = results.data?.[group.key] ?? [];
      return { ...group, items };
    })
    .filter((group) => group.items.length > 0);
  const total = found.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <Page heading={t`Search`} className="search-page">
      <SearchBox
        key={q ?? ''}
        defaultValue={q ?? ''}
        showLabel
        label={t`Search shops, offers, events, news and rewards`}
        placeholder={t`At least 2 characters`}
        onSearch={(text) =>
          void navigate({ to: '/$locale/search', params: { locale }, search: { q: text } })
        }
      />
      {!q && (
        <p className="search-page__hint">
          <Trans>Type a shop, a brand or a product and press Enter.</Trans>
        </p>
      )}
      {q && results.isPending && (
        <p role="status" className="search-page__status">
          <Trans>Searching…</Trans>
        </p>
      )}
      {q && results.isError && (
        <EmptyState
          title={t`The search failed`}
          description={t`Check your connection and try again.`}
          action={
            <button
              type="button"
              className={buttonClassName({ variant: 'primary' })}
              onClick={() => void results.refetch()}
            >
              <Trans>Try again</Trans>
            </button>
          }
        />
      )}
      {q && results.isSuccess && total === 0 && (
        <EmptyState
          title={t`Nothing found for “${q}”`}
          description={t`Check the spelling, try a shorter word, or browse the shops.`}
          action={
            <Link
              to={`/${locale}/shops/all/1` as never}
              className={buttonClassName({ variant: 'primary' })}
            >
              <Trans>Browse shops and services</Trans>
            </Link>
          }
        />
      )}
      {q && results.isSuccess && total > 0 && (
        <p role="status" className="search-page__status">
          <Plural value={total} one={`# result for “${q}”`} other={`# results for “${q}”`} />
        </p>
      )}
      {found.map((group) => (
        <section
          key={group.key}
          className="search-page__group"
          aria-labelledby={`search-${group.key}`}
          data-group={group.key}
        >
          <h2 id={`search-${group.key}`}>
            {group.heading} <span className="search-page__count">({group.items.length})</span>
          </h2>
          {group.kind === 'shop' ? (
            <ul className="content-grid" role="list">
              {group.items.map((shop) => (
                <li key={shop.id}>
                  <ShopCardItem
                    shop={shop}
                    showFloor={settings.show_floor_number_on_shop_card}
                    titleAs="h3"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <ItemGrid items={group.items} kind={group.kind} empty={null} titleAs="h3" />
          )}
        </section>
      ))}
    </Page>
  );
}
