// Pages whose text the mall writes: website pages by permalink, settings texts, landings.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { AboutPage } from './about-page';
export { InformationPage } from './information-page';
export { LoyaltyProgramPage } from './loyalty-program-page';
export { BlogPage } from './blog-page';
export { PermalinkPage } from './permalink-page';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { CookiesPage } from './cookies-page';
export { TermsPage } from './terms-page';
export { OperatingRulesPage } from './operating-rules-page';
export { LandingPage } from './landing-page';
