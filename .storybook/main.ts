import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The one Storybook for every UI library and the staff console's own components (stories sit next
// to their components).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/*/src/**/*.stories.tsx', '../apps/console/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // The navigation icons' sprite, as every page of the site has it first in <body> (NavIcon).
  previewBody: (body) =>
    `${readFileSync(new URL('../libs/site/src/frame/navigation/nav-icons.svg', import.meta.url), 'utf8')}${body}`,
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    const { linguiVitePlugins } = await import('../libs/i18n/vite.ts');
    // Lingui macros and the .po catalog compiler, exactly as the tenant builds use them.
    return mergeConfig(viteConfig, { plugins: [linguiVitePlugins()] });
  },
};

export default config;
