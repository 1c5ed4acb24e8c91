import { resolve } from 'node:path';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

/** Absolute path of the workspace's one Lingui config (Nx loads Vite configs from the root). */
export const LINGUI_CONFIG_PATH = resolve(import.meta.dirname, '../../lingui.config.ts');

/**
 * The Vite plugins every browser build needs for Lingui: the macro (through Babel, since
 * @vitejs/plugin-react 6 has no `babel` option) and the PO catalog compiler. Use them in the tenant
 * Vite factory, Storybook's `viteFinal` and every vitest config that renders translated code.
 */
export function linguiVitePlugins(): PluginOption[] {
  return [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ configPath: LINGUI_CONFIG_PATH, failOnCompileError: true }),
  ];
}
