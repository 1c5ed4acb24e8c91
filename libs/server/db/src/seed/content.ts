import {
  AMENITIES,
  AMENITY_CATEGORIES,
  CATEGORY_BLURBS,
  COMPANIES,
  COMPANY_CATEGORIES,
  EVENT_CATEGORIES,
  EVENTS,
  FAQ_CATEGORIES,
  FAQS,
  NEWS,
  NEWS_CATEGORIES,
  OFFERS,
  PRODUCT_CATEGORIES,
  REWARD_CATEGORIES,
  REWARDS,
  type CompanyKind,
  type When,
} from './content-tables';
import { catalogueOf, counterpart } from './catalogues';
import { finishDemoTexts } from './demo-texts';
import { L, type L4, SEED_LOCALES, tr } from './i18n';
import { openingHours } from './malls';
import { media } from './media';
import { demoMinor } from './money';
import { daysFrom, lastOccurrence, nextOccurrence } from './seasons';
import { eventsOf } from './tenant-events';
import type { TenantSeed } from './tenants';

type Tr = ReturnType<typeof tr>;
const DAY = 86_400_000;

export const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fill = (text: L4, name: string): L4 =>
  Object.fromEntries(SEED_LOCALES.map((l) => [l, text[l].replaceAll('{name}', name)])) as L4;

export interface CategorySeed {
  type: string;
  slug: string;
  icon: string | null;
  position: number;
  translations: Tr;
}
export interface CompanySeed {
  slug: string;
  kind: CompanyKind;
  categorySlugs: string[];
  floor: number | null;
  unit: string | null;
  logo: string;
  image: string;
  phone: string;
  email: string;
  website: string;
  eshopUrl: string | null;
  isFeatured: boolean;
  /** Own hours (restaurants, services) as one `default` zone; null = the mall's hours. */
  openingHours: Record<string, unknown>[] | null;
  translations: Tr;
  area: { x: number; y: number; width: number; height: number } | null;
}
export interface PostSeed {
  companySlug: string | null;
  categorySlug: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  publishedAt: Date;
  translations: Tr;
}

/**
 * Floor plan geometry: units face each other across a walkway, eight a side (a floor with more
 * than sixteen has a second walkway below the first). Unit n of a floor is `unitArea(n)`.
 */
export const PLAN = {
  width: 1200,
  cols: 8,
  cellW: 124,
  cellH: 110,
  x0: 50,
  y0: 70,
  gap: 14,
  walkway: 100,
  between: 50,
  bottom: 50,
};

const PER_WALKWAY = PLAN.cols * 2;
const WALKWAY_STEP = PLAN.cellH * 2 + PLAN.walkway + PLAN.between;

/** The top of walkway `street`'s northern row. */
export function walkwayTop(street: number): number {
  return PLAN.y0 + street * WALKWAY_STEP;
}

/** Where unit n of a floor is: along the north side of its walkway, then along the south. */
export function unitArea(n: number): { x: number; y: number; width: number; height: number } {
  const street = Math.floor(n / PER_WALKWAY);
  const k = n % PER_WALKWAY;
  const south = k >= PLAN.cols;
  return {
    x: PLAN.x0 + (k % PLAN.cols) * (PLAN.cellW + PLAN.gap),
    y: walkwayTop(street) + (south ? PLAN.cellH + PLAN.walkway : 0),
    width: PLAN.cellW,
    height: PLAN.cellH,
  };
}

/** Walkways a floor of `units` needs. */
export function walkwaysFor(units: number): number {
  return Math.max(1, Math.ceil(units / PER_WALKWAY));
}

/** The height of a floor plan with `units` units. */
export function planHeight(units: number): number {
  return walkwayTop(walkwaysFor(units)) - PLAN.between + PLAN.bottom;
}

export const floorTitle = (level: number): L4 =>
  level === 0
    ? L('Ground floor', 'Přízemí', 'Prízemie', 'Erdgeschoss')
    : L(`Floor ${level}`, `${level}. patro`, `${level}. poschodie`, `${level}. Obergeschoss`);

