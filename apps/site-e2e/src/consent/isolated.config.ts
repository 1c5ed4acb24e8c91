import path from 'node:path';
import { defineConfig } from '@playwright/test';

import base from '../../playwright.config';

/**
 * The main config with its own data folder, for running the consent specs while another engineer's
 * end-to-end run uses tmp/e2e-data. Set E2E_PORT_OFFSET (e.g. 20000) so the ports differ too:
 *   E2E_PORT_OFFSET=20000 npx playwright test -c apps/site-e2e/src/consent/isolated.config.ts
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const webServer = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: path.join(root, 'tmp/e2e-consent-results'),
  webServer: {
    ...webServer,
    command: webServer.command.replace(
      path.join(root, 'tmp/e2e-data'),
      path.join(root, 'tmp/e2e-consent-data'),
    ),
  },
});
