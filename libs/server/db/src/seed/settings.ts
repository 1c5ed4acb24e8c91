import type { Locale } from '@atrium/domain/locales';

import { finishDemoTexts } from './demo-texts';
import { media, type MediaRef } from './media';
import type { TenantSeed } from './tenants';

/**
 * Every canonical settings key of spec section 3 for one tenant, as flat strings:
 * booleans as 'true'/'false', lists joined with ', ', structured values as JSON.
 * Image values are `/media/...` paths; the API turns them into absolute URLs.
 */
export function buildSettings(
  t: TenantSeed,
  ctx: { defaultFloorplanId: string },
): Record<string, string> {
  const s: Record<string, string> = {};
  const flag = (v: boolean) => (v ? 'true' : 'false');
  const group = (prefix: string, entries: Record<string, string | MediaRef>) => {
    for (const [k, v] of Object.entries(entries)) s[`${prefix}_${k}`] = String(v);
  };
  const img = (name: string) => media(t.id, name);

  group('colors', {
    primary: t.colors.primary,
    secondary: t.colors.secondary,
    accent: t.colors.accent,
    white: '#ffffff',
    black: '#111111',
    grayDark1: '#374151',
    grayDark2: '#4b5563',
    grayDark3: '#6b7280',
    grayLight1: '#f3f4f6',
    grayLight2: '#e5e7eb',
    grayLight3: '#d1d5db',
    success: '#15803d',
    error: '#b91c1c',
    warning: '#b45309',
  });
  group('loyalty_program_images', {
    hero: img('loyalty-hero'),
    card: img('loyalty-card'),
    step1: img('loyalty-step-1'),
    step2: img('loyalty-step-2'),
    step3: img('loyalty-step-3'),
  });
  group('gift_cards_images', { hero: img('gift-cards-hero'), card: img('gift-card') });
  group('parking_images', { hero: img('parking-hero'), map: img('parking-map') });
  group('space_lease_images', { hero: img('space-lease-hero') });
  group('christmas_stall_images', { hero: img('christmas-stall-hero') });
  group('mobile_app_images', {
    hero: img('mobile-app-hero'),
    screen1: img('mobile-app-screen-1'),
    screen2: img('mobile-app-screen-2'),
  });
  group('login_slider_images', {
    slide1: img('login-slide-1'),
    slide2: img('login-slide-2'),
    slide3: img('login-slide-3'),
  });
  group('icons', {
    parking: img('icon-parking'),
    wifi: img('icon-wifi'),
    info: img('icon-info'),
    gift: img('icon-gift'),
  });
  group('landings_images', {
    al: img('landing-al'),
    el: img('landing-el'),
    hl: img('landing-hl'),
    nl: img('landing-nl'),
  });
  group('documents', {
    operating_rules: media(t.id, 'operating-rules', 'txt'),
    price_list: media(t.id, 'parking-price-list', 'txt'),
  });
  group('header_navbar_items', {
    'Space lease': `https://example.com/${t.id}/space-lease`,
    ...t.headerNavbarItems,
  });
  // Not a spec key (kept in settings.extra): the menu label of a header item per language, by
  // its name; names without an entry (brand names such as "Harfa Office Park") stay as they are.
  s.header_navbar_labels = JSON.stringify(
    finishDemoTexts(t, {
      'Space lease': L(
        'Space lease',
        'Pronájem prostor',
        'Prenájom priestorov',
        'Flächenvermietung',
      ),
    }),
  );

  s.offers_layout = t.offersLayout;
  s.app_font_name = t.font;
  s.website_name = t.name;
  s.hero_cards_event_type = 'upcoming';
  s.hero_banner_items = JSON.stringify(finishDemoTexts(t, heroBannerItems(t)));
  s.hero_banner_aspect_ratio = '16/9';
  s.header_logo_type = 'image_wide';
  s.footer_logo_type = 'image_wide_inverted';
  s.favicon_logo_type = 'image_icon';
  s.auth_logo_type = 'image';
  s.over_header_color_name = 'primary';
  s.header_color_name = 'white';
  s.header_idle_text_color_name = 'grayDark3';
  s.header_active_text_color_name = 'primary';
  s.header_button_color_name = 'primary';
  s.header_button_text_color_name = 'white';
  s.footer_color_name = 'primary';
  // The footer's extra links (owners add them in the console's Settings). None in the demo: the
  // mall's social links are drawn from the mall itself (`GET /v1/malls`), not from here.
  s.footer_items = '[]';
  s.inactive_locales = t.inactiveLocales.join(', ');
  s.default_floorplan_id = ctx.defaultFloorplanId;
  s.store_detail_layout_name = t.multicolor ? 'wide' : 'default';
  for (const type of ['news', 'events', 'products', 'rewards', 'amenities', 'malls', 'stores']) {
    s[`${type}_aspect_ratios`] = type === 'stores' ? '1/1, 4/3' : '16/9, 4/3, 1/1';
  }
  // Site paths in settings are language-neutral: the site adds the page's language (docs/site.md).
  s.newsletter_consent_link_url = '/privacy-policy';
  s.gift_cards_page_help_email = `giftcards@${t.id}.atrium.example`;
  s.amenity_redirect_links = JSON.stringify({ parking: '/parking', wifi: '/wl' });
  // root_page is optional and left out: the bare `/` shows the home page.
  s.cookie_consent_categories = JSON.stringify(finishDemoTexts(t, cookieConsentCategories()));

  s.navigation_top_items =
    'shops-services, offers, events, news, rewards, opening-hours, parking, floorplan';
  s.navigation_homepage_items = 'shops-services, offers, events, news, rewards, parking';
  s.navigation_information_items =
    'opening-hours, how-to-get-here, parking, amenities, faq, contact, gift-cards';
  s.footer_discover_items = 'shops-services, e-shops, offers, events, news, cinema';
  s.footer_for_visitors_items =
    'opening-hours, how-to-get-here, parking, amenities, faq, floorplan';
  s.footer_about_us_items = 'about, contact, loyalty-program, mobile-app, newsletter, blog';
  s.footer_useful_links_items =
    'gift-cards, information, privacy-policy, terms-and-conditions, cookies';
  // The operating rules are linked once, as the document (`operating_rules`) the footer adds.

  s.web_using_multicolor = flag(t.multicolor);
  s.web_has_dividers = flag(t.dividers);
  s.rounded_corners = flag(t.roundedCorners);
  s.is_christmas_stall_section_active = flag(t.id === 'galerieharfa' || t.id === 'beta');
  s.is_parking_visible_on_header = flag(true);
  s.is_parking_visible_on_opening_hours = flag(true);
  s.is_sso_visible = flag(t.id !== 'presentation');
  s.is_authentication_active = flag(true);
  s.is_mobile_app_active = flag(t.id !== 'novoplaza');
  s.is_loyalty_program_displayed_on_shop = flag(true);
  s.is_offers_visible_only_when_logged_in = flag(false);
  s.is_rewards_visible_only_when_logged_in = flag(t.id === 'europasc');
  s.is_events_calendar_visible = flag(true);
  s.is_header_minimizing_disabled = flag(false);
  s.is_contact_support_active = flag(true);
  s.use_fallback_locale = flag(true);
  s.show_floor_number_on_shop_card = flag(true);
  s.show_floor_titles_on_desktop = flag(t.floors > 2);
  s.show_floorplan_on_shop_detail = flag(true);
  return s;
}

