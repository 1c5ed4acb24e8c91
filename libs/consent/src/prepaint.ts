import { CONSENT_COOKIE } from './consent-cookies';

/**
 * The banner in server-rendered HTML (issue 11: it is often the largest text on a phone, so it
 * must paint with the page, not seconds later after hydration). The server writes it on every
 * page, since its caches are shared by all visitors; this inline script, run while the HTML is
 * parsed, marks `<html data-consent="ask">` only when no answer is stored, and the stylesheet
 * shows the not-yet-hydrated banner only under that mark. Without JavaScript nothing is asked
 * (nothing would be set either) and the banner stays hidden.
 */
export const consentPrepaintScript = `document.documentElement.dataset.consent=/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie)?'answered':'ask'`;
