import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atrium/ui/tabs';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';

import { LANGUAGE_LABELS, langOf } from '../lib/languages';

/**
 * The texts of an item in the four content languages, a tab each (English first). Every tab's
 * fields stay mounted (hidden), so a message on a field of another language is kept. Controlled
 * by `language`/`onLanguageChange` when the form opens the tab of a refused field itself.
 */
export function LanguageTabs({
  children,
  language: controlled,
  onLanguageChange,
}: {
  /** The fields of one language; `index` is its place in LOCALES (the form's translations). */
  children: (locale: Locale, index: number) => ReactNode;
  language?: Locale;
  onLanguageChange?: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  const [own, setOwn] = useState<Locale>('en');
  const language = controlled ?? own;
  return (
    <Tabs value={language} onValueChange={(value) => (onLanguageChange ?? setOwn)(value as Locale)}>
      <TabsList aria-label={t`Language of the texts`}>
        {LOCALES.map((locale) => (
          <TabsTrigger key={locale} value={locale} lang={langOf(locale)}>
            {LANGUAGE_LABELS[locale]}
          </TabsTrigger>
        ))}
      </TabsList>
      {LOCALES.map((locale, index) => (
        <TabsContent key={locale} value={locale} forceMount hidden={language !== locale}>
          <div className="console-form" lang={langOf(locale)}>
            {children(locale, index)}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
