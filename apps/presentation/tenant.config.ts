import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Atrium Presentation: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'presentation',
  tenantSecondLevelDomain: 'atrium-presentation',
  defaultLocale: 'en',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Atrium Presentation – shopping centre in Brno',
        description:
          'Shops, dining, offers, events and the loyalty programme of Atrium Presentation in Brno.',
        keywords: 'shopping centre, Atrium Presentation, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Atrium Presentation',
        description: 'Every shop, restaurant and service at Atrium Presentation.',
        keywords: 'shops, services, dining, Atrium Presentation',
      },
      offers: {
        title: 'Offers – Atrium Presentation',
        description: 'Current offers and discounts from the shops of Atrium Presentation.',
        keywords: 'offers, discounts, Atrium Presentation',
      },
      events: {
        title: 'Events – Atrium Presentation',
        description: 'What is on at Atrium Presentation.',
        keywords: 'events, Atrium Presentation',
      },
      news: {
        title: 'News – Atrium Presentation',
        description: 'News from Atrium Presentation and its shops.',
        keywords: 'news, Atrium Presentation',
      },
    },
    cz: {
      index: {
        title: 'Atrium Presentation – nákupní centrum, Brno',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Atrium Presentation, Brno.',
        keywords: 'nákupní centrum, Atrium Presentation, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Atrium Presentation',
        description: 'Všechny obchody, restaurace a služby v centru Atrium Presentation.',
        keywords: 'obchody, služby, restaurace, Atrium Presentation',
      },
      offers: {
        title: 'Nabídky – Atrium Presentation',
        description: 'Aktuální nabídky a slevy obchodů v centru Atrium Presentation.',
        keywords: 'nabídky, slevy, Atrium Presentation',
      },
      events: {
        title: 'Akce – Atrium Presentation',
        description: 'Co se děje v centru Atrium Presentation.',
        keywords: 'události, Atrium Presentation',
      },
      news: {
        title: 'Novinky – Atrium Presentation',
        description: 'Novinky z centra Atrium Presentation a jeho obchodů.',
        keywords: 'novinky, Atrium Presentation',
      },
    },
    sk: {
      index: {
        title: 'Atrium Presentation – nákupné centrum, Brno',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Atrium Presentation, Brno.',
        keywords: 'nákupné centrum, Atrium Presentation, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Atrium Presentation',
        description: 'Všetky obchody, reštaurácie a služby v centre Atrium Presentation.',
        keywords: 'obchody, služby, reštaurácie, Atrium Presentation',
      },
      offers: {
        title: 'Ponuky – Atrium Presentation',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Atrium Presentation.',
        keywords: 'ponuky, zľavy, Atrium Presentation',
      },
      events: {
        title: 'Podujatia – Atrium Presentation',
        description: 'Čo sa deje v centre Atrium Presentation.',
        keywords: 'podujatia, Atrium Presentation',
      },
      news: {
        title: 'Novinky – Atrium Presentation',
        description: 'Novinky z centra Atrium Presentation a jeho obchodov.',
        keywords: 'novinky, Atrium Presentation',
      },
    },
    de: {
      index: {
        title: 'Atrium Presentation – Einkaufszentrum in Brünn',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Atrium Presentation in Brünn.',
        keywords: 'Einkaufszentrum, Atrium Presentation, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Atrium Presentation',
        description: 'Alle Geschäfte, Restaurants und Services im Atrium Presentation.',
        keywords: 'Geschäfte, Services, Gastronomie, Atrium Presentation',
      },
      offers: {
        title: 'Angebote – Atrium Presentation',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Atrium Presentation.',
        keywords: 'Angebote, Rabatte, Atrium Presentation',
      },
      events: {
        title: 'Veranstaltungen – Atrium Presentation',
        description: 'Was im Atrium Presentation los ist.',
        keywords: 'Veranstaltungen, Atrium Presentation',
      },
      news: {
        title: 'Neuigkeiten – Atrium Presentation',
        description: 'Neuigkeiten aus dem Atrium Presentation und seinen Geschäften.',
        keywords: 'Neuigkeiten, Atrium Presentation',
      },
    },
  },
  gtmId: 'GTM-PRESENT',
  metaId: '100000000000005',
  manifest: { name: 'Atrium Presentation', shortName: 'Showcase', themeColor: '#5b2a86' },
};

export default config;