/** A shop's article: the staff in the shop. An e-shop has no counter, so it says how to order. */
const SHOP_ARTICLE = L(
  '<p>{name} welcomes you. Ask our staff about loyalty points.</p>',
  '<p>{name} vás vítá. Zeptejte se personálu na věrnostní body.</p>',
  '<p>{name} vás víta. Opýtajte sa personálu na vernostné body.</p>',
  '<p>{name} heißt Sie willkommen. Fragen Sie nach Treuepunkten.</p>',
);
const ESHOP_ARTICLE = L(
  '<p>Order from {name} online, day and night. Keep the receipt from your order for loyalty points.</p>',
  '<p>V e-shopu {name} nakoupíte online ve dne i v noci. Účtenku z objednávky si schovejte pro věrnostní body.</p>',
  '<p>V e-shope {name} nakúpite online vo dne aj v noci. Bloček z objednávky si odložte pre vernostné body.</p>',
  '<p>Bei {name} bestellen Sie online, rund um die Uhr. Heben Sie den Beleg Ihrer Bestellung für Treuepunkte auf.</p>',
);

/** All demo content of one tenant, relative to `now`. Pure: no database. */
export function buildContent(t: TenantSeed, tenantIndex: number, now: Date) {
  const at = (days: number, hour = 10) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };
  const img = (name: string) => String(media(t.id, name));
  /** Days from `now` to an item's start: its offset, or its season's next (or, for news, latest) occurrence. */
  const startDay = (when: When, days: number) =>
    typeof when === 'number' ? when : daysFrom(now, nextOccurrence(when, days, now));
  const publishedDay = (when: When) =>
    typeof when === 'number' ? when : daysFrom(now, lastOccurrence(when, now));

  const categories: CategorySeed[] = [];
  const addCats = (type: string, rows: [string, L4][], icons?: Record<string, string>) =>
    rows.forEach(([slug, name], position) =>
      categories.push({
        type,
        slug,
        icon: icons?.[slug] ?? null,
        position,
        translations: tr({ name }),
      }),
    );
  addCats(
    'company',
    COMPANY_CATEGORIES.map(([slug, , name]) => [slug, name]),
    Object.fromEntries(COMPANY_CATEGORIES.map(([slug, icon]) => [slug, icon])),
  );
  addCats('product', PRODUCT_CATEGORIES);
  addCats('reward', REWARD_CATEGORIES);
  addCats('event', EVENT_CATEGORIES);
  addCats('news', NEWS_CATEGORIES);
  addCats('amenity', AMENITY_CATEGORIES);
  addCats('faq', FAQ_CATEGORIES);

  // Shops: the mall's own mix (seed/catalogues.ts), spread over its floors; a mall on the shared
  // table gets it minus a few (rotating).
  const catalogue = catalogueOf(t.id);
  const pool =
    catalogue === COMPANIES
      ? COMPANIES.filter(([, , cat], j) => cat === 'eshops' || (j + tenantIndex) % 9 !== 4)
      : catalogue;
  const perFloor = new Map<number, number>();
  const zones = openingHours(t, now);
  const ownHours = (zone: string) => {
    const z = zones.find((x) => x.zone === zone);
    return z ? [{ ...z, zone: 'default' }] : null;
  };
  const categoryName = new Map(COMPANY_CATEGORIES.map(([slug, , name]) => [slug, name]));
  const companies: CompanySeed[] = pool.map(([name, kind, cat], j) => {
    const slug = slugify(name);
    const floor = kind === 'eshop' ? null : cat === 'dining' ? t.floors - 1 : (j * 7) % t.floors;
    let area: CompanySeed['area'] = null;
    let unit: string | null = null;
    if (floor !== null) {
      const n = perFloor.get(floor) ?? 0;
      perFloor.set(floor, n + 1);
      area = unitArea(n);
      unit = `${String.fromCharCode(65 + floor)}${String(n + 1).padStart(2, '0')}`;
    }
    const catName = categoryName.get(cat)!;
    const description = fill(CATEGORY_BLURBS[cat]!, name);
    return {
      slug,
      kind,
      categorySlugs: [cat],
      floor,
      unit,
      logo: `/media/shops/${slug}.svg`,
      image: `/media/shops/${slug}-wide.svg`,
      phone: `${t.address.country === 'SK' ? '+421 48' : '+420 222'} ${String(100 + j).padStart(3, '0')} ${String(10 + tenantIndex * 7 + j).padStart(3, '0')}`,
      email: `hello@${slug}.example`,
      website: `https://${slug}.example`,
      eshopUrl: kind === 'eshop' ? `https://${slug}.example/shop` : null,
      isFeatured: j % 6 === 0,
      openingHours:
        kind === 'dining'
          ? ownHours('restaurants')
          : kind === 'service'
            ? ownHours('services')
            : null,
      translations: tr({
        title: name,
        description,
        article: fill(kind === 'eshop' ? ESHOP_ARTICLE : SHOP_ARTICLE, name),
        company_category: catName,
      }),
      area,
    };
  });
  const hasShop = new Set(companies.map((c) => c.slug));
  /** This mall's shop in the role of beta's shop `name` (seed/catalogues.ts), or null. */
  const localShop = (name: string | null) => {
    const local = name ? counterpart(name, pool) : null;
    return local && hasShop.has(slugify(local)) ? local : null;
  };
  const shopOrNull = (name: string | null) => {
    const local = localShop(name);
    return local ? slugify(local) : null;
  };
  const titleOf = new Map(companies.map((c) => [c.slug, c.translations[0]!['title']!]));
  // A store event/news item belongs to one of the tenant's shops (rotating through them).
  const storeFor = (i: number) =>
    companies.filter((c) => c.kind !== 'eshop')[(i * 5 + tenantIndex) % 20]!.slug;

  const events: PostSeed[] = eventsOf(t.id, EVENTS).map(
    ([key, cat, store, when, days, title, description], i) => {
      const offset = startDay(when, days);
      return {
        companySlug: store ? storeFor(i) : null,
        categorySlug: cat,
        image: img(`event-${key}`),
        startsAt: at(offset, 10),
        endsAt: at(offset + days - 1, 20),
        publishedAt: at(Math.min(offset, 0) - 14, 8),
        translations: tr({
          title,
          description,
          article: wrapArticle(description, t.name, cat === 'sale' ? 'sale' : 'event'),
        }),
      };
    },
  );

  const news: PostSeed[] = NEWS.flatMap(([key, cat, shop, when, title, description]) => {
    const local = localShop(shop);
    if (shop && !local) return [];
    const offset = publishedDay(when);
    const named = (text: L4) => (local ? fill(text, local) : text);
    return [
      {
        companySlug: local ? slugify(local) : null,
        categorySlug: cat,
        image: img(`news-${key}`),
        startsAt: at(offset, 8),
        endsAt: at(offset + 60, 8),
        publishedAt: at(offset, 8),
        translations: tr({
          title: named(title),
          description: named(description),
          article: wrapArticle(named(description), t.name, 'news'),
        }),
      },
    ];
  });

  const products = OFFERS.map(([betaShop, cat, pct, price, when, days, title, subject], i) => {
    const companySlug = shopOrNull(betaShop) ?? companies[i]!.slug;
    const shop = titleOf.get(companySlug)!;
    const offset = startDay(when, days);
    return {
      companySlug,
      categorySlug: cat,
      image: img(`offer-${subject}`),
      priceOriginal: demoMinor(t, price),
      // Whole crowns, as a shop would price it (not 3 391,50 Kč).
      priceDiscounted: demoMinor(t, Math.round((price * (100 - pct)) / 100)),
      discountPercent: pct,
      validFrom: at(offset, 0),
      validTo: at(offset + days, 23),
      translations: tr({
        title,
        description: fill(
          L(
            'Offer at {name}, while stocks last.',
            'Nabídka v obchodě {name}, do vyprodání zásob.',
            'Ponuka v obchode {name}, do vypredania zásob.',
            'Angebot bei {name}, solange der Vorrat reicht.',
          ),
          shop,
        ),
      }),
    };
  });

  const rewards = REWARDS.map(([key, cat, points, stock, limit, shop, title, description]) => ({
    companySlug: shopOrNull(shop),
    categorySlug: cat,
    image: img(`reward-${key}`),
    points,
    stock,
    perCustomerLimit: limit,
    validFrom: at(-30, 0),
    validTo: at(180, 23),
    translations: tr({ title, description }),
  }));

  const amenities = AMENITIES.map(([slug, cat, icon, floor, title, description], position) => ({
    slug,
    categorySlug: cat,
    icon,
    image: img(`amenity-${slug}`),
    floor: Math.min(floor, t.floors - 1),
    position,
    translations: tr({ title, description }),
  }));

  const faqs = FAQS.map(([cat, question, answer], position) => ({
    categorySlug: cat,
    position,
    translations: tr({ title: question, question, answer }),
  }));

  const floorplans = Array.from({ length: t.floors }, (_, level) => ({
    level,
    image: img(`floorplan-${level}`),
    width: PLAN.width,
    height: planHeight(companies.filter((c) => c.floor === level).length),
    translations: tr({ title: floorTitle(level) }),
  }));

  return finishDemoTexts(t, {
    categories,
    companies,
    events,
    news,
    products,
    rewards,
    amenities,
    faqs,
    floorplans,
    pages: buildPages(t),
    tiers: buildTiers(t),
    badges: buildBadges(t),
    options: { parking: buildParking(t) },
    bookingServices: buildBookingServices(t, shopOrNull),
    redirects: [
      { fromPath: '/obchody', toPath: '/cz/shops-services', statusCode: 301 },
      { fromPath: '/akce', toPath: '/cz/events/1', statusCode: 301 },
      { fromPath: '/shops', toPath: '/en/shops-services', statusCode: 301 },
      { fromPath: '/old/parking.html', toPath: '/en/parking', statusCode: 301 },
      { fromPath: '/summer', toPath: '/en/news/1', statusCode: 302 },
    ],
  });
}

