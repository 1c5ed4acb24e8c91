import type { Locale } from '@atrium/domain/locales';

/**
 * The five demo tenants in one compact table. Everything else in the seed (settings, malls,
 * content) is generated from these rows, so a new tenant is one more entry here.
 */
export interface TenantSeed {
  id: string;
  name: string;
  defaultLocale: Locale;
  inactiveLocales: Locale[];
  /** Greeting / tagline per language. */
  tagline: Record<Locale, string>;
  font: string;
  colors: {
    primary: string;
    secondary: string;
    accent: string;
  };
  address: { street: string; city: string; zip: string; state: string; country: string };
  geo: { lat: number; lng: number };
  timezone: string;
  /** ISO 4217: prices, parking, receipts and the loyalty rules are in it. */
  currency: 'CZK' | 'EUR';
  floors: number;
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  email: string;
  phone: string;
  /** Main opening hours (mon–sat, sunday). */
  hours: { weekday: [string, string]; sunday: [string, string] };
  offersLayout: 'grid' | 'list';
  multicolor: boolean;
  roundedCorners: boolean;
  dividers: boolean;
  headerNavbarItems: Record<string, string>;
}

export const TENANTS: TenantSeed[] = [
  {
    id: 'beta',
    name: 'Atrium Beta',
    defaultLocale: 'en',
    inactiveLocales: [],
    tagline: {
      en: 'Your shopping centre, open every day',
      cz: 'Vaše nákupní centrum, otevřeno každý den',
      sk: 'Vaše nákupné centrum, otvorené každý deň',
      de: 'Ihr Einkaufszentrum, jeden Tag geöffnet',
    },
    font: 'Inter',
    colors: { primary: '#1d4ed8', secondary: '#f59e0b', accent: '#0f766e' },
    address: {
      street: 'Vinohradská 151',
      city: 'Praha',
      zip: '130 00',
      state: 'Praha',
      country: 'CZ',
    },
    geo: { lat: 50.0779, lng: 14.4602 },
    timezone: 'Europe/Prague',
    currency: 'CZK',
    floors: 3,
    legalName: 'Atrium Beta s.r.o.',
    registrationNumber: '12345678',
    vatNumber: 'CZ12345678',
    email: 'info@beta.atrium.example',
    phone: '+420 222 000 100',
    hours: { weekday: ['09:00', '21:00'], sunday: ['10:00', '20:00'] },
    offersLayout: 'grid',
    multicolor: false,
    roundedCorners: true,
    dividers: false,
    headerNavbarItems: {},
  },
  {
    id: 'galerieharfa',
    name: 'Galerie Harfa',
    defaultLocale: 'cz',
    inactiveLocales: [],
    tagline: {
      en: 'Shopping, food and fun in Prague 9',
      cz: 'Nákupy, jídlo a zábava v Praze 9',
      sk: 'Nákupy, jedlo a zábava v Prahe 9',
      de: 'Einkaufen, Essen und Spaß in Prag 9',
    },
    font: 'Poppins',
    colors: { primary: '#c8102e', secondary: '#1f2937', accent: '#f2a900' },
    address: {
      street: 'Českomoravská 2420/15a',
      city: 'Praha 9',
      zip: '190 00',
      state: 'Praha',
      country: 'CZ',
    },
    geo: { lat: 50.1056, lng: 14.4937 },
    timezone: 'Europe/Prague',
    currency: 'CZK',
    floors: 4,
    legalName: 'Harfa Demo a.s.',
    registrationNumber: '23456789',
    vatNumber: 'CZ23456789',
    email: 'info@harfa.atrium.example',
    phone: '+420 222 000 200',
    hours: { weekday: ['09:00', '21:00'], sunday: ['09:00', '21:00'] },
    offersLayout: 'list',
    multicolor: true,
    roundedCorners: false,
    dividers: true,
    headerNavbarItems: { 'Harfa Office Park': 'https://example.com/harfa-office-park' },
  },
  {
    id: 'novoplaza',
    name: 'Novo Plaza',
    defaultLocale: 'cz',
    inactiveLocales: ['de'],
    tagline: {
      en: 'Your neighbourhood mall in Prague 4',
      cz: 'Vaše obchodní centrum v Praze 4',
      sk: 'Vaše obchodné centrum v Prahe 4',
      de: 'Ihr Einkaufszentrum in Prag 4',
    },
    font: 'Montserrat',
    colors: { primary: '#00a19a', secondary: '#ff6f3c', accent: '#3b3b98' },
    address: {
      street: 'Chodovská 228/3',
      city: 'Praha 4',
      zip: '141 00',
      state: 'Praha',
      country: 'CZ',
    },
    geo: { lat: 50.0317, lng: 14.4913 },
    timezone: 'Europe/Prague',
    currency: 'CZK',
    floors: 2,
    legalName: 'Novo Demo s.r.o.',
    registrationNumber: '34567890',
    vatNumber: 'CZ34567890',
    email: 'info@novoplaza.atrium.example',
    phone: '+420 222 000 300',
    hours: { weekday: ['09:00', '20:00'], sunday: ['10:00', '19:00'] },
    offersLayout: 'grid',
    multicolor: false,
    roundedCorners: true,
    dividers: false,
    headerNavbarItems: {},
  },
  {
    id: 'europasc',
    name: 'Europa Shopping Center',
    defaultLocale: 'sk',
    inactiveLocales: [],
    tagline: {
      en: 'The heart of shopping in Banská Bystrica',
      cz: 'Srdce nakupování v Banské Bystrici',
      sk: 'Srdce nakupovania v Banskej Bystrici',
      de: 'Das Herz des Einkaufens in Banská Bystrica',
    },
    font: 'Roboto',
    colors: { primary: '#003399', secondary: '#ffcc00', accent: '#e4002b' },
    address: {
      street: 'Na Troskách 25',
      city: 'Banská Bystrica',
      zip: '974 01',
      state: 'Banskobystrický kraj',
      country: 'SK',
    },
    geo: { lat: 48.7326, lng: 19.1458 },
    timezone: 'Europe/Bratislava',
    currency: 'EUR',
    floors: 3,
    legalName: 'Europa Demo a.s.',
    registrationNumber: '45678901',
    vatNumber: 'SK2045678901',
    email: 'info@europasc.atrium.example',
    phone: '+421 48 000 400',
    hours: { weekday: ['09:00', '21:00'], sunday: ['09:00', '21:00'] },
    offersLayout: 'grid',
    multicolor: true,
    roundedCorners: true,
    dividers: true,
    headerNavbarItems: { 'Europa Business Center': 'https://example.com/europa-business-center' },
  },
  {
    id: 'presentation',
    name: 'Atrium Presentation',
    defaultLocale: 'en',
    inactiveLocales: [],
    tagline: {
      en: 'See what Atrium can do for your mall',
      cz: 'Podívejte se, co Atrium dokáže pro vaše centrum',
      sk: 'Pozrite sa, čo Atrium dokáže pre vaše centrum',
      de: 'Sehen Sie, was Atrium für Ihr Center kann',
    },
    font: 'Lato',
    colors: { primary: '#7c3aed', secondary: '#10b981', accent: '#f43f5e' },
    address: {
      street: 'Karlova 1',
      city: 'Brno',
      zip: '602 00',
      state: 'Jihomoravský kraj',
      country: 'CZ',
    },
    geo: { lat: 49.1951, lng: 16.6068 },
    timezone: 'Europe/Prague',
    currency: 'CZK',
    floors: 2,
    legalName: 'Atrium Presentation s.r.o.',
    registrationNumber: '56789012',
    vatNumber: 'CZ56789012',
    email: 'info@presentation.atrium.example',
    phone: '+420 222 000 500',
    hours: { weekday: ['10:00', '20:00'], sunday: ['10:00', '18:00'] },
    offersLayout: 'list',
    multicolor: false,
    roundedCorners: false,
    dividers: false,
    headerNavbarItems: {},
  },
];
