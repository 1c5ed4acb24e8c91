// The shops' offers: the list, a category of it and an offer's page. One page per file; this
// module is the area's lazy chunk (app/routes/offers.tsx imports it), so they load together.
export { OffersPage } from './offers-page';
export { OffersCategoryPage } from './offers-category-page';
export { OfferPage } from './offer-page';
