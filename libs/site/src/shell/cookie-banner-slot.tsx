/**
 * Where the cookie banner goes (spec section 2, app shell). The consent library (libs/consent)
 * renders its banner here once it exists; until then the slot is empty.
 */
export function CookieBannerSlot() {
  return <div id="cookie-banner-slot" className="cookie-banner-slot" />;
}
