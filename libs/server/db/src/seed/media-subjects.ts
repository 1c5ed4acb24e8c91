/**
 * Which object a demo image shows: each shop category and each tenant image name maps to a
 * Fluent Emoji (see emoji.ts). The first matching rule wins; `subjectOf` throws for a name no
 * rule covers, so a new image reference gets a deliberate subject.
 */
export const CATEGORY_SUBJECT: Record<string, string> = {
  fashion: 't-shirt',
  shoes: 'running-shoe',
  beauty: 'lipstick',
  electronics: 'laptop',
  entertainment: 'bowling',
  eshops: 'package',
  groceries: 'shopping-cart',
  health: 'pill',
  home: 'potted-plant',
  jewelry: 'ring',
  kids: 'teddy-bear',
  services: 'wrench',
  sports: 'soccer-ball',
  dining: 'fork-and-knife-with-plate',
};

const RULES: [RegExp, string][] = [
  [/^icon-parking|parking/, 'automobile'],
  [/^icon-wifi|wifi/, 'globe-with-meridians'],
  [/^icon-info|info-desk|operating-rules/, 'information'],
  // Two rewards never share a picture: the larger voucher is money, the play zone a slide.
  [/reward-voucher-500/, 'money-bag'],
  [/reward-play-zone/, 'playground-slide'],
  // The gift card page shows the present and the card itself: two pictures, not one twice.
  [/^gift-card$/, 'credit-card'],
  [/^icon-gift|gift-card|reward-voucher/, 'wrapped-gift'],
  [/^icon$/, 'shopping-bags'],
  [/tier-silver/, '2nd-place-medal'],
  [/tier-gold/, '1st-place-medal'],
  [/tier-platinum/, 'gem-stone'],
  [/badge-first-receipt/, 'receipt'],
  [/badge-regular/, 'star'],
  [/badge-explorer/, 'world-map'],
  [/badge-first-reward/, 'trophy'],
  [/badge-gold-tier/, '1st-place-medal'],
  [/badge-profile-complete/, 'identification-card'],
  [/loyalty-card|loyalty-step-1/, 'credit-card'],
  [/loyalty-step-2/, 'receipt'],
  [/loyalty-step-3|loyalty/, 'wrapped-gift'],
  [/mobile-app|login-slide-1/, 'mobile-phone'],
  [/login-slide-2/, 'star'],
  [/login-slide-3/, 'party-popper'],
  [/space-lease|landing-/, 'key'],
  [/christmas/, 'christmas-tree'],
  [/halloween/, 'jack-o-lantern'],
  [/easter/, 'rabbit-face'],
  [/valentine/, 'heart-with-ribbon'],
  [/fashion|sneaker/, 'running-shoe'],
  [/kids|family|play|toy/, 'teddy-bear'],
  [/jazz/, 'saxophone'],
  [/school/, 'backpack'],
  [/photo/, 'camera'],
  [/coffee|brew/, 'hot-beverage'],
  [/beauty|glow-lab/, 'lipstick'],
  [/autumn/, 'maple-leaf'],
  [/summer|sale/, 'shopping-bags'],
  [/board-game/, 'game-die'],
  [/street-art|design-week|exhibition/, 'artist-palette'],
  [/hockey/, 'ice-hockey'],
  [/flea-market|market/, 'basket'],
  [/seniors/, 'older-person'],
  [/bike/, 'bicycle'],
  [/folk/, 'performing-arts'],
  [/ski/, 'snowflake'],
  [/wine/, 'wine-glass'],
  [/double-points|platform-demo/, 'sparkles'],
  [/solar/, 'sun'],
  [/sushi/, 'sushi'],
  [/ev-charg|charging/, 'high-voltage'],
  [/peak-sports|sports/, 'soccer-ball'],
  [/bakery/, 'croissant'],
  [/recycling/, 'recycling-symbol'],
  [/opening-hours/, 'mantelpiece-clock'],
  [/cinema/, 'popcorn'],
  [/bowling/, 'bowling'],
  [/gelato/, 'ice-cream'],
  [/car-wash/, 'automobile'],
  [/tote-bag/, 'handbag'],
  [/personal-shopper/, 'shopping-bags'],
  [/haircut/, 'scissors'],
  [/^amenity-atm/, 'atm-sign'],
  [/lockers/, 'key'],
  [/baby-room/, 'baby-bottle'],
  [/stroller/, 'baby'],
  [/wheelchair|accessible/, 'wheelchair-symbol'],
  [/^news-/, 'rolled-up-newspaper'],
  [/^hero-events|^event-/, 'party-popper'],
  [/^hero-welcome/, 'shopping-bags'],
];

export function subjectOf(name: string): string {
  // An offer's picture is named for the object it shows (content-tables.ts OFFERS).
  const offer = /^offer-([a-z-]+)$/.exec(name);
  if (offer) return offer[1]!;
  const rule = RULES.find(([re]) => re.test(name));
  if (!rule) throw new Error(`no subject for demo image "${name}"`);
  return rule[1];
}
