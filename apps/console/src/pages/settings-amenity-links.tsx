import {
  AMENITY_LINK_URL_MAX,
  AMENITY_LINKS_MAX,
  type AmenityChoice,
  type AmenityLink,
  isFooterLinkUrl,
} from '@atrium/domain/contract/mall-settings';
import type { Locale } from '@atrium/domain/locales';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type * as React from 'react';

import { FieldSelect } from '../components/select';

/**
 * Amenities whose card leads elsewhere (`amenity_redirect_links`, docs/console.md "Settings"):
 * the amenity, chosen from the mall's, and the address its card on the site opens instead of
 * the amenity's own page (a page of the site written without a language, or a web address).
 * Added and removed; saved with the rest of the page (the whole list replaces the stored one).
 */

/** A link in the form: the amenity's slug ('' until chosen) and the address as typed. */
export type AmenityLinkValue = { amenity: string; url: string };

export const amenityLinkValues = (links: readonly AmenityLinkValue[]): AmenityLinkValue[] =>
  links.map((link) => ({ ...link }));

/** What is sent: trimmed. */
export const amenityLinksBody = (links: readonly AmenityLinkValue[]): AmenityLink[] =>
  links.map((link) => ({ amenity: link.amenity.trim(), url: link.url.trim() }));

/** Whether the links differ from the stored ones. */
export const amenityLinksChanged = (
  stored: readonly AmenityLinkValue[],
  links: readonly AmenityLinkValue[],
) => JSON.stringify(amenityLinksBody(stored)) !== JSON.stringify(amenityLinksBody(links));

type AmenityFieldName =
  `amenity_redirect_links[${number}].amenity` | `amenity_redirect_links[${number}].url`;

export type AmenityFieldSlot = (
  name: AmenityFieldName,
  render: (field: AnyFieldApi) => React.ReactNode,
  validate: (value: unknown) => string | undefined,
) => React.ReactNode;

type Props = {
  links: readonly AmenityLinkValue[];
  /** The mall's amenities (`amenity_choices`), in the site's order. */
  choices: readonly AmenityChoice[];
  field: AmenityFieldSlot;
  errorsOf: (name: string, own: unknown[]) => string[] | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** An amenity's name in the console's language, else Czech, else its address name. */
export function amenityName(choice: AmenityChoice, locale: Locale): string {
  return choice.names[locale] || choice.names.cz || choice.slug;
}

export function AmenityLinksSection({ links, choices, field, errorsOf, onAdd, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const locale: Locale = i18n.locale === 'cs' ? 'cz' : (i18n.locale as Locale);
  const count = links.length;
  const known = new Set(choices.map((choice) => choice.slug));
  // Keyboard: a new link's amenity takes the focus.
  const listRef = useRef<HTMLOListElement>(null);
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    listRef.current
      ?.querySelector<HTMLSelectElement>(`[data-testid="amenity-link-${count - 1}-amenity"]`)
      ?.focus();
  }, [count]);

  const amenityError = (index: number) => (value: unknown) => {
    const slug = String(value ?? '').trim();
    if (!slug) return t`Choose the amenity.`;
    if (!known.has(slug)) return t`Not an amenity of this mall: choose another or remove the link.`;
    // Another link with it (this link's own entry in `links` may still be its previous value).
    if (links.some((link, i) => i !== index && link.amenity.trim() === slug)) {
      return t`This amenity already has a link.`;
    }
    return undefined;
  };
  const urlError = (value: unknown) => {
    const text = String(value ?? '').trim();
    if (!text) return t`Enter where the amenity's card leads.`;
    if (!isFooterLinkUrl(text)) {
      return t`A page of the site (/parking), a web address (https://…), mailto:… or tel:…`;
    }
    return undefined;
  };
  const listErrors = errorsOf('amenity_redirect_links', []);

  return (
    <section className="console-card" aria-labelledby="settings-amenity-links">
      <h2 id="settings-amenity-links">
        <Trans>Amenities that lead elsewhere</Trans>
      </h2>
      <p className="console-muted">
        <Trans>
          On the site, the card of an amenity listed here opens this address instead of the
          amenity's own page. A page of the site is written without a language (/parking).
        </Trans>
      </p>
      {count === 0 ? (
        <p className="console-muted" data-testid="amenity-links-empty">
          <Trans>Every amenity opens its own page.</Trans>
        </p>
      ) : (
        <ol ref={listRef} className="console-settings-links" data-testid="amenity-links">
          {links.map((link, index) => {
            const number = index + 1;
            const at = `amenity_redirect_links[${index}]` as const;
            const rowErrors = errorsOf(at, []);
            const remove = t`Remove`;
            return (
              <li key={index}>
                <fieldset className="console-settings-link" data-testid={`amenity-link-${index}`}>
                  <legend>
                    <Trans>Amenity link {number}</Trans>
                  </legend>
                  {rowErrors && (
                    <p className="console-error" role="alert">
                      {rowErrors.join(' ')}
                    </p>
                  )}
                  <div className="console-settings-amenity-link">
                    {field(
                      `${at}.amenity`,
                      (amenity) => (
                        <Field
                          label={t`Amenity`}
                          error={errorsOf(amenity.name, amenity.state.meta.errors)}
                        >
                          <FieldSelect
                            data-testid={`amenity-link-${index}-amenity`}
                            value={amenity.state.value as string}
                            onChange={(e) => amenity.handleChange(e.currentTarget.value)}
                            onBlur={amenity.handleBlur}
                          >
                            {!known.has(link.amenity) && (
                              <option value={link.amenity}>
                                {link.amenity || t`Choose an amenity`}
                              </option>
                            )}
                            {choices.map((choice) => (
                              <option key={choice.slug} value={choice.slug}>
                                {amenityName(choice, locale)}
                              </option>
                            ))}
                          </FieldSelect>
                        </Field>
                      ),
                      amenityError(index),
                    )}
                    {field(
                      `${at}.url`,
                      (url) => (
                        <Field
                          label={t`Address`}
                          description={t`E.g. /parking or https://www.example.com`}
                          error={errorsOf(url.name, url.state.meta.errors)}
                        >
                          <Input
                            data-testid={`amenity-link-${index}-url`}
                            value={url.state.value as string}
                            maxLength={AMENITY_LINK_URL_MAX}
                            spellCheck={false}
                            inputMode="url"
                            onChange={(e) => url.handleChange(e.currentTarget.value)}
                            onBlur={url.handleBlur}
                          />
                        </Field>
                      ),
                      urlError,
                    )}
                  </div>
                  <div className="console-actions">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => onRemove(index)}
                      aria-label={`${remove}: ${t`Amenity link ${number}`}`}
                      data-testid={`amenity-link-${index}-remove`}
                    >
                      {remove}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
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
          disabled={count >= AMENITY_LINKS_MAX || choices.length === 0}
          onClick={() => {
            focusNew.current = true;
            onAdd();
          }}
          data-testid="amenity-link-add"
        >
          <Trans>Add an amenity link</Trans>
        </Button>
        {choices.length === 0 && (
          <span className="console-muted">
            <Trans>This mall has no amenities.</Trans>
          </span>
        )}
        {count >= AMENITY_LINKS_MAX && (
          <span className="console-muted">{t`At most ${AMENITY_LINKS_MAX} amenity links.`}</span>
        )}
      </div>
    </section>
  );
}
