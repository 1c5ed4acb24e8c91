import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { faqQueryOptions } from '@atrium/api-client/faq';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { pickTranslation } from '@atrium/domain/translations';
import { EmptyState } from '@atrium/ui/state';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../locale/use-locale';
import { Page } from '../common/page';

// Opening hours, parking, how to get here and cinema: place-pages.tsx; floor plan:
// floorplan-page.tsx; search: search-page.tsx.

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
