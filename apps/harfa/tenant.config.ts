import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Galerie Harfa: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'galerieharfa',
  tenantSecondLevelDomain: 'galerieharfa',
  defaultLocale: 'cz',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Galerie Harfa – shopping centre in Prague 9',
        description:
          'Shops, dining, offers, events and the loyalty programme of Galerie Harfa in Prague 9.',
        keywords: 'shopping centre, Galerie Harfa, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Galerie Harfa',
        description: 'Every shop, restaurant and service at Galerie Harfa.',
        keywords: 'shops, services, dining, Galerie Harfa',
      },
      offers: {
        title: 'Offers – Galerie Harfa',
        description: 'Current offers and discounts from the shops of Galerie Harfa.',
        keywords: 'offers, discounts, Galerie Harfa',
      },
      events: {
        title: 'Events – Galerie Harfa',
        description: 'What is on at Galerie Harfa.',
        keywords: 'events, Galerie Harfa',
      },
      news: {
        title: 'News – Galerie Harfa',
        description: 'News from Galerie Harfa and its shops.',
        keywords: 'news, Galerie Harfa',
      },
    },
    cz: {
      index: {
        title: 'Galerie Harfa – nákupní centrum, Praha 9',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Galerie Harfa, Praha 9.',
        keywords: 'nákupní centrum, Galerie Harfa, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Galerie Harfa',
        description: 'Všechny obchody, restaurace a služby v centru Galerie Harfa.',
        keywords: 'obchody, služby, restaurace, Galerie Harfa',
      },
      offers: {
        title: 'Nabídky – Galerie Harfa',
        description: 'Aktuální nabídky a slevy obchodů v centru Galerie Harfa.',
        keywords: 'nabídky, slevy, Galerie Harfa',
      },
      events: {
        title: 'Akce – Galerie Harfa',
        description: 'Co se děje v centru Galerie Harfa.',
        keywords: 'události, Galerie Harfa',
      },
      news: {
        title: 'Novinky – Galerie Harfa',
        description: 'Novinky z centra Galerie Harfa a jeho obchodů.',
        keywords: 'novinky, Galerie Harfa',
      },
    },
    sk: {
      index: {
        title: 'Galerie Harfa – nákupné centrum, Praha 9',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Galerie Harfa, Praha 9.',
        keywords: 'nákupné centrum, Galerie Harfa, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Galerie Harfa',
        description: 'Všetky obchody, reštaurácie a služby v centre Galerie Harfa.',
        keywords: 'obchody, služby, reštaurácie, Galerie Harfa',
      },
      offers: {
        title: 'Ponuky – Galerie Harfa',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Galerie Harfa.',
        keywords: 'ponuky, zľavy, Galerie Harfa',
      },
      events: {
        title: 'Podujatia – Galerie Harfa',
        description: 'Čo sa deje v centre Galerie Harfa.',
        keywords: 'podujatia, Galerie Harfa',
      },
      news: {
        title: 'Novinky – Galerie Harfa',
        description: 'Novinky z centra Galerie Harfa a jeho obchodov.',
        keywords: 'novinky, Galerie Harfa',
      },
    },
    de: {
      index: {
        title: 'Galerie Harfa – Einkaufszentrum in Prag 9',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Galerie Harfa in Prag 9.',
        keywords: 'Einkaufszentrum, Galerie Harfa, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Galerie Harfa',
        description: 'Alle Geschäfte, Restaurants und Services im Galerie Harfa.',
        keywords: 'Geschäfte, Services, Gastronomie, Galerie Harfa',
      },
      offers: {
        title: 'Angebote – Galerie Harfa',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Galerie Harfa.',
        keywords: 'Angebote, Rabatte, Galerie Harfa',
      },
      events: {
        title: 'Veranstaltungen – Galerie Harfa',
        description: 'Was im Galerie Harfa los ist.',
        keywords: 'Veranstaltungen, Galerie Harfa',
      },
      news: {
        title: 'Neuigkeiten – Galerie Harfa',
        description: 'Neuigkeiten aus dem Galerie Harfa und seinen Geschäften.',
        keywords: 'Neuigkeiten, Galerie Harfa',
      },
    },
  },
  gtmId: 'GTM-HARFA01',
  metaId: '100000000000002',
  manifest: { name: 'Galerie Harfa', shortName: 'Harfa', themeColor: '#8c1f3f' },
};

export default config;
