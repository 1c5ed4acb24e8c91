import {
  FOOTER_LINK_NAME_MAX,
  FOOTER_LINK_URL_MAX,
  FOOTER_LINKS_MAX,
  type FooterLink,
  type FooterLinkAnswer,
  isFooterLinkUrl,
} from '@atrium/domain/contract/mall-settings';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { LanguageTabs } from '../components/language-tabs';
import { OrderButtons } from '../components/order-buttons';

/**
 * The footer's extra links in Settings (`footer_items`, docs/console.md "Settings"): each link's
 * name in the four language tabs (Czech required: a language without a name shows the Czech one),
 * its address and whether it opens in a new tab; added, removed and put in order, saved with the
 * rest of the page (the whole list replaces the stored one).
 */

/** A link in the form: every language's name present ('' for none). */
export type FooterLinkValue = FooterLinkAnswer;

export const newFooterLink = (): FooterLinkValue => ({
  name: { en: '', cz: '', sk: '', de: '' },
  url: '',
  open_in_new_tab: false,
});

export const footerLinkValues = (links: readonly FooterLinkAnswer[]): FooterLinkValue[] =>
  links.map((link) => ({ ...link, name: { ...link.name } }));

/** What is sent: trimmed, languages without a name left out. */
export function footerLinksBody(links: readonly FooterLinkValue[]): FooterLink[] {
  return links.map((link) => {
    const name: FooterLink['name'] = { cz: link.name.cz.trim() };
    for (const locale of LOCALES) {
      const text = link.name[locale].trim();
      if (locale !== 'cz' && text) name[locale] = text;
    }
    return { name, url: link.url.trim(), open_in_new_tab: link.open_in_new_tab };
  });
}

/** Whether the links differ from the stored ones (as the API would store them). */
export function footerLinksChanged(
  stored: readonly FooterLinkAnswer[],
  links: readonly FooterLinkValue[],
): boolean {
  return JSON.stringify(footerLinksBody(stored)) !== JSON.stringify(footerLinksBody(links));
}

type FooterFieldName =
  | `footer_items[${number}].name.${Locale}`
  | `footer_items[${number}].url`
  | `footer_items[${number}].open_in_new_tab`;

/**
 * The settings form's field `name`, drawn by `render` and checked by `validate` on change and on
 * submit (this part does not know the form's own type).
 */
export type FooterFieldSlot = (
  name: FooterFieldName,
  render: (field: AnyFieldApi) => React.ReactNode,
  validate?: (value: unknown) => string | undefined,
) => React.ReactNode;

type Props = {
  /** The links as the form holds them now. */
  links: readonly FooterLinkValue[];
  /** How often the form was submitted: a link without a Czech name then opens its Czech tab. */
  submissions: number;
  field: FooterFieldSlot;
  /** The messages of a field (its own and the API's), by the form's name. */
  errorsOf: (name: string, own: unknown[]) => string[] | undefined;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

export function FooterLinksSection({ links, onAdd, errorsOf, ...props }: Props) {
  const { t } = useLingui();
  const count = links.length;
  // Keyboard: a new link's first field (its Czech name) takes the focus.
  const listRef = useRef<HTMLOListElement>(null);
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    listRef.current
      ?.querySelector<HTMLInputElement>(`[data-testid="footer-link-${count - 1}-name-cz"]`)
      ?.focus();
  }, [count]);
  const listErrors = errorsOf('footer_items', []);
  return (
    <section className="console-card" aria-labelledby="settings-footer-links">
      <h2 id="settings-footer-links">
        <Trans>Footer links</Trans>
      </h2>
      <p className="console-muted">
        <Trans>
          Extra links at the end of the footer's "Useful links", in this order. A page of the site
          is written without a language (/parking): the site opens it in the visitor's language.
        </Trans>
      </p>
      {count === 0 ? (
        <p className="console-muted" data-testid="footer-links-empty">
          <Trans>No extra links in the footer.</Trans>
        </p>
      ) : (
        <ol ref={listRef} className="console-settings-links" data-testid="footer-links">
          {links.map((link, index) => (
            <li key={index}>
              <FooterLinkEditor
                {...props}
                link={link}
                index={index}
                count={count}
                errorsOf={errorsOf}
              />
            </li>
          ))}
        </ol>
      )}
      {listErrors && (
        <p className="console-error" role="alert">
          {listErrors.join(' ')}
        </p>
      )}
      <div className="console-actions">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={count >= FOOTER_LINKS_MAX}
          onClick={() => {
            focusNew.current = true;
            onAdd();
          }}
          data-testid="footer-link-add"
        >
          <Trans>Add a link</Trans>
        </Button>
        {count >= FOOTER_LINKS_MAX && (
          <span className="console-muted">{t`At most ${FOOTER_LINKS_MAX} links.`}</span>
        )}
      </div>
    </section>
  );
}

