import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, chromiumSwitches). Chromium
 * reads only the last `--disable-features` switch, so a suite that disables a feature of its own
 * repeats these, or loses them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Headless Chromium (`--headless=new` is the whole browser without a screen) builds a WebUI
 * address-bar popup, a renderer process of its own, for every window, i.e. for every test's page;
 * no test types into an address bar. Measured: docs/benchmarks.md "Test suite time".
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * Debian's Chromium as this suite launches it (never a downloaded browser); the same as
 * apps/console-e2e/src/chromium.ts (two e2e projects cannot share a module under the module boundaries).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
  ],
};
