// Information pages from the settings: FAQ, gift cards, mobile app.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { FaqPage } from './faq-page';
export { GiftCardsPage } from './gift-cards-page';
export { MobileAppPage } from './mobile-app-page';
