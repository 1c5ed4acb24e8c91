import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Checkbox } from '@atrium/ui/checkbox';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import type * as React from 'react';

import { LANGUAGE_LABELS, langOf } from '../lib/languages';

/**
 * The languages the site offers (`inactive_locales`, docs/console.md "Settings"): a check box per
 * language, ticked when the site offers it (its language menu, the other languages' links of
 * every page). The mall's default language is always offered: its box is ticked and cannot be
 * cleared, so at least one language stays. Saved with the rest of the page.
 */

/** Which languages the site offers, by language. */
export type LanguagesValue = Record<Locale, boolean>;

/** The form's value: every language offered but the inactive ones; the default always. */
export const languagesValue = (
  inactive: readonly Locale[],
  defaultLocale: Locale,
): LanguagesValue =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === defaultLocale || !inactive.includes(locale)]),
  ) as LanguagesValue;

/** What is sent: the languages not offered, in LOCALES order. */
export const inactiveLocalesOf = (value: LanguagesValue): Locale[] =>
  LOCALES.filter((locale) => !value[locale]);

export type LanguageFieldSlot = (
  name: `languages.${Locale}`,
  render: (field: AnyFieldApi) => React.ReactNode,
  validate: (value: unknown) => string | undefined,
) => React.ReactNode;

export function LanguagesSection({
  defaultLocale,
  field,
  errorsOf,
}: {
  defaultLocale: Locale;
  field: LanguageFieldSlot;
  /** The messages of a field (its own and the API's), by the form's name. */
  errorsOf: (name: string, own: unknown[]) => string[] | undefined;
}) {
  const { t } = useLingui();
  const defaultName = LANGUAGE_LABELS[defaultLocale];
  const groupErrors = errorsOf('languages', []);
  const validate = (locale: Locale) => (value: unknown) =>
    value === false && locale === defaultLocale
      ? t`The default language is always offered.`
      : undefined;
  return (
    <section className="console-card" aria-labelledby="settings-languages">
      <h2 id="settings-languages">
        <Trans>Languages of the site</Trans>
      </h2>
      <p className="console-muted" id="settings-languages-help">
        <Trans>
          The site's language menu offers the languages ticked here; a language not offered
          disappears from it. The mall's default language ({defaultName}) is always offered.
        </Trans>
      </p>
      <div
        className="console-settings-flags"
        role="group"
        aria-labelledby="settings-languages"
        aria-describedby="settings-languages-help"
        data-testid="languages"
      >
        {LOCALES.map((locale) =>
          field(
            `languages.${locale}`,
            (box) => {
              const errors = errorsOf(box.name, box.state.meta.errors);
              return (
                <div>
                  <Checkbox
                    data-testid={`language-${locale}`}
                    label={<span lang={langOf(locale)}>{LANGUAGE_LABELS[locale]}</span>}
                    description={
                      locale === defaultLocale
                        ? t`The default language: always offered.`
                        : undefined
                    }
                    checked={box.state.value === true}
                    disabled={locale === defaultLocale && box.state.value === true}
                    onCheckedChange={(checked) => box.handleChange(checked === true)}
                    aria-invalid={errors ? true : undefined}
                  />
                  {errors && (
                    <p className="console-error" role="alert">
                      {errors.join(' ')}
                    </p>
                  )}
                </div>
              );
            },
            validate(locale),
          ),
        )}
      </div>
      {groupErrors && (
        <p className="console-error" role="alert">
          {groupErrors.join(' ')}
        </p>
      )}
    </section>
  );
}
