import { privacyPolicyQueryOptions, termsConditionsQueryOptions } from '@atrium/api-client/legal';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { websitePageQueryOptions, type WebsitePage } from '@atrium/api-client/website-pages';
import { findTranslation, pickTranslation } from '@atrium/domain/translations';
import { Picture } from '@atrium/ui/picture';
import { sizesFor } from '@atrium/ui/responsive-image';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useMatch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { MenuTiles } from '../../frame/navigation/menu-tiles';
import { HtmlContent } from '../../common/html-content';
import { Page } from '../../common/page';

const permalinkApi = getRouteApi('/$locale/_default/a/$');

/** A custom page: its title (else the screen's heading) and its sanitised content. */
function WebsitePageView({ page, heading }: { page: WebsitePage; heading?: ReactNode }) {
  const locale = useLocale();
  const title = findTranslation(page.translations, locale, 'title');
  const html = findTranslation(page.translations, locale, 'content');
  return (
    <Page heading={title ?? heading}>
      {page.image && (
        <Picture
          className="content-page__image"
          src={page.image}
          sizes={sizesFor('880px')}
          alt=""
        />
      )}
      {html && <HtmlContent html={html} />}
    </Page>
  );
}

function FixedPermalinkPage({ permalink, heading }: { permalink: string; heading: string }) {
  const { data } = useSuspenseQuery(websitePageQueryOptions(permalink));
  return <WebsitePageView page={data} heading={heading} />;
}

export function AboutPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="about" heading={t`About us`} />;
}
export function InformationPage() {
  const { t } = useLingui();
  return (
    <>
      <FixedPermalinkPage permalink="information" heading={t`Information`} />
      <div className="container">
        <MenuTiles list="navigation_information_items" label={t`Information`} />
      </div>
    </>
  );
}
export function LoyaltyProgramPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="loyalty-program" heading={t`Loyalty programme`} />;
}
export function BlogPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="blog" heading={t`Blog`} />;
}

export function PermalinkPage() {
  const { _splat } = permalinkApi.useParams();
  const { data } = useSuspenseQuery(websitePageQueryOptions(_splat ?? ''));
  return <WebsitePageView page={data} />;
}

function PrivacyText({ heading, field }: { heading: string; field: string }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(privacyPolicyQueryOptions());
  // pickTranslation gives the spec's HTML placeholder when the text is missing.
  return (
    <Page heading={heading}>
      <HtmlContent html={pickTranslation(data.translations, locale, field)} />
    </Page>
  );
}

function TermsText({ heading, field }: { heading: string; field: string }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(termsConditionsQueryOptions());
  return (
    <Page heading={heading}>
      <HtmlContent html={pickTranslation(data.translations, locale, field)} />
    </Page>
  );
}

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <PrivacyText heading={t`Privacy policy`} field="privacy_policy" />;
}
export function CookiesPage() {
  const { t } = useLingui();
  return <PrivacyText heading={t`Cookies`} field="cookies" />;
}
export function TermsPage() {
  const { t } = useLingui();
  return <TermsText heading={t`Terms and conditions`} field="terms_and_conditions" />;
}
export function OperatingRulesPage() {
  const { t } = useLingui();
  return <TermsText heading={t`Operating rules`} field="operating_rules" />;
}

/** `/al|el|hl|nl/:title`: a landing page for one of the centres; its image from the settings. */
export function LandingPage() {
  const { t } = useLingui();
  const match = useMatch({ strict: false });
  const params = match.params as { title?: string };
  const kind = match.routeId.split('/')[3] ?? 'al';
  const title = (params.title ?? '').replace(/-/g, ' ');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const image = settings.landings_images[kind];
  return (
    <Page heading={t`Welcome`} intro={title}>
      {image && (
        <Picture className="landing__image" src={image} sizes={sizesFor('1280px')} alt="" />
      )}
    </Page>
  );
}
