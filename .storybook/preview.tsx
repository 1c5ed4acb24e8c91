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

const withTenantTheme: Decorator = (Story, context) => (
  <TenantTheme tenant={(context.globals['tenant'] ?? 'beta') as TenantId}>
    <Story />
  </TenantTheme>
);

const withLingui: Decorator = (Story, context) => (
  <Language language={(context.globals['language'] ?? 'en') as StoryLanguage}>
    <Story />
  </Language>
);

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
    async ({ globals }) => {
      await activateLocale((globals['language'] ?? 'en') as StoryLanguage);
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
