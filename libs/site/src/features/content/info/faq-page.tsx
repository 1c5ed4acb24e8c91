import { buttonClassName } from '@atrium/ui/button';
import { categoriesQueryOptions } from '@atrium/api-client/categories';
import { faqQueryOptions } from '@atrium/api-client/faq';
import { pickTranslation } from '@atrium/domain/translations';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@atrium/ui/accordion';
import { EmptyState } from '@atrium/ui/state';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../../frame/locale/use-locale';
import { renderRouterLink } from '../../../frame/navigation/router-link';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';
import '../content.css';

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
            className: buttonClassName({ variant: 'outline' }),
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
