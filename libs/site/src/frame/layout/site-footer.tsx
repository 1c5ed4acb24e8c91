import { ConsentSettingsButton } from '@atrium/consent/consent-settings-button';
import { FooterBar } from '@atrium/ui/footer-bar';
import { LOGO_SIZES } from '@atrium/ui/header';
import { Picture } from '@atrium/ui/picture';
import { DeferredPart } from '../shell/deferred-part';
import { lazyPart } from '../shell/lazy-part';
import { useLogo } from './site-logo';

// The link groups, social links and copyright are a chunk of their own (issue 22): a
// server-rendered page shows the server's footer and hydrates those parts when the chunk arrives,
// after the page is interactive. The cookie settings button is not in it: it answers at once.
const footerParts = () => import('./footer-links');
const FooterLinks = lazyPart(() => footerParts().then((module) => module.FooterLinks));
const FooterCopyright = lazyPart(() => footerParts().then((module) => module.FooterCopyright));

/** The footer: logo, the settings' link groups, social links, cookie settings, copyright. */
export function SiteFooter() {
  const logo = useLogo('footer_logo_type');
  return (
    <FooterBar className="site-footer">
      <Picture src={logo.src} sizes={LOGO_SIZES} alt="" className="site-footer__logo" height={40} />
      <DeferredPart>
        <FooterLinks />
      </DeferredPart>
      <ConsentSettingsButton className="site-footer__cookie-settings" />
      <DeferredPart>
        <FooterCopyright />
      </DeferredPart>
    </FooterBar>
  );
}
