import type { Locale } from '@atrium/domain/locales';
import { TextareaField, TextField } from '@atrium/ui/form-field';
import { Trans } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import type * as React from 'react';

import { LanguageTabs } from './language-tabs';

/** The form's names of an item's texts: `title_en`, `description_cz`, `article_de`, … */
export type ItemTextName = `${'title' | 'description' | 'article'}_${Locale}`;

/**
 * The form's field `name`, drawn by `render`: `(name, render) => <form.Field name={name}>{render}</form.Field>`
 * (a shared editor part does not know the form's own type).
 */
export type FieldSlot<Name extends string> = (
  name: Name,
  render: (field: AnyFieldApi) => React.ReactNode,
) => React.ReactNode;

/**
 * The texts of a shop or a post in the four language tabs: its title (`titleLabel`), the short
 * description of the lists and the text of its own page (`articleHint`). Controlled by
 * `language`/`onLanguageChange` like LanguageTabs.
 */
export function ItemTexts({
  field,
  titleLabel,
  articleHint,
  rows,
  language,
  onLanguageChange,
}: {
  field: FieldSlot<ItemTextName>;
  titleLabel: React.ReactNode;
  articleHint: React.ReactNode;
  rows: { description: number; article: number };
  language?: Locale;
  onLanguageChange?: (locale: Locale) => void;
}) {
  return (
    <LanguageTabs language={language} onLanguageChange={onLanguageChange}>
      {(locale) => (
        <>
          {field(`title_${locale}`, (title) => (
            <TextField field={title} label={titleLabel} maxLength={200} />
          ))}
          {field(`description_${locale}`, (description) => (
            <TextareaField
              field={description}
              label={<Trans>Short description</Trans>}
              rows={rows.description}
              maxLength={1000}
            />
          ))}
          {field(`article_${locale}`, (article) => (
            <TextareaField
              field={article}
              label={<Trans>Text</Trans>}
              description={articleHint}
              rows={rows.article}
              maxLength={20_000}
            />
          ))}
        </>
      )}
    </LanguageTabs>
  );
}
