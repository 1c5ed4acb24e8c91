import '../libs/ui/src/styles/base.css';

import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type CSSProperties, type ReactNode, useLayoutEffect, useMemo } from 'react';

import { tenantIds, tenantThemes, type TenantId } from '../libs/ui/src/theme/tenant-fixtures';
import { themeVariables } from '../libs/ui/src/theme/theme';
import { activateLocale, i18n } from '../libs/i18n/src/i18n';

/** Applies a tenant's variables on a wrapper and on the root (portalled dialogs, toasts, menus). */
function TenantTheme({ tenant, children }: { tenant: TenantId; children: ReactNode }) {
  const vars = useMemo(() => themeVariables(tenantThemes[tenant] ?? tenantThemes.beta), [tenant]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    root.dataset['tenant'] = tenant;
  }, [tenant, vars]);
  return <div style={vars as CSSProperties}>{children}</div>;
}

/** URL/wire language codes (spec); `cz` is Czech, which Lingui and Intl call `cs`. */
const storyLanguages = ['en', 'cz', 'sk', 'de'] as const;
type StoryLanguage = (typeof storyLanguages)[number];

function Language({ language, children }: { language: StoryLanguage; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [language]);
  return (
    <I18nProvider i18n={i18n} key={language}>
      {children}
    </I18nProvider>
  );
}

/**
 * The staff console is one build for every mall: it has no tenant theme, only the design system's
 * defaults (base.css). Its stories drop what a tenant's story set on the root.
 */
function ConsoleFrame({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const name of Array.from(root.style)) {
      if (name.startsWith('--')) root.style.removeProperty(name);
    }
    delete root.dataset['tenant'];
  }, []);
  return <>{children}</>;
}

const withTenantTheme: Decorator = (Story, context) =>
  context.title.startsWith('Console/') ? (
    <ConsoleFrame>
      <Story />
    </ConsoleFrame>
  ) : (
    <TenantTheme tenant={(context.globals['tenant'] ?? 'beta') as TenantId}>
      <Story />
    </TenantTheme>
  );

const withLingui: Decorator = (Story, context) => (
  <Language language={(context.globals['language'] ?? 'en') as StoryLanguage}>
    <Story />
  </Language>
);

/**
 * The staff console's stories (`Console/…`, apps/console/src): the console's own catalog (beside
 * the site's in lingui.config.ts) merged into the same `i18n` for the language, and its CSS, both
 * loaded only when such a story renders.
 */
const consoleCatalogs = {
  en: () => import('../apps/console/src/locales/en/messages.po'),
  cs: () => import('../apps/console/src/locales/cs/messages.po'),
  sk: () => import('../apps/console/src/locales/sk/messages.po'),
  de: () => import('../apps/console/src/locales/de/messages.po'),
};
async function loadConsole(language: StoryLanguage) {
  await Promise.all([
    import('../apps/console/src/console.css'),
    import('../apps/console/src/pages/content.css'),
  ]);
  const tag = language === 'cz' ? 'cs' : language;
  const { messages } = await consoleCatalogs[tag]();
  // Lingui merges a locale's loaded messages: the site's catalog and the console's side by side.
  i18n.load(tag, messages as never);
}

const preview: Preview = {
  globalTypes: {
    tenant: {
      description: 'Tenant theme (colours, font, corners, dividers)',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: tenantIds.map((id) => ({ value: id, title: id })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: storyLanguages.map((l) => ({ value: l, title: l })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'beta', language: 'en' },
  decorators: [withTenantTheme, withLingui],
  // Loads and activates the language's compiled catalog before a story renders.
  loaders: [
    async ({ globals, title }) => {
      const language = (globals['language'] ?? 'en') as StoryLanguage;
      if (title.startsWith('Console/')) await loadConsole(language);
      await activateLocale(language);
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
