import { COMPANIES, type CompanyKind } from './content-tables';

/**
 * Each mall's own shop mix. Beta's is the `COMPANIES` table; the other malls list their names
 * per company category in the same order of roles as beta's (the first dining name is a bistro,
 * the fifth a café, the eighth an ice-cream bar, …), so an offer, reward or news item written for
 * one of beta's shops finds its counterpart in every mall (`counterpart`). Names are invented or
 * plainly descriptive; a cinema and the post office (Pošta in the Czech and Slovak malls) appear
 * everywhere; each mall runs its own online market.
 */
type Mix = Record<string, string[]>;

const MIXES: Record<string, Mix> = {
  // A city mall in Prague-Holešovice: Czech names, younger crowd, strong food court.
  galerieharfa: {
    fashion: [
      'Holešky Style',
      'Vltava Denim',
      'Kabátek',
      'Loft Line',
      'Trendy Trio',
      'Střih & Steh',
    ],
    shoes: ['Krok za krokem', 'Tenisárna', 'Taška & spol.'],
    beauty: ['Pleťovna', 'Vůně města', 'Mýdlárna Harfa'],
    electronics: ['Bajt', 'Zásuvka', 'Herní doupě'],
    home: ['Domeček', 'Dřevo & len', 'Knihkupectví U Harfy'],
    sports: ['Horolezec', 'Běžec'],
    kids: ['Hračkárium', 'Capart'],
    health: ['Lékárna U Stadionu', 'Oční studio Ostrozrak'],
    jewelry: ['Zlatá nit', 'Ručičky'],
    groceries: ['Tržnice Harfa'],
    dining: [
      'Bistro Holešky',
      'Sushi Kaizen',
      'Trattoria Lucca',
      'Burgrárna',
      'Kavárna Pražírna',
      'Čajovna Lístek',
      'Pizzerie Vesuvio',
      'Zmrzlinárna Kopeček',
      'Nudle & Wok',
      'Pekárna Kvásek',
    ],
    services: [
      'Opravna Šikula',
      'Čistírna Bělostná',
      'Banka Vltava',
      'Pošta',
      'Cestovka Sluníčko',
      'Klíče a podpatky',
      'Kadeřnictví Nůžky',
      'Mobil servis',
      'Směnárna Harfa',
    ],
    eshops: ['Harfa Market online', 'Knihomol online', 'Techno přímo'],
    entertainment: ['CinemaMax', 'Bowling Harfa', 'Skákadlo'],
  },
  // A regional mall: everyday shopping, DIY and family services, one big supermarket.
  novoplaza: {
    fashion: [
      'Šatník Nova',
      'Jeans Point',
      'Elegance',
      'Pánský krejčí',
      'Outlet Nova',
      'Sport & Street',
    ],
    shoes: ['Botárna', 'Pohodlné boty', 'Kufry a kabelky'],
    beauty: ['Drogerie Pohoda', 'Parfumerie Iris', 'Heřmánek přírodní kosmetika'],
    electronics: ['ElektroCentrum', 'Mobilní svět', 'Hry a konzole'],
    home: ['Hobby Dům', 'Zahrada a dílna', 'Papírnictví Tužka'],
    sports: ['Sportovní ráj', 'Cyklo Nova'],
    kids: ['Dětský svět', 'Kočárky Nova'],
    health: ['Lékárna Nova', 'Optika Brýle'],
    jewelry: ['Zlatnictví Prsten', 'Hodinářství Čas'],
    groceries: ['Hypermarket Nova', 'Řeznictví Novák', 'Zelenina od farmáře'],
    dining: [
      'Bistro Nova',
      'Sushi Lotos',
      'Těstoviny U Toníka',
      'Grill & Burger',
      'Kavárna U Fontány',
      'Čajovna Nova',
      'Pizzerie Nova',
      'Cukrárna Kopeček',
      'Thai Wok',
      'Pekárna Nova',
    ],
    services: [
      'Šikovné ruce',
      'Čistírna Sněženka',
      'Banka Region',
      'Pošta',
      'CK Dovolená',
      'Klíčová služba',
      'Salon Nova',
      'Mobil Doktor',
      'Směnárna Euro',
    ],
    eshops: ['Nova Market online', 'Dárky z Novy'],
    entertainment: ['CinemaMax', 'Bowling & Billiard Nova', 'Trampolínová herna'],
  },
  // A Slovak mall: Slovak names, prices in euros.
  europasc: {
    fashion: ['Štýlová', 'Bystrická móda', 'Denim Tatry', 'Ľan a vlna', 'Elegán', 'Mestský šatník'],
    shoes: ['Topánkáreň', 'Bežecký krok', 'Kabelkáreň'],
    beauty: ['Pleťové štúdio Lúka', 'Vôňa', 'Bylinková kozmetika'],
    electronics: ['Počítače Hron', 'Elektro Urpín', 'Herný svet'],
    home: ['Domov Podpoľanie', 'Drevodom', 'Kníhkupectvo Na Námestí'],
    sports: ['Horský šport', 'Bežec Bystrica'],
    kids: ['Hračky Kocúrik', 'Bambuľa'],
    health: ['Lekáreň Europa', 'Optika Bystré oko'],
    jewelry: ['Zlatníctvo Klenot', 'Hodinky a čas'],
    groceries: ['Potraviny Europa', 'Syráreň Salaš'],
    dining: [
      'Bistro Námestie',
      'Sushi Hron',
      'Pasta e Basta',
      'Burger Hron',
      'Kaviareň Europa',
      'Čajovňa Lipa',
      'Pizzeria Stredná',
      'Zmrzlina Kopček',
      'Wok Panda',
      'Pekáreň Kvások',
    ],
    services: [
      'Opravovňa Majster',
      'Čistiareň Biela',
      'Banka Stred',
      'Pošta',
      'Cestovka Slnko',
      'Kľúče a opätky',
      'Kaderníctvo Strih',
      'Servis telefónov',
      'Zmenáreň Europa',
    ],
    eshops: ['Europa Market online', 'Knihy online Europa'],
    entertainment: ['CinemaMax', 'Bowling Europa', 'Hopsasa'],
  },
  // A showcase: polished English names that demonstrate every kind of tenant.
  presentation: {
    fashion: [
      'Atelier Nine',
      'Harbor & Pine',
      'Mono Studio',
      'Silk Route',
      'Indigo Works',
      'Tailor Made',
    ],
    shoes: ['Sole Society', 'Pace Runners', 'Satchel & Strap'],
    beauty: ['Dew Skincare', 'Amber Notes', 'Bare Botanics'],
    electronics: ['Circuit Studio', 'Amp & Ohm', 'Level Up Games'],
    home: ['Nest Living', 'Oak & Clay', 'Chapter One Books'],
    sports: ['Summit Outdoor', 'Trail & Track'],
    kids: ['Tiny Giants', 'Puddle Jumpers'],
    health: ['Green Cross Pharmacy', 'Focus Eyewear'],
    jewelry: ['Gilded', 'Moment Watches'],
    groceries: ['Daily Harvest'],
    dining: [
      'Canteen Seven',
      'Umami Bar',
      'Nonna’s Kitchen',
      'Patty Shack',
      'Roastery Brew Bar',
      'Leaf & Kettle',
      'Forno Pizza',
      'Scoop Parlour',
      'Noodle Lane',
      'Crumb Bakery',
    ],
    services: [
      'Fix It Desk',
      'Press & Fold',
      'Crown Bank',
      'Post Office',
      'Wander Travel',
      'Key Point',
      'Cut & Colour',
      'Screen Doctor',
      'Currency Corner',
    ],
    eshops: ['Atrium Online Store', 'Atrium Gift Shop', 'Showcase Direct'],
    entertainment: ['CinemaMax', 'Pin Palace Bowling', 'Jungle Play'],
  },
};