export type ContentSeed = ReturnType<typeof buildContent>;

/** What an article says after its description: an event invites, a sale points to the shops, news to the desk. */
type ArticleKind = 'event' | 'sale' | 'news';

function wrapArticle(description: L4, mall: string, kind: ArticleKind): L4 {
  const closing = {
    event: L(
      `Join us at ${mall}. Entry is free.`,
      `Přijďte do centra ${mall}. Vstup zdarma.`,
      `Príďte do centra ${mall}. Vstup zadarmo.`,
      `Besuchen Sie uns: ${mall}. Eintritt frei.`,
    ),
    sale: L(
      `The discounts apply in the participating shops of ${mall}.`,
      `Slevy platí v zapojených obchodech centra ${mall}.`,
      `Zľavy platia v zapojených obchodoch centra ${mall}.`,
      `Die Rabatte gelten in den teilnehmenden Geschäften des Centers ${mall}.`,
    ),
    news: L(
      `Our information desk at ${mall} will gladly tell you more.`,
      `Více vám rádi řeknou na informacích centra ${mall}.`,
      `Viac vám radi povedia na informáciách centra ${mall}.`,
      `Mehr erfahren Sie gern an der Information des Centers ${mall}.`,
    ),
  }[kind];
  return Object.fromEntries(
    SEED_LOCALES.map((l) => [l, `<p>${description[l]}</p><p>${closing[l]}</p>`]),
  ) as L4;
}

