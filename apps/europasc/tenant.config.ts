import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Europa SC: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'europasc',
  tenantSecondLevelDomain: 'europasc',
  defaultLocale: 'sk',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Europa SC – shopping centre in Banská Bystrica',
        description:
          'Shops, dining, offers, events and the loyalty programme of Europa SC in Banská Bystrica.',
        keywords: 'shopping centre, Europa SC, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Europa SC',
        description: 'Every shop, restaurant and service at Europa SC.',
        keywords: 'shops, services, dining, Europa SC',
      },
      offers: {
        title: 'Offers – Europa SC',
        description: 'Current offers and discounts from the shops of Europa SC.',
        keywords: 'offers, discounts, Europa SC',
      },
      events: {
        title: 'Events – Europa SC',
        description: 'What is on at Europa SC.',
        keywords: 'events, Europa SC',
      },
      news: {
        title: 'News – Europa SC',
        description: 'News from Europa SC and its shops.',
        keywords: 'news, Europa SC',
      },
    },
    cz: {
      index: {
        title: 'Europa SC – nákupní centrum, Banská Bystrica',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Europa SC, Banská Bystrica.',
        keywords: 'nákupní centrum, Europa SC, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Europa SC',
        description: 'Všechny obchody, restaurace a služby v centru Europa SC.',
        keywords: 'obchody, služby, restaurace, Europa SC',
      },
      offers: {
        title: 'Akční nabídky – Europa SC',
        description: 'Aktuální nabídky a slevy obchodů v centru Europa SC.',
        keywords: 'nabídky, slevy, Europa SC',
      },
      events: {
        title: 'Události – Europa SC',
        description: 'Co se děje v centru Europa SC.',
        keywords: 'události, Europa SC',
      },
      news: {
        title: 'Novinky – Europa SC',
        description: 'Novinky z centra Europa SC a jeho obchodů.',
        keywords: 'novinky, Europa SC',
      },
    },
    sk: {
      index: {
        title: 'Europa SC – nákupné centrum, Banská Bystrica',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Europa SC, Banská Bystrica.',
        keywords: 'nákupné centrum, Europa SC, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Europa SC',
        description: 'Všetky obchody, reštaurácie a služby v centre Europa SC.',
        keywords: 'obchody, služby, reštaurácie, Europa SC',
      },
      offers: {
        title: 'Akciové ponuky – Europa SC',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Europa SC.',
        keywords: 'ponuky, zľavy, Europa SC',
      },
      events: {
        title: 'Podujatia – Europa SC',
        description: 'Čo sa deje v centre Europa SC.',
        keywords: 'podujatia, Europa SC',
      },
      news: {
        title: 'Novinky – Europa SC',
        description: 'Novinky z centra Europa SC a jeho obchodov.',
        keywords: 'novinky, Europa SC',
      },
    },
    de: {
      index: {
        title: 'Europa SC – Einkaufszentrum in Banská Bystrica',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Europa SC in Banská Bystrica.',
        keywords: 'Einkaufszentrum, Europa SC, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Europa SC',
        description: 'Alle Geschäfte, Restaurants und Services im Europa SC.',
        keywords: 'Geschäfte, Services, Gastronomie, Europa SC',
      },
      offers: {
        title: 'Angebote – Europa SC',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Europa SC.',
        keywords: 'Angebote, Rabatte, Europa SC',
      },
      events: {
        title: 'Veranstaltungen – Europa SC',
        description: 'Was im Europa SC los ist.',
        keywords: 'Veranstaltungen, Europa SC',
      },
      news: {
        title: 'Neuigkeiten – Europa SC',
        description: 'Neuigkeiten aus dem Europa SC und seinen Geschäften.',
        keywords: 'Neuigkeiten, Europa SC',
      },
    },
  },
  gtmId: 'GTM-EUROPA1',
  metaId: '100000000000004',
  manifest: { name: 'Europa SC', shortName: 'Europa', themeColor: '#123c8c' },
};

export default config;
