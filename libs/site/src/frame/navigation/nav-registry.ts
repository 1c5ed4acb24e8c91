import type { NAV_ROUTE_NAMES } from '@atrium/domain/contract/mall-settings';
import type { Locale } from '@atrium/domain/locales';
import type { Settings } from '@atrium/domain/settings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavIconName } from './nav-icons';

/**
 * Route names as the settings' navigation lists use them (`navigation_top_items` etc., spec
 * section 2) → the canonical path (without the language prefix), a title and an icon. Lists
 * start on page 1; `floorplan` opens the tenant's `default_floorplan_id`.
 */
export type NavRoute = {
  /** Canonical path without the locale, e.g. `/offers/1`. */
  path: string | ((settings: Settings) => string);
  title: MessageDescriptor;
  icon: NavIconName;
};

export const NAV_ROUTES = {
  home: { path: '/', title: msg`Home`, icon: 'home' },
  'shops-services': { path: '/shops-services', title: msg`Shops and services`, icon: 'shop' },
  'e-shops': { path: '/e-shops/1', title: msg`E-shops`, icon: 'cart' },
  offers: { path: '/offers/1', title: msg`Offers`, icon: 'tag' },
  events: { path: '/events/1', title: msg`Events`, icon: 'calendar' },
  'events-mall': { path: '/events-mall/1', title: msg`Mall events`, icon: 'calendar' },
  'events-stores': { path: '/events-stores/1', title: msg`Shop events`, icon: 'calendar' },
  news: { path: '/news/1', title: msg`News`, icon: 'news' },
  'news-mall': { path: '/news-mall/1', title: msg`Mall news`, icon: 'news' },
  'news-stores': { path: '/news-stores/1', title: msg`Shop news`, icon: 'news' },
  'news-events': { path: '/news-events', title: msg`News and events`, icon: 'news' },
  rewards: { path: '/rewards/1', title: msg`Rewards`, icon: 'gift' },
  amenities: { path: '/amenities/1', title: msg`Amenities`, icon: 'sparkle' },
  cinema: { path: '/cinema', title: msg`Cinema`, icon: 'film' },
  'opening-hours': { path: '/opening-hours', title: msg`Opening hours`, icon: 'clock' },
  'how-to-get-here': { path: '/how-to-get-here', title: msg`How to get here`, icon: 'route' },
  parking: { path: '/parking', title: msg`Parking`, icon: 'car' },
  floorplan: {
    path: (settings) => `/floorplan/${settings.default_floorplan_id ?? '1'}`,
    title: msg`Floor plan`,
    icon: 'map',
  },
  faq: { path: '/faq', title: msg`FAQ`, icon: 'question' },
  about: { path: '/about', title: msg`About us`, icon: 'info' },
  contact: { path: '/contact', title: msg`Contact`, icon: 'mail' },
  // "Information" alone is not descriptive link text (Lighthouse link-text); the page keeps it.
  information: { path: '/information', title: msg`Visitor information`, icon: 'info' },
  'loyalty-program': { path: '/loyalty-program', title: msg`Loyalty programme`, icon: 'star' },
  'mobile-app': { path: '/mobile-app', title: msg`Mobile app`, icon: 'phone' },
  newsletter: { path: '/newsletter', title: msg`Newsletter`, icon: 'mail' },
  blog: { path: '/blog', title: msg`Blog`, icon: 'book' },
  'gift-cards': { path: '/gift-cards', title: msg`Gift cards`, icon: 'gift' },
  'privacy-policy': { path: '/privacy-policy', title: msg`Privacy policy`, icon: 'document' },
  'terms-and-conditions': {
    path: '/terms-and-conditions',
    title: msg`Terms and conditions`,
    icon: 'document',
  },
  cookies: { path: '/cookies', title: msg`Cookies`, icon: 'document' },
  'operating-rules': { path: '/operating-rules', title: msg`Operating rules`, icon: 'document' },
  search: { path: '/search', title: msg`Search`, icon: 'search' },
  login: { path: '/login', title: msg`Sign in`, icon: 'login' },
  register: { path: '/register', title: msg`Register`, icon: 'user' },
  dashboard: { path: '/dashboard', title: msg`My account`, icon: 'user' },
  profile: { path: '/profile', title: msg`Profile`, icon: 'user' },
  favourites: { path: '/favourites', title: msg`Favourites`, icon: 'heart' },
  support: { path: '/support', title: msg`Support`, icon: 'chat' },
  'get-points': { path: '/get-points', title: msg`Get points`, icon: 'receipt' },
  'my-points': { path: '/my-points', title: msg`My points`, icon: 'star' },
  awards: { path: '/awards', title: msg`Awards`, icon: 'award' },
  receipts: { path: '/receipts', title: msg`Receipts`, icon: 'receipt' },
  'my-rewards': { path: '/rewards', title: msg`My rewards`, icon: 'gift' },
  'payment-methods': { path: '/payment-methods', title: msg`Payment methods`, icon: 'card' },
  purchases: { path: '/purchases', title: msg`Purchases`, icon: 'cart' },
  wl: { path: '/wl', title: msg`Wi-Fi login`, icon: 'wifi' },
  // Exactly the names the mall's settings may list (the API and the console check menus against
  // NAV_ROUTE_NAMES): a name missing here or added only here is a type error.
} as const satisfies Record<(typeof NAV_ROUTE_NAMES)[number], NavRoute>;

export type NavRouteName = keyof typeof NAV_ROUTES;

export function isNavRouteName(name: string): name is NavRouteName {
  return Object.hasOwn(NAV_ROUTES, name);
}

/** The internal (canonical) href of a route name in a language: `offers`, `cz` → `/cz/offers/1`. */
export function navRouteHref(name: NavRouteName, locale: Locale, settings: Settings): string {
  const route: NavRoute = NAV_ROUTES[name];
  const path = typeof route.path === 'function' ? route.path(settings) : route.path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Names of documents (`documents_<name>`) with a title; others show their name. */
export const DOCUMENT_TITLES: Record<string, MessageDescriptor> = {
  operating_rules: msg`Operating rules (document)`,
  price_list: msg`Price list`,
};