const page = (permalink: string, title: L4, body: L4) => ({
  permalink,
  translations: tr({ title, content: body }),
});

function buildPages(t: TenantSeed) {
  const n = t.name;
  const para = (en: string, cz: string, sk: string, de: string) =>
    L(`<p>${en}</p>`, `<p>${cz}</p>`, `<p>${sk}</p>`, `<p>${de}</p>`);
  return [
    page(
      'gift-cards',
      L('Gift cards', 'Dárkové karty', 'Darčekové karty', 'Geschenkkarten'),
      para(
        `Give a gift card from ${n}, valid in more than 40 shops. Buy it at the information desk.`,
        `Darujte dárkovou kartu ${n}, platí ve více než 40 obchodech. Koupíte ji u informací.`,
        `Darujte darčekovú kartu ${n}, platí vo viac ako 40 obchodoch. Kúpite ju pri informáciách.`,
        `Verschenken Sie eine ${n}-Geschenkkarte, gültig in über 40 Geschäften. Erhältlich an der Information.`,
      ),
    ),
    page(
      'loyalty-program',
      L('Loyalty programme', 'Věrnostní program', 'Vernostný program', 'Treueprogramm'),
      para(
        'Register, upload your receipts, collect points and swap them for rewards. Higher tiers earn more.',
        'Zaregistrujte se, nahrávejte účtenky, sbírejte body a měňte je za odměny. Vyšší úrovně získávají více.',
        'Zaregistrujte sa, nahrávajte bločky, zbierajte body a vymieňajte ich za odmeny. Vyššie úrovne získavajú viac.',
        'Registrieren, Belege hochladen, Punkte sammeln und gegen Prämien tauschen. Höhere Stufen sammeln mehr.',
      ),
    ),
    page(
      'contact',
      L('Contact', 'Kontakt', 'Kontakt', 'Kontakt'),
      para(
        `Questions about shops, parking or the loyalty programme at ${n}? Call us, write to us or ask at the information desk on the ground floor.`,
        `Máte dotaz k obchodům, parkování nebo věrnostnímu programu v centru ${n}? Zavolejte nám, napište nám nebo se zeptejte na informacích v přízemí.`,
        `Máte otázku k obchodom, parkovaniu alebo vernostnému programu v centre ${n}? Zavolajte nám, napíšte nám alebo sa opýtajte na informáciách na prízemí.`,
        `${n}: Fragen zu Geschäften, Parken oder dem Treueprogramm? Rufen Sie uns an, schreiben Sie uns oder fragen Sie an der Information im Erdgeschoss.`,
      ),
    ),
    page(
      'blog',
      L('Blog', 'Blog', 'Blog', 'Blog'),
      para(
        'Stories from our shops, style tips and what is new in the centre.',
        'Příběhy z našich obchodů, tipy na styl a novinky z centra.',
        'Príbehy z našich obchodov, tipy na štýl a novinky z centra.',
        'Geschichten aus unseren Geschäften, Stiltipps und Neues aus dem Center.',
      ),
    ),
    page(
      'information',
      L('Information', 'Informace', 'Informácie', 'Informationen'),
      para(
        'Everything for your visit: opening hours, parking, services and accessibility.',
        'Vše pro vaši návštěvu: otevírací doba, parkování, služby a bezbariérovost.',
        'Všetko pre vašu návštevu: otváracie hodiny, parkovanie, služby a bezbariérovosť.',
        'Alles für Ihren Besuch: Öffnungszeiten, Parken, Service und Barrierefreiheit.',
      ),
    ),
    page(
      'about',
      L('About us', 'O nás', 'O nás', 'Über uns'),
      para(
        `${n} is a shopping centre with more than 40 shops, restaurants and services.`,
        `${n} je nákupní centrum s více než 40 obchody, restauracemi a službami.`,
        `${n} je nákupné centrum s viac ako 40 obchodmi, reštauráciami a službami.`,
        `${n} ist ein Einkaufszentrum mit über 40 Geschäften, Restaurants und Dienstleistungen.`,
      ),
    ),
    page(
      'privacy-policy',
      L(
        'Privacy policy',
        'Zásady ochrany osobních údajů',
        'Zásady ochrany osobných údajov',
        'Datenschutzerklärung',
      ),
      para(
        `${t.legalName} processes your personal data to run the loyalty programme, only as the law allows.`,
        `${t.legalName} zpracovává vaše osobní údaje pro provoz věrnostního programu, jen jak to zákon dovoluje.`,
        `${t.legalName} spracúva vaše osobné údaje na prevádzku vernostného programu, len ako to zákon dovoľuje.`,
        `${t.legalName} verarbeitet Ihre Daten für das Treueprogramm, nur wie gesetzlich erlaubt.`,
      ),
    ),
    page(
      'terms-and-conditions',
      L(
        'Terms and conditions',
        'Obchodní podmínky',
        'Obchodné podmienky',
        'Allgemeine Geschäftsbedingungen',
      ),
      para(
        'Points are personal, cannot be exchanged for cash and expire after 12 months.',
        'Body jsou osobní, nelze je směnit za peníze a po 12 měsících propadají.',
        'Body sú osobné, nemožno ich zameniť za peniaze a po 12 mesiacoch prepadajú.',
        'Punkte sind persönlich, nicht in Geld tauschbar und verfallen nach 12 Monaten.',
      ),
    ),
    page(
      'cookies',
      L('Cookies', 'Cookies', 'Cookies', 'Cookies'),
      para(
        'We use necessary cookies for the site to work and others only with your consent.',
        'Nezbytné cookies používáme pro fungování webu, ostatní jen s vaším souhlasem.',
        'Nevyhnutné cookies používame na fungovanie webu, ostatné len s vaším súhlasom.',
        'Notwendige Cookies für den Betrieb, andere nur mit Ihrer Einwilligung.',
      ),
    ),
    page(
      'operating-rules',
      L('Operating rules', 'Provozní řád', 'Prevádzkový poriadok', 'Hausordnung'),
      para(
        'Please respect other visitors; smoking is not allowed inside the centre.',
        'Respektujte prosím ostatní návštěvníky; uvnitř centra se nekouří.',
        'Rešpektujte prosím ostatných návštevníkov; vnútri centra sa nefajčí.',
        'Bitte nehmen Sie Rücksicht; im Center ist Rauchen nicht erlaubt.',
      ),
    ),
    page(
      'landing/summer-2026',
      L('Summer at the centre', 'Léto v centru', 'Leto v centre', 'Sommer im Center'),
      para(
        'A permalink with a slash: summer activities for everyone.',
        'Permalink s lomítkem: letní aktivity pro všechny.',
        'Permalink s lomkou: letné aktivity pre všetkých.',
        'Ein Permalink mit Schrägstrich: Sommeraktivitäten für alle.',
      ),
    ),
  ];
}

