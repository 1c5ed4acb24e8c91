import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

import { i18n } from './i18n';

/**
 * Puts the shared `i18n` instance in React context. Call `await activateLocale(locale)` first
 * (in the root route's loader or the client entry) so the first render already has messages.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
