import { privacyPolicyQueryOptions, termsConditionsQueryOptions } from '@atrium/api-client/legal';
import { pickTranslation } from '@atrium/domain/translations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '../../../frame/locale/use-locale';
import { HtmlContent } from '../../../common/html-content';
import { Page } from '../../../common/page';

export function PrivacyText({ heading, field }: { heading: string; field: string }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(privacyPolicyQueryOptions());
  // pickTranslation gives the spec's HTML placeholder when the text is missing.
  return (
    <Page heading={heading}>
      <HtmlContent html={pickTranslation(data.translations, locale, field)} />
    </Page>
  );
}

export function TermsText({ heading, field }: { heading: string; field: string }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(termsConditionsQueryOptions());
  return (
    <Page heading={heading}>
      <HtmlContent html={pickTranslation(data.translations, locale, field)} />
    </Page>
  );
}