function buildTiers(t: TenantSeed) {
  return [
    {
      slug: 'silver',
      minPoints: 0,
      multiplierPercent: 100,
      image: String(media(t.id, 'tier-silver')),
      translations: tr({
        name: L('Silver', 'Stříbrná', 'Strieborná', 'Silber'),
        description: L(
          '1 point for every {price:10}.',
          '1 bod za každých {price:10}.',
          '1 bod za každých {price:10}.',
          '1 Punkt pro {price:10}.',
        ),
      }),
    },
    {
      slug: 'gold',
      minPoints: 1000,
      multiplierPercent: 125,
      image: String(media(t.id, 'tier-gold')),
      translations: tr({
        name: L('Gold', 'Zlatá', 'Zlatá', 'Gold'),
        description: L(
          '25% more points.',
          'O 25 % více bodů.',
          'O 25 % viac bodov.',
          '25 % mehr Punkte.',
        ),
      }),
    },
    {
      slug: 'platinum',
      minPoints: 5000,
      multiplierPercent: 150,
      image: String(media(t.id, 'tier-platinum')),
      translations: tr({
        name: L('Platinum', 'Platinová', 'Platinová', 'Platin'),
        description: L(
          '50% more points and invitations to VIP evenings.',
          'O 50 % více bodů a pozvánky na VIP večery.',
          'O 50 % viac bodov a pozvánky na VIP večery.',
          '50 % mehr Punkte und Einladungen zu VIP-Abenden.',
        ),
      }),
    },
  ];
}