const L = <T>(en: T, cz: T, sk: T, de: T): Record<Locale, T> => ({ en, cz, sk, de });

function heroBannerItems(t: TenantSeed) {
  const slides = [
    {
      key: 'welcome',
      link: '/shops-services',
      title: L(
        `Welcome to ${t.name}`,
        `Vítejte v centru ${t.name}`,
        `Vitajte v centre ${t.name}`,
        `Willkommen bei ${t.name}`,
      ),
      description: t.tagline,
      button: L('Discover shops', 'Objevte obchody', 'Objavte obchody', 'Geschäfte entdecken'),
    },
    {
      key: 'loyalty',
      link: '/loyalty-program',
      title: L(
        'Collect points with every purchase',
        'Sbírejte body s každým nákupem',
        'Zbierajte body s každým nákupom',
        'Punkte bei jedem Einkauf sammeln',
      ),
      description: L(
        'Upload your receipt and choose a reward.',
        'Nahrajte účtenku a vyberte si odměnu.',
        'Nahrajte bloček a vyberte si odmenu.',
        'Beleg hochladen und Prämie wählen.',
      ),
      button: L('Join the programme', 'Zapojte se', 'Zapojte sa', 'Mitmachen'),
    },
    {
      key: 'events',
      link: '/events/1',
      title: L(
        'Events for the whole family',
        'Akce pro celou rodinu',
        'Podujatia pre celú rodinu',
        'Events für die ganze Familie',
      ),
      description: L(
        'See what is on this month.',
        'Podívejte se, co se chystá tento měsíc.',
        'Pozrite sa, čo sa chystá tento mesiac.',
        'Sehen Sie, was diesen Monat los ist.',
      ),
      button: L('All events', 'Všechny akce', 'Všetky podujatia', 'Alle Events'),
    },
  ];
  return slides.map((slide, i) => ({
    id: i + 1,
    image: String(media(t.id, `hero-${slide.key}`)),
    image_mobile: String(media(t.id, `hero-${slide.key}-mobile`)),
    url: slide.link,
    translations: (Object.keys(slide.title) as Locale[]).map((locale) => ({
      locale,
      title: slide.title[locale],
      description: slide.description[locale],
      button_text: slide.button[locale],
    })),
  }));
}

