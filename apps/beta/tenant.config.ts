import type { TenantConfig } from '@atrium/domain/tenant-config';

/** Atrium Beta: validated by the tenant Vite factory at build time. */
const config: TenantConfig = {
  tenantId: 'beta',
  tenantSecondLevelDomain: 'atrium-beta',
  defaultLocale: 'en',
  pagesMetaTags: {
    en: {
      index: {
        title: 'Atrium Beta – shopping centre in Prague',
        description:
          'Shops, dining, offers, events and the loyalty programme of Atrium Beta in Prague.',
        keywords: 'shopping centre, Atrium Beta, shops, offers, events, loyalty',
      },
      'shops-services': {
        title: 'Shops and services – Atrium Beta',
        description: 'Every shop, restaurant and service at Atrium Beta.',
        keywords: 'shops, services, dining, Atrium Beta',
      },
      offers: {
        title: 'Offers – Atrium Beta',
        description: 'Current offers and discounts from the shops of Atrium Beta.',
        keywords: 'offers, discounts, Atrium Beta',
      },
      events: {
        title: 'Events – Atrium Beta',
        description: 'What is on at Atrium Beta.',
        keywords: 'events, Atrium Beta',
      },
      news: {
        title: 'News – Atrium Beta',
        description: 'News from Atrium Beta and its shops.',
        keywords: 'news, Atrium Beta',
      },
    },
    cz: {
      index: {
        title: 'Atrium Beta – nákupní centrum, Praha',
        description:
          'Obchody, restaurace, akce, události a věrnostní program centra Atrium Beta, Praha.',
        keywords: 'nákupní centrum, Atrium Beta, obchody, akce, věrnostní program',
      },
      'shops-services': {
        title: 'Obchody a služby – Atrium Beta',
        description: 'Všechny obchody, restaurace a služby v centru Atrium Beta.',
        keywords: 'obchody, služby, restaurace, Atrium Beta',
      },
      offers: {
        title: 'Nabídky – Atrium Beta',
        description: 'Aktuální nabídky a slevy obchodů v centru Atrium Beta.',
        keywords: 'nabídky, slevy, Atrium Beta',
      },
      events: {
        title: 'Akce – Atrium Beta',
        description: 'Co se děje v centru Atrium Beta.',
        keywords: 'události, Atrium Beta',
      },
      news: {
        title: 'Novinky – Atrium Beta',
        description: 'Novinky z centra Atrium Beta a jeho obchodů.',
        keywords: 'novinky, Atrium Beta',
      },
    },
    sk: {
      index: {
        title: 'Atrium Beta – nákupné centrum, Praha',
        description:
          'Obchody, reštaurácie, akcie, podujatia a vernostný program centra Atrium Beta, Praha.',
        keywords: 'nákupné centrum, Atrium Beta, obchody, akcie, vernostný program',
      },
      'shops-services': {
        title: 'Obchody a služby – Atrium Beta',
        description: 'Všetky obchody, reštaurácie a služby v centre Atrium Beta.',
        keywords: 'obchody, služby, reštaurácie, Atrium Beta',
      },
      offers: {
        title: 'Ponuky – Atrium Beta',
        description: 'Aktuálne ponuky a zľavy obchodov v centre Atrium Beta.',
        keywords: 'ponuky, zľavy, Atrium Beta',
      },
      events: {
        title: 'Podujatia – Atrium Beta',
        description: 'Čo sa deje v centre Atrium Beta.',
        keywords: 'podujatia, Atrium Beta',
      },
      news: {
        title: 'Novinky – Atrium Beta',
        description: 'Novinky z centra Atrium Beta a jeho obchodov.',
        keywords: 'novinky, Atrium Beta',
      },
    },
    de: {
      index: {
        title: 'Atrium Beta – Einkaufszentrum in Prag',
        description:
          'Geschäfte, Gastronomie, Angebote, Veranstaltungen und das Treueprogramm von Atrium Beta in Prag.',
        keywords: 'Einkaufszentrum, Atrium Beta, Geschäfte, Angebote, Treueprogramm',
      },
      'shops-services': {
        title: 'Geschäfte und Services – Atrium Beta',
        description: 'Alle Geschäfte, Restaurants und Services im Atrium Beta.',
        keywords: 'Geschäfte, Services, Gastronomie, Atrium Beta',
      },
      offers: {
        title: 'Angebote – Atrium Beta',
        description: 'Aktuelle Angebote und Rabatte der Geschäfte im Atrium Beta.',
        keywords: 'Angebote, Rabatte, Atrium Beta',
      },
      events: {
        title: 'Veranstaltungen – Atrium Beta',
        description: 'Was im Atrium Beta los ist.',
        keywords: 'Veranstaltungen, Atrium Beta',
      },
      news: {
        title: 'Neuigkeiten – Atrium Beta',
        description: 'Neuigkeiten aus dem Atrium Beta und seinen Geschäften.',
        keywords: 'Neuigkeiten, Atrium Beta',
      },
    },
  },
  gtmId: 'GTM-ATRBETA',
  metaId: '100000000000001',
  manifest: { name: 'Atrium Beta', shortName: 'Atrium', themeColor: '#1f4e8c' },
};

export default config;
