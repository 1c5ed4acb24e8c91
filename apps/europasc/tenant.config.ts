import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Europa Shopping Center: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'europasc',
  tenantSecondLevelDomain: 'europasc',
  defaultLocale: 'sk',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Europa Shopping Center – shopping centre in Banská Bystrica',
        description:
          'Shops, dining, offers, events and the loyalty programme of Europa Shopping Center in Banská Bystrica.',
        keywords: 'shopping centre, Europa Shopping Center, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Europa Shopping Center',
        description: 'Every shop, restaurant and service at Europa Shopping Center.',
        keywords: 'shops, services, dining, Europa Shopping Center',
      },
      offers: {
        title: 'Offers – Europa Shopping Center',
        description: 'Current offers and discounts from the shops of Europa Shopping Center.',
        keywords: 'offers, discounts, Europa Shopping Center',
      },
      events: {
        title: 'Events – Europa Shopping Center',
        description: 'What is on at Europa Shopping Center.',
        keywords: 'events, Europa Shopping Center',
      },
      news: {
        title: 'News – Europa Shopping Center',
        description: 'News from Europa Shopping Center and its shops.',
        keywords: 'news, Europa Shopping Center',
      },
    },
    cz: {
      index: {
        title: 'Europa Shopping Center – nákupní centrum, Banská Bystrica',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Europa Shopping Center, Banská Bystrica.',
        keywords: 'nákupní centrum, Europa Shopping Center, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Europa Shopping Center',
        description: 'Všechny obchody, restaurace a služby v centru Europa Shopping Center.',
        keywords: 'obchody, služby, restaurace, Europa Shopping Center',
      },
      offers: {
        title: 'Nabídky – Europa Shopping Center',
        description: 'Aktuální nabídky a slevy obchodů v centru Europa Shopping Center.',
        keywords: 'nabídky, slevy, Europa Shopping Center',
      },
      events: {
        title: 'Akce – Europa Shopping Center',
        description: 'Co se děje v centru Europa Shopping Center.',
        keywords: 'události, Europa Shopping Center',
      },
      news: {
        title: 'Novinky – Europa Shopping Center',
        description: 'Novinky z centra Europa Shopping Center a jeho obchodů.',
        keywords: 'novinky, Europa Shopping Center',
      },
    },
    sk: {
      index: {
        title: 'Europa Shopping Center – nákupné centrum, Banská Bystrica',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Europa Shopping Center, Banská Bystrica.',
        keywords: 'nákupné centrum, Europa Shopping Center, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Europa Shopping Center',
        description: 'Všetky obchody, reštaurácie a služby v centre Europa Shopping Center.',
        keywords: 'obchody, služby, reštaurácie, Europa Shopping Center',
      },
      offers: {
        title: 'Ponuky – Europa Shopping Center',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Europa Shopping Center.',
        keywords: 'ponuky, zľavy, Europa Shopping Center',
      },
      events: {
        title: 'Podujatia – Europa Shopping Center',
        description: 'Čo sa deje v centre Europa Shopping Center.',
        keywords: 'podujatia, Europa Shopping Center',
      },
      news: {
        title: 'Novinky – Europa Shopping Center',
        description: 'Novinky z centra Europa Shopping Center a jeho obchodov.',
        keywords: 'novinky, Europa Shopping Center',
      },
    },
    de: {
      index: {
        title: 'Europa Shopping Center – Einkaufszentrum in Banská Bystrica',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Europa Shopping Center in Banská Bystrica.',
        keywords: 'Einkaufszentrum, Europa Shopping Center, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Europa Shopping Center',
        description: 'Alle Geschäfte, Restaurants und Services im Europa Shopping Center.',
        keywords: 'Geschäfte, Services, Gastronomie, Europa Shopping Center',
      },
      offers: {
        title: 'Angebote – Europa Shopping Center',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Europa Shopping Center.',
        keywords: 'Angebote, Rabatte, Europa Shopping Center',
      },
      events: {
        title: 'Veranstaltungen – Europa Shopping Center',
        description: 'Was im Europa Shopping Center los ist.',
        keywords: 'Veranstaltungen, Europa Shopping Center',
      },
      news: {
        title: 'Neuigkeiten – Europa Shopping Center',
        description: 'Neuigkeiten aus dem Europa Shopping Center und seinen Geschäften.',
        keywords: 'Neuigkeiten, Europa Shopping Center',
      },
    },
  },
  gtmId: 'GTM-EUROPA1',
  metaId: '100000000000004',
  manifest: { name: 'Europa Shopping Center', shortName: 'Europa', themeColor: '#123c8c' },
};

export default config;