function buildBadges(t: TenantSeed) {
  const b = (slug: string, rule: Record<string, unknown>, name: L4, description: L4) => ({
    slug,
    rule,
    image: String(media(t.id, `badge-${slug}`)),
    translations: tr({ name, description }),
  });
  return [
    b(
      'first-receipt',
      { kind: 'receipts', count: 1 },
      L('First receipt', 'První účtenka', 'Prvý bloček', 'Erster Beleg'),
      L(
        'Upload your first receipt.',
        'Nahrajte první účtenku.',
        'Nahrajte prvý bloček.',
        'Laden Sie Ihren ersten Beleg hoch.',
      ),
    ),
    b(
      'regular',
      { kind: 'visits', count: 10 },
      L('Regular', 'Stálý host', 'Stály hosť', 'Stammgast'),
      L(
        'Shop on ten different days.',
        'Nakupte v deseti různých dnech.',
        'Nakúpte v desiatich rôznych dňoch.',
        'Kaufen Sie an zehn Tagen ein.',
      ),
    ),
    b(
      'explorer',
      { kind: 'distinct_shops', count: 5 },
      L('Explorer', 'Objevitel', 'Objaviteľ', 'Entdecker'),
      L(
        'Shop in five different stores.',
        'Nakupte v pěti různých obchodech.',
        'Nakúpte v piatich rôznych obchodoch.',
        'Kaufen Sie in fünf Geschäften ein.',
      ),
    ),
    b(
      'first-reward',
      { kind: 'rewards', count: 1 },
      L('First reward', 'První odměna', 'Prvá odmena', 'Erste Prämie'),
      L(
        'Redeem your first reward.',
        'Uplatněte první odměnu.',
        'Uplatnite prvú odmenu.',
        'Lösen Sie Ihre erste Prämie ein.',
      ),
    ),
  ];
}