function cookieConsentCategories() {
  return [
    {
      id: 'necessary',
      name: L('Necessary', 'Nezbytné', 'Nevyhnutné', 'Notwendig'),
      description: L(
        'Needed for the site to work (session, language, your consent).',
        'Potřebné pro fungování webu (přihlášení, jazyk, váš souhlas).',
        'Potrebné na fungovanie webu (prihlásenie, jazyk, váš súhlas).',
        'Für den Betrieb der Website nötig (Sitzung, Sprache, Ihre Einwilligung).',
      ),
      links: [],
      targetCookieIds: ['token', 'locale', 'i18n_redirected', 'cookie_consent'],
      isPreselected: true,
    },
    {
      id: 'functional',
      name: L('Functional', 'Funkční', 'Funkčné', 'Funktional'),
      description: L(
        'Remember your preferences such as favourite shops.',
        'Pamatují si vaše volby, například oblíbené obchody.',
        'Pamätajú si vaše voľby, napríklad obľúbené obchody.',
        'Speichern Ihre Vorlieben wie Lieblingsgeschäfte.',
      ),
      links: [],
      targetCookieIds: ['preferences'],
      isPreselected: true,
    },
    {
      id: 'statistics',
      name: L('Statistics', 'Statistické', 'Štatistické', 'Statistik'),
      description: L(
        'Help us understand how the site is used (tag manager).',
        'Pomáhají nám pochopit, jak se web používá (tag manager).',
        'Pomáhajú nám pochopiť, ako sa web používa (tag manager).',
        'Helfen uns zu verstehen, wie die Website genutzt wird (Tag Manager).',
      ),
      links: [{ label: 'Google', url: 'https://policies.google.com/privacy' }],
      targetCookieIds: ['_ga', '_gid', '_gat'],
      isPreselected: false,
    },
    {
      id: 'marketing',
      name: L('Marketing', 'Marketingové', 'Marketingové', 'Marketing'),
      description: L(
        'Let us show you relevant offers elsewhere (social pixel).',
        'Umožňují zobrazit vám relevantní nabídky jinde (sociální pixel).',
        'Umožňujú zobraziť vám relevantné ponuky inde (sociálny pixel).',
        'Ermöglichen passende Angebote an anderer Stelle (Social Pixel).',
      ),
      links: [{ label: 'Meta', url: 'https://www.facebook.com/privacy/policy' }],
      targetCookieIds: ['_fbp'],
      isPreselected: false,
    },
  ];
}