export type CompanyRow = [name: string, kind: CompanyKind, category: string];

const kindOf = (category: string, index: number): CompanyKind =>
  category === 'dining'
    ? 'dining'
    : category === 'services'
      ? 'service'
      : category === 'eshops'
        ? 'eshop'
        : category === 'entertainment' && index > 0
          ? 'service'
          : 'shop';

/** The tenant's shop mix; beta (and any tenant without its own) has the `COMPANIES` table. */
export function catalogueOf(tenantId: string): CompanyRow[] {
  const mix = MIXES[tenantId];
  if (!mix) return COMPANIES;
  return Object.entries(mix).flatMap(([category, names]) =>
    names.map((name, i): CompanyRow => [name, kindOf(category, i), category]),
  );
}

/**
 * The name in `catalogue` playing the role of beta's shop `betaName`: the same name if the mall
 * has it, else the name at the same place in the same category (or its first), else null.
 */
export function counterpart(betaName: string, catalogue: CompanyRow[]): string | null {
  if (catalogue.some(([name]) => name === betaName)) return betaName;
  const row = COMPANIES.find(([name]) => name === betaName);
  if (!row) return null;
  const role = COMPANIES.filter(([, , c]) => c === row[2]).indexOf(row);
  const same = catalogue.filter(([, , c]) => c === row[2]);
  return (same[role] ?? same[0])?.[0] ?? null;
}

/** Every shop name of every mall (the demo images are generated for each). */
export const ALL_COMPANY_NAMES: string[] = [
  ...new Set([...COMPANIES, ...Object.keys(MIXES).flatMap(catalogueOf)].map(([name]) => name)),
];
