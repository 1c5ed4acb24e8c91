import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { sendSupportRequest } from '@atrium/api-client/support';
import { findTranslation } from '@atrium/domain/translations';
import { ContactForm } from '@atrium/ui/contact-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../../frame/locale/use-locale';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';
import { MallContactDetails } from './mall-contact';
import { apiFormResult } from './api-form-result';
import '../content.css';

/**
 * `/contact`: the contact page's text (custom page `contact`, when there is one) and the support
 * form (`POST /v1/support`) when `is_contact_support_active`.
 */
export function ContactPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const page = useQuery({ ...websitePageQueryOptions('contact'), retry: false });
  const send = useMutation({ mutationFn: sendSupportRequest });
  const title = page.data ? findTranslation(page.data.translations, locale, 'title') : null;
  const html = page.data ? findTranslation(page.data.translations, locale, 'content') : null;
  return (
    <Page heading={title ?? t`Contact`}>
      {html && <HtmlContent html={html} />}
      <MallContactDetails />
      {settings.is_contact_support_active && (
        <section className="content-form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">
            <Trans>Write to us</Trans>
          </h2>
          <ContactForm
            onSubmit={async (values) => {
              try {
                await send.mutateAsync(values);
                return undefined;
              } catch (error) {
                return apiFormResult(error);
              }
            }}
          />
        </section>
      )}
    </Page>
  );
}
