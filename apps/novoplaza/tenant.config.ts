import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Novo Plaza: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'novoplaza',
  tenantSecondLevelDomain: 'novoplaza',
  defaultLocale: 'cz',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Novo Plaza – shopping centre in Prague 4',
        description:
          'Shops, dining, offers, events and the loyalty programme of Novo Plaza in Prague 4.',
        keywords: 'shopping centre, Novo Plaza, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Novo Plaza',
        description: 'Every shop, restaurant and service at Novo Plaza.',
        keywords: 'shops, services, dining, Novo Plaza',
      },
      offers: {
        title: 'Offers – Novo Plaza',
        description: 'Current offers and discounts from the shops of Novo Plaza.',
        keywords: 'offers, discounts, Novo Plaza',
      },
      events: {
        title: 'Events – Novo Plaza',
        description: 'What is on at Novo Plaza.',
        keywords: 'events, Novo Plaza',
      },
      news: {
        title: 'News – Novo Plaza',
        description: 'News from Novo Plaza and its shops.',
        keywords: 'news, Novo Plaza',
      },
    },
    cz: {
      index: {
        title: 'Novo Plaza – nákupní centrum, Praha 4',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Novo Plaza, Praha 4.',
        keywords: 'nákupní centrum, Novo Plaza, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Novo Plaza',
        description: 'Všechny obchody, restaurace a služby v centru Novo Plaza.',
        keywords: 'obchody, služby, restaurace, Novo Plaza',
      },
      offers: {
        title: 'Nabídky – Novo Plaza',
        description: 'Aktuální nabídky a slevy obchodů v centru Novo Plaza.',
        keywords: 'nabídky, slevy, Novo Plaza',
      },
      events: {
        title: 'Akce – Novo Plaza',
        description: 'Co se děje v centru Novo Plaza.',
        keywords: 'události, Novo Plaza',
      },
      news: {
        title: 'Novinky – Novo Plaza',
        description: 'Novinky z centra Novo Plaza a jeho obchodů.',
        keywords: 'novinky, Novo Plaza',
      },
    },
    sk: {
      index: {
        title: 'Novo Plaza – nákupné centrum, Praha 4',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Novo Plaza, Praha 4.',
        keywords: 'nákupné centrum, Novo Plaza, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Novo Plaza',
        description: 'Všetky obchody, reštaurácie a služby v centre Novo Plaza.',
        keywords: 'obchody, služby, reštaurácie, Novo Plaza',
      },
      offers: {
        title: 'Ponuky – Novo Plaza',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Novo Plaza.',
        keywords: 'ponuky, zľavy, Novo Plaza',
      },
      events: {
        title: 'Podujatia – Novo Plaza',
        description: 'Čo sa deje v centre Novo Plaza.',
        keywords: 'podujatia, Novo Plaza',
      },
      news: {
        title: 'Novinky – Novo Plaza',
        description: 'Novinky z centra Novo Plaza a jeho obchodov.',
        keywords: 'novinky, Novo Plaza',
      },
    },
    de: {
      index: {
        title: 'Novo Plaza – Einkaufszentrum in Prag 4',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Novo Plaza in Prag 4.',
        keywords: 'Einkaufszentrum, Novo Plaza, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Novo Plaza',
        description: 'Alle Geschäfte, Restaurants und Services im Novo Plaza.',
        keywords: 'Geschäfte, Services, Gastronomie, Novo Plaza',
      },
      offers: {
        title: 'Angebote – Novo Plaza',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Novo Plaza.',
        keywords: 'Angebote, Rabatte, Novo Plaza',
      },
      events: {
        title: 'Veranstaltungen – Novo Plaza',
        description: 'Was im Novo Plaza los ist.',
        keywords: 'Veranstaltungen, Novo Plaza',
      },
      news: {
        title: 'Neuigkeiten – Novo Plaza',
        description: 'Neuigkeiten aus dem Novo Plaza und seinen Geschäften.',
        keywords: 'Neuigkeiten, Novo Plaza',
      },
    },
  },
  gtmId: 'GTM-NOVOPLZ',
  metaId: '100000000000003',
  manifest: { name: 'Novo Plaza', shortName: 'Novo Plaza', themeColor: '#0b7a5a' },
};

export default config;
