import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { faqQueryOptions } from '@atrium/api-client/faq';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@atrium/ui/accordion';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../frame/locale/use-locale';
import { renderRouterLink } from '../../frame/navigation/router-link';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';
import './content.css';

/** `/faq`: questions grouped by FAQ category, each category an accordion (several open at once). */
export function FaqPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: questions } = useSuspenseQuery(faqQueryOptions());
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions('faq'));
  if (questions.length === 0) {
    return (
      <Page heading={t`Frequently asked questions`}>
        <EmptyState
          title={t`No questions yet`}
          description={t`Ask us directly and we will answer.`}
          action={renderRouterLink({
            href: `/${locale}/contact`,
            className: 'button button--secondary',
            children: <Trans>Contact us</Trans>,
          })}
        />
      </Page>
    );
  }
  const known = new Set(categories.map((category) => category.id));
  const groups = [
    ...categories.map((category) => ({
      id: String(category.id),
      name: pickTranslation(category.translations, locale, 'name'),
      items: questions.filter((q) => q.category_id === category.id),
    })),
    {
      id: 'other',
      name: t`Other questions`,
      items: questions.filter((q) => !known.has(q.category_id as number)),
    },
  ].filter((group) => group.items.length > 0);
  return (
    <Page heading={t`Frequently asked questions`}>
      {groups.map((group) => (
        <section key={group.id} className="faq__category" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`}>{group.name}</h2>
          <Accordion type="multiple">
            {group.items.map((question) => (
              <AccordionItem key={question.id} value={String(question.id)}>
                <AccordionTrigger>
                  {pickTranslation(question.translations, locale, 'question')}
                </AccordionTrigger>
                <AccordionContent>
                  <HtmlContent html={pickTranslation(question.translations, locale, 'answer')} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </Page>
  );
}

function SettingsImages({ images }: { images: Record<string, string> }) {
  const entries = Object.entries(images);
  if (entries.length === 0) return null;
  return (
    <div className="settings-images">
      {entries.map(([name, src]) => (
        <img key={name} src={src} alt="" loading="lazy" />
      ))}
    </div>
  );
}

/** The optional custom page of a screen (its text), without failing the screen when missing. */
function OptionalPageText({ permalink }: { permalink: string }) {
  const locale = useLocale();
  const page = useQuery({ ...websitePageQueryOptions(permalink), retry: false });
  const html = page.data ? findTranslation(page.data.translations, locale, 'content') : null;
  return html ? <HtmlContent html={html} /> : null;
}

/** `/gift-cards`: the page's text, `gift_cards_images_*` and the help e-mail. */
export function GiftCardsPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const email = settings.gift_cards_page_help_email;
  return (
    <Page heading={t`Gift cards`}>
      <OptionalPageText permalink="gift-cards" />
      <SettingsImages images={settings.gift_cards_images} />
      {email && (
        <p className="content-help">
          <Trans>
            Questions about gift cards? Write to <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      )}
    </Page>
  );
}

/** `/mobile-app`: `mobile_app_images_*` (the route sends visitors home when the app is off). */
export function MobileAppPage() {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const images = settings.mobile_app_images;
  return (
    <Page
      heading={t`Mobile app`}
      intro={t`Your loyalty card, rewards and the centre’s news in your pocket.`}
    >
      {Object.keys(images).length > 0 ? (
        <SettingsImages images={images} />
      ) : (
        <EmptyState title={t`The app is coming soon`} />
      )}
    </Page>
  );
}
