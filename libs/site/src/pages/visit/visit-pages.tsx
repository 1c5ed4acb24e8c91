import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { faqQueryOptions } from '@atrium/api-client/faq';
import { floorplanQueryOptions, floorplansQueryOptions } from '@atrium/api-client/floorplans';
import { parkingQueryOptions } from '@atrium/api-client/parking';
import { searchQueryOptions } from '@atrium/api-client/search';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { ContentEntry } from '@atrium/api-client/content-list';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { CINEMA_COMPANIES } from '../../app/loaders';
import { useLocale } from '../../locale/use-locale';
import { useMall } from '../../mall/use-mall';
import { TodayHours } from '../../opening-hours/today-hours';
import { ContentGrid, type DetailKind } from '../common/content-list';
import { HtmlContent } from '../common/html-content';
import { Page } from '../common/page';

const floorplanApi = getRouteApi('/$locale/_default/floorplan/$id');
const searchApi = getRouteApi('/$locale/_default/search');

export function OpeningHoursPage() {
  const { t } = useLingui();
  return (
    <Page heading={t`Opening hours`}>
      <TodayHours />
    </Page>
  );
}

export function ParkingPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(parkingQueryOptions());
  const description = findTranslation(data.translations, locale, 'parking_description');
  const free = data.free;
  const capacity = data.capacity;
  return (
    <Page heading={t`Parking`}>
      {free !== null && capacity !== null && (
        <p className="parking__free">
          <Trans>
            Free spaces: {free} of {capacity}
          </Trans>
        </p>
      )}
      {description && <HtmlContent html={description} />}
    </Page>
  );
}

export function HowToGetHerePage() {
  const { t } = useLingui();
  const mall = useMall();
  return (
    <Page heading={t`How to get here`}>
      <address className="how-to-get-here__address">
        {[mall.address, mall.zip_code, mall.city].filter(Boolean).join(', ')}
      </address>
    </Page>
  );
}

export function FloorplanPage() {
  const { t } = useLingui();
  const { id } = floorplanApi.useParams();
  const { data: floor } = useSuspenseQuery(floorplanQueryOptions(id));
  const { data: floors } = useSuspenseQuery(floorplansQueryOptions());
  const level = floor.level;
  return (
    <Page heading={t`Floor plan`} intro={t`Floor ${level}`}>
      <img className="floorplan__image" src={floor.image} alt={t`Floor plan, floor ${level}`} />
      <p className="floorplan__floors">
        <Trans>Floors: {floors.length}</Trans>
      </p>
    </Page>
  );
}

export function CinemaPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(CINEMA_COMPANIES);
  return (
    <Page heading={t`Cinema`}>
      <ContentGrid items={data.data} kind="shop" empty={t`No programme yet`} />
    </Page>
  );
}

export function FaqPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: questions } = useSuspenseQuery(faqQueryOptions());
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions('faq'));
  if (questions.length === 0) {
    return (
      <Page heading={t`Frequently asked questions`}>
        <EmptyState title={t`No questions yet`} />
      </Page>
    );
  }
  return (
    <Page heading={t`Frequently asked questions`}>
      {categories.map((category) => {
        const inCategory = questions.filter((q) => q.category_id === category.id);
        if (inCategory.length === 0) return null;
        return (
          <section key={category.id} className="faq__category">
            <h2>{pickTranslation(category.translations, locale, 'name')}</h2>
            {inCategory.map((question) => (
              <details key={question.id} className="faq__question">
                <summary>{pickTranslation(question.translations, locale, 'question')}</summary>
                <p>{pickTranslation(question.translations, locale, 'answer')}</p>
              </details>
            ))}
          </section>
        );
      })}
    </Page>
  );
}

const SEARCH_GROUPS: Array<{ key: string; kind: DetailKind }> = [
  { key: 'companies', kind: 'shop' },
  { key: 'products', kind: 'offer' },
  { key: 'events', kind: 'event' },
  { key: 'news', kind: 'news' },
  { key: 'rewards', kind: 'reward' },
];

export function SearchPage() {
  const { t } = useLingui();
  const { q } = searchApi.useSearch();
  const navigate = useNavigate();
  const locale = useLocale();
  const inputId = useId();
  const [text, setText] = useState(q ?? '');
  const results = useQuery({ ...searchQueryOptions(q ?? ''), enabled: Boolean(q) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/$locale/search', params: { locale }, search: { q: text.trim() } });
  };
  const groups = SEARCH_GROUPS.map((group) => ({
    ...group,
    items: (results.data?.[group.key] ?? []) as ContentEntry[],
  })).filter((group) => group.items.length > 0);

  return (
    <Page heading={t`Search`}>
      <form role="search" onSubmit={submit} className="search-form">
        <label htmlFor={inputId}>
          <Trans>Search shops, offers, events and news</Trans>
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          minLength={2}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      {q && results.isSuccess && groups.length === 0 && (
        <EmptyState title={t`Nothing found for "${q}"`} />
      )}
      {groups.map((group) => (
        <ContentGrid key={group.key} items={group.items} kind={group.kind} empty={null} />
      ))}
    </Page>
  );
}

function SettingsImages({ images }: { images: Record<string, string> }) {
  return (
    <div className="settings-images">
      {Object.entries(images).map(([name, src]) => (
        <img key={name} src={src} alt="" loading="lazy" />
      ))}
    </div>
  );
}

export function MobileAppPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  return (
    <Page heading={t`Mobile app`}>
      <SettingsImages images={settings.mobile_app_images} />
    </Page>
  );
}

export function NewsletterPage() {
  const { t } = useLingui();
  return <Page heading={t`Newsletter`} intro={t`News and offers from the centre in your inbox.`} />;
}
