import { i18n as sharedI18n, type I18n } from '@lingui/core';

/** The language of one server render: `activateLocale` inside the render writes it here. */
export type LocaleScope = { locale: string; locales?: string | string[] };

type ScopeOf = () => LocaleScope | undefined;

/**
 * Where the resolvers live: on the instance itself under a registered symbol, because every
 * tenant's server build bundles its own copy of this module while `@lingui/core` (and so the
 * shared `i18n`) is one module per process.
 */
const SCOPES = Symbol.for('atrium.i18n.localeScopes');
type ScopedI18n = I18n & { [SCOPES]?: ScopeOf[] };

/**
 * Server rendering: makes the active language of Lingui's shared `i18n` a property of the calling
 * async context. `current` returns the scope of the render running there (an AsyncLocalStorage
 * store) or undefined outside a render, where the instance behaves as before. Renders in
 * different languages then run side by side on one thread: components read `i18n` from
 * `useLingui()`, but route heads and the core `t`/`plural` macros read the shared instance, so a
 * per-render instance in React context alone would not be enough.
 *
 * Lingui keeps the active language in the instance fields `_locale` and `_locales` (catalogs are
 * stored per language already); those two become accessors. libs/i18n's scoped-locale test
 * fails if a Lingui upgrade renames them.
 */
export function scopeLocale(current: ScopeOf, instance: I18n = sharedI18n): void {
  const scoped = instance as ScopedI18n;
  const existing = scoped[SCOPES];
  if (existing) {
    if (!existing.includes(current)) existing.push(current);
    return;
  }
  const resolvers: ScopeOf[] = [current];
  const fields = instance as unknown as { _locale: string; _locales?: string | string[] };
  const unscoped: LocaleScope = { locale: fields._locale, locales: fields._locales };
  const scope = (): LocaleScope => {
    for (const resolve of resolvers) {
      const found = resolve();
      if (found) return found;
    }
    return unscoped;
  };
  Object.defineProperties(instance, {
    _locale: {
      configurable: true,
      get: () => scope().locale,
      set: (locale: string) => void (scope().locale = locale),
    },
    _locales: {
      configurable: true,
      get: () => scope().locales,
      set: (locales: string | string[] | undefined) => void (scope().locales = locales),
    },
    [SCOPES]: { value: resolvers },
  });
}
