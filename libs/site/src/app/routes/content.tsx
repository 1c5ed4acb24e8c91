import { privacyPolicyQueryOptions, termsConditionsQueryOptions } from '@atrium/api-client/legal';
import { tiersQueryOptions } from '@atrium/api-client/tiers';
import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage } from '../lazy-page';
import { settingsQueryOptions } from '@atrium/api-client/settings';
import { itemHead, pageHead } from '../page-head';
import { parseParams, titleParams } from '../route-params';
import { defaultLayoutRoute } from './base';

const pages = () => import('../../features/content/website-pages/content-pages');
const formPages = () => import('../../features/content/forms/form-pages');
const infoPages = () => import('../../features/content/info/info-pages');

/**
 * Screens whose text is a custom content page with a fixed permalink (spec section 2: gift-cards,
 * loyalty-program, contact, blog, information; about too).
 */
function permalinkPageRoute(path: string, heading: MessageDescriptor, component: string) {
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    loader: ({ context }) => context.queryClient.ensureQueryData(websitePageQueryOptions(path)),
    head: pageHead(heading, path),
    component: lazyPage(pages, component as 'AboutPage'),
  });
}

export const aboutRoute = permalinkPageRoute('about', msg`About us`, 'AboutPage');
/** `/contact`: the custom page `contact` when there is one, and the support form. */
export const contactRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'contact',
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  head: pageHead(msg`Contact`, 'contact'),
  component: lazyPage(formPages, 'ContactPage'),
});
export const informationRoute = permalinkPageRoute(
  'information',
  msg`Information`,
  'InformationPage',
);
/** `/gift-cards`: the custom page's text when there is one, images and the help e-mail. */
export const giftCardsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'gift-cards',
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
  head: pageHead(msg`Gift cards`, 'gift-cards'),
  component: lazyPage(infoPages, 'GiftCardsPage'),
});
/** `/loyalty-program`: its custom page, and the tiers (a page without them still shows). */
export const loyaltyProgramRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'loyalty-program',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(websitePageQueryOptions('loyalty-program')),
      context.queryClient.prefetchQuery(tiersQueryOptions()),
    ]),
  head: pageHead(msg`Loyalty programme`, 'loyalty-program'),
  component: lazyPage(pages, 'LoyaltyProgramPage'),
});
export const blogRoute = permalinkPageRoute('blog', msg`Blog`, 'BlogPage');

/** `/a/*`: a custom content page by its permalink, which may contain slashes. */
export const permalinkRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'a/$',
  beforeLoad: ({ params }) => {
    const permalink = params._splat ?? '';
    if (permalink.length === 0 || permalink.length > 300) throw notFound();
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(websitePageQueryOptions(params._splat ?? '')),
  head: itemHead(msg`Page`),
  component: lazyPage(pages, 'PermalinkPage'),
});

/** Compliance texts: privacy policy and cookies, terms and conditions and operating rules. */
function complianceRoute(
  path: 'privacy-policy' | 'cookies' | 'terms-and-conditions' | 'operating-rules',
  heading: MessageDescriptor,
  component: string,
) {
  const privacy = path === 'privacy-policy' || path === 'cookies';
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path,
    loader: ({ context }) =>
      privacy
        ? context.queryClient.ensureQueryData(privacyPolicyQueryOptions())
        : context.queryClient.ensureQueryData(termsConditionsQueryOptions()),
    head: pageHead(heading, path),
    component: lazyPage(pages, component as 'PrivacyPolicyPage'),
  });
}

export const privacyPolicyRoute = complianceRoute(
  'privacy-policy',
  msg`Privacy policy`,
  'PrivacyPolicyPage',
);
export const cookiesRoute = complianceRoute('cookies', msg`Cookies`, 'CookiesPage');
export const termsRoute = complianceRoute(
  'terms-and-conditions',
  msg`Terms and conditions`,
  'TermsPage',
);
export const operatingRulesRoute = complianceRoute(
  'operating-rules',
  msg`Operating rules`,
  'OperatingRulesPage',
);

/** Landing pages for different centres: `/al/:title`, `/el/:title`, `/hl/:title`, `/nl/:title`. */
export const LANDING_KINDS = ['al', 'el', 'hl', 'nl'] as const;
export type LandingKind = (typeof LANDING_KINDS)[number];

function landingRoute(kind: LandingKind) {
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path: `${kind}/$title`,
    params: parseParams(titleParams),
    // The landing's image is the settings' `landings_images_<kind>`.
    loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueryOptions()),
    head: pageHead(msg`Welcome`, `landing-${kind}`),
    component: lazyPage(pages, 'LandingPage'),
  });
}

export const alRoute = landingRoute('al');
export const elRoute = landingRoute('el');
export const hlRoute = landingRoute('hl');
export const nlRoute = landingRoute('nl');

export const contentRoutes = [
  aboutRoute,
  contactRoute,
  informationRoute,
  giftCardsRoute,
  loyaltyProgramRoute,
  blogRoute,
  permalinkRoute,
  privacyPolicyRoute,
  cookiesRoute,
  termsRoute,
  operatingRulesRoute,
  alRoute,
  elRoute,
  hlRoute,
  nlRoute,
];
