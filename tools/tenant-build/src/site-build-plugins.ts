import { linguiVitePlugins } from '@atrium/i18n/vite';
import type { PluginOption } from 'vite';

/**
 * Plugins every build of the site needs besides React (the tenant builds, Storybook and browser
 * tests share them): Lingui's macro and PO catalogs.
 */
export function siteBuildPlugins(): PluginOption[] {
  return linguiVitePlugins({ chunkCatalogs: true });
}
