import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

// Every story is a test: rendered in Debian's Chromium, play functions run, axe checks fail on
// any violation (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
export default defineProject({
  plugins: [storybookTest({ configDir: resolve(here, '../../.storybook') })],
  test: {
    name: 'storybook',
    css: true,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
