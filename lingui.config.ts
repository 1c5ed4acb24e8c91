import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One Lingui configuration for the whole site (docs/i18n.md) and the staff console.
 * Lingui speaks language tags (`cs`); URLs and the API use `cz` (see @atrium/domain/locales).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'cs', 'sk', 'de'],
  fallbackLocales: { default: 'cs' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/libs/site/src',
        '<rootDir>/libs/ui/src',
        '<rootDir>/libs/consent/src',
        '<rootDir>/libs/realtime/src',
        '<rootDir>/libs/i18n/src',
      ],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.spec.*',
        '**/*.stories.*',
        '**/__tests__/**',
        '**/locales/**',
      ],
    },
    {
      // The staff console (apps/console, docs/console.md): its own catalog, the site's untouched.
      path: '<rootDir>/apps/console/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/console/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.spec.*',
        '**/*.stories.*',
        '**/locales/**',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
