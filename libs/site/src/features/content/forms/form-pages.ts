// The newsletter and contact forms.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { NewsletterPage } from './newsletter-page';
export { ContactPage } from './contact-page';