function FooterLinkEditor({
  link,
  index,
  count,
  submissions,
  field,
  errorsOf,
  onMove,
  onRemove,
}: Omit<Props, 'links' | 'onAdd'> & { link: FooterLinkValue; index: number; count: number }) {
  const { t } = useLingui();
  const number = index + 1;
  const at = `footer_items[${index}]` as const;
  // Czech first: the one name every link needs.
  const [language, setLanguage] = useState<Locale>('cz');
  const czechMissing = link.name.cz.trim() === '';
  const refused = LOCALES.filter((locale) => errorsOf(`${at}.name.${locale}`, [])).join(' ');
  useEffect(() => {
    const first = refused.split(' ')[0] as Locale | '';
    if (first) setLanguage(first);
    else if (submissions > 0 && czechMissing) setLanguage('cz');
    // Only when a submission or the API's answer asks for it, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused, submissions]);

  const nameError = (locale: Locale) => (value: unknown) => {
    const text = String(value ?? '').trim();
    if (locale === 'cz' && !text) return t`Enter the link's name in Czech.`;
    if (text.length > FOOTER_LINK_NAME_MAX) {
      return t`At most ${FOOTER_LINK_NAME_MAX} characters.`;
    }
    return undefined;
  };
  const urlError = (value: unknown) => {
    const text = String(value ?? '').trim();
    if (!text) return t`Enter where the link leads.`;
    if (!isFooterLinkUrl(text)) {
      return t`A page of the site (/parking), a web address (https://…), mailto:… or tel:…`;
    }
    return undefined;
  };
  const linkErrors = [...(errorsOf(at, []) ?? []), ...(errorsOf(`${at}.name`, []) ?? [])];

  return (
    <fieldset className="console-settings-link" data-testid={`footer-link-${index}`}>
      <legend>
        <Trans>Link {number}</Trans>
      </legend>
      <OrderButtons
        index={index}
        count={count}
        onMove={onMove}
        onRemove={() => onRemove(index)}
        entry={t`Link ${number}`}
      />
      {linkErrors.length > 0 && (
        <p className="console-error" role="alert">
          {linkErrors.join(' ')}
        </p>
      )}
      <LanguageTabs language={language} onLanguageChange={setLanguage}>
        {(locale) =>
          field(
            `${at}.name.${locale}`,
            (name) => (
              <Field
                label={locale === 'cz' ? t`Name (required)` : t`Name`}
                description={locale === 'cz' ? undefined : t`Empty: the Czech name is shown.`}
                error={errorsOf(name.name, name.state.meta.errors)}
              >
                <Input
                  data-testid={`footer-link-${index}-name-${locale}`}
                  value={name.state.value as string}
                  maxLength={FOOTER_LINK_NAME_MAX}
                  onChange={(e) => name.handleChange(e.currentTarget.value)}
                  onBlur={name.handleBlur}
                />
              </Field>
            ),
            nameError(locale),
          )
        }
      </LanguageTabs>
      {field(
        `${at}.url`,
        (url) => (
          <Field
            label={t`Address`}
            description={t`E.g. /parking, https://www.example.com, mailto:info@example.com or tel:+420…`}
            error={errorsOf(url.name, url.state.meta.errors)}
          >
            <Input
              data-testid={`footer-link-${index}-url`}
              value={url.state.value as string}
              maxLength={FOOTER_LINK_URL_MAX}
              spellCheck={false}
              inputMode="url"
              onChange={(e) => url.handleChange(e.currentTarget.value)}
              onBlur={url.handleBlur}
            />
          </Field>
        ),
        urlError,
      )}
      {field(`${at}.open_in_new_tab`, (newTab) => (
        <Checkbox
          data-testid={`footer-link-${index}-new-tab`}
          label={t`Open in a new tab`}
          description={t`For a page of the site; addresses elsewhere always open in a new tab.`}
          checked={newTab.state.value === true}
          onCheckedChange={(checked) => newTab.handleChange(checked === true)}
        />
      ))}
    </fieldset>
  );
}