function buildParking(t: TenantSeed) {
  const capacity = 400 + t.floors * 150;
  return {
    capacity,
    free: Math.round(capacity * 0.4),
    currency: t.currency,
    free_minutes: 180,
    tariffs: [
      { from_minutes: 0, to_minutes: 180, price: 0 },
      { from_minutes: 180, to_minutes: 1440, price_per_hour: demoMinor(t, 30) },
    ],
    max_daily_price: demoMinor(t, 300),
    entrances: [
      {
        name: L('North entrance', 'Severní vjezd', 'Severný vjazd', 'Nordeinfahrt'),
        latitude: t.geo.lat + 0.001,
        longitude: t.geo.lng,
      },
      {
        name: L('South entrance', 'Jižní vjezd', 'Južný vjazd', 'Südeinfahrt'),
        latitude: t.geo.lat - 0.001,
        longitude: t.geo.lng,
      },
    ],
    ev_chargers: 12,
    image: String(media(t.id, 'parking-map')),
    translations: tr({
      title: L('Parking', 'Parkování', 'Parkovanie', 'Parken'),
      parking_description: L(
        '<p>The first 3 hours are free, then {price:30} per hour. Pay by licence plate at the machines or in the app.</p>',
        '<p>První 3 hodiny zdarma, pak {price:30} za hodinu. Plaťte podle SPZ v automatech nebo v aplikaci.</p>',
        '<p>Prvé 3 hodiny zadarmo, potom {price:30} za hodinu. Plaťte podľa EČV v automatoch alebo v aplikácii.</p>',
        '<p>Die ersten 3 Stunden kostenlos, dann {price:30} pro Stunde. Zahlung per Kennzeichen am Automaten oder in der App.</p>',
      ),
    }),
  };
}

function buildBookingServices(t: TenantSeed, shopOrNull: (n: string | null) => string | null) {
  const s = (
    key: string,
    shop: string | null,
    duration: number,
    opts: [string, number][],
    title: L4,
    description: L4,
  ) => ({
    companySlug: shopOrNull(shop),
    durationMinutes: duration,
    image: String(media(t.id, `booking-${key}`)),
    // Prices are written in haléře; a mall in euros gets them at the demo rate.
    options: opts.map(([name, price], i) => ({
      id: i + 1,
      name,
      price: demoMinor(t, price / 100),
    })),
    translations: tr({ title, description }),
  });
  return [
    s(
      'car-wash',
      null,
      45,
      [
        ['basic', 39000],
        ['premium', 79000],
      ],
      L('Hand car wash', 'Ruční mytí auta', 'Ručné umývanie auta', 'Handautowäsche'),
      L(
        'Book a wash while you shop.',
        'Objednejte mytí, zatímco nakupujete.',
        'Objednajte umývanie, kým nakupujete.',
        'Buchen Sie eine Wäsche, während Sie einkaufen.',
      ),
    ),
    s(
      'personal-shopper',
      null,
      90,
      [['90-minutes', 150000]],
      L(
        'Personal shopper',
        'Osobní nákupní asistent',
        'Osobný nákupný asistent',
        'Persönliche Einkaufsberatung',
      ),
      L(
        'A stylist guides you through the centre.',
        'Stylista vás provede centrem.',
        'Stylista vás prevedie centrom.',
        'Ein Stylist begleitet Sie durch das Center.',
      ),
    ),
    s(
      'haircut',
      'Hair Studio',
      30,
      [
        ['women', 59000],
        ['men', 39000],
      ],
      L('Haircut', 'Střih', 'Strih', 'Haarschnitt'),
      L(
        'Book a time at the hair studio.',
        'Rezervujte si čas v kadeřnictví.',
        'Rezervujte si čas v kaderníctve.',
        'Buchen Sie einen Termin im Friseursalon.',
      ),
    ),
  ];
}
