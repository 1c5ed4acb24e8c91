import {
  DOCUMENT_PREFIX,
  DOCUMENT_URL_MAX,
  HERO_CARDS_EVENT_TYPES,
  imageGroupOf,
  isDocumentUrl,
  isSlideRatio,
  LOYALTY_RULE_BOUNDS,
  type LoyaltyRuleKey,
  MALL_LOGO_TYPES,
  type MallSettings,
  type MallSettingsPatch,
  MENU_MAX_ITEMS,
  OFFERS_LAYOUTS,
  SETTINGS_EDITABLE_TEXT_KEYS,
  type SettingsEditableTextKey,
  SITE_FONTS,
  STORE_DETAIL_LAYOUT_NAMES,
  THEME_CONTRAST_PAIRS,
  themeContrastProblems,
} from '@atrium/domain/contract/mall-settings';
import {
  type SettingsColorNameKey,
  type SettingsFlagKey,
  type SettingsImageGroup,
  type SettingsNavigationKey,
} from '@atrium/domain/settings';
import {
  SETTINGS_COLOR_NAME_KEYS,
  SETTINGS_FLAG_KEYS,
  SETTINGS_IMAGE_GROUPS,
  SETTINGS_NAVIGATION_KEYS,
} from '@atrium/domain/settings-keys';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Switch } from '@atrium/ui/switch';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';

import { ApiError } from '../api';
import { type Notice, NoticeLine } from '../components/notice';
import { PictureUpload } from '../components/picture-upload';
import { FieldSelect } from '../components/select';
import { Empty, Failed, Loading } from '../components/states';
import { formFieldName } from '../lib/languages';
import {
  type AmenityLinkValue,
  amenityLinksBody,
  amenityLinksChanged,
  AmenityLinksSection,
  amenityLinkValues,
} from './settings-amenity-links';
import { floorplansQueryOptions, getMallSettings, patchMallSettings } from './settings-api';
import {
  type FooterLinkValue,
  footerLinksBody,
  footerLinksChanged,
  FooterLinksSection,
  footerLinkValues,
  newFooterLink,
} from './settings-footer';
import {
  inactiveLocalesOf,
  type LanguagesValue,
  LanguagesSection,
  languagesValue,
} from './settings-languages';
import './settings.css';

/**
 * The mall's settings (owners; docs/console.md "Settings"): feature flags, the languages the
 * site offers, the palette with a live preview of the header, a button and a card, the site's
 * menus, its texts and layouts, the footer's extra links, the amenities that lead elsewhere and
 * the loyalty rules. The
 * form checks what it can before sending (colours, contrast, menu pages, bounds); the API checks
 * again and its 422 lands on the fields. Only changed keys are sent.
 */

type LoyaltyField =
  | 'rate_per_1000_czk'
  | 'min_amount_czk'
  | 'max_age_days'
  | 'max_receipts_per_shop_per_day'
  | 'auto_approve_limit_czk'
  | 'points_expiry_months';

type Values = {
  features: Record<SettingsFlagKey, boolean>;
  colors: Record<string, string>;
  /** Which palette colour each part of the header and the footer uses. */
  color_roles: Record<SettingsColorNameKey, string>;
  menus: Record<SettingsNavigationKey, string>;
  /** As typed; empty: not set (the site's default). */
  texts: Record<SettingsEditableTextKey, string>;
  /** The pictures of the settings' groups: key → URL. */
  images: Record<string, string>;
  /** The mall's documents: key (`documents_<name>`) → address. */
  documents: Record<string, string>;
  loyalty: Record<LoyaltyField, string>;
  /** The footer's extra links, in order. */
  footer_items: FooterLinkValue[];
  /** Which languages the site offers (`inactive_locales` are the others). */
  languages: LanguagesValue;
  /** Amenities whose card leads elsewhere. */
  amenity_redirect_links: AmenityLinkValue[];
};

/** The texts chosen from a list (the values the site knows), and their first (default) value. */
const TEXT_CHOICES: Partial<Record<SettingsEditableTextKey, readonly string[]>> = {
  offers_layout: OFFERS_LAYOUTS,
  store_detail_layout_name: STORE_DETAIL_LAYOUT_NAMES,
  hero_cards_event_type: HERO_CARDS_EVENT_TYPES,
  header_logo_type: MALL_LOGO_TYPES,
  footer_logo_type: MALL_LOGO_TYPES,
  auth_logo_type: MALL_LOGO_TYPES,
};
const FREE_TEXT_MAX: Partial<Record<SettingsEditableTextKey, number>> = {
  website_name: 100,
  newsletter_consent_link_url: 500,
  gift_cards_page_help_email: 200,
  hero_banner_aspect_ratio: 20,
};

/** The form's field of each loyalty rule, and whether it is an amount (CZK in the form). */
const LOYALTY_FIELDS: Record<LoyaltyRuleKey, { field: LoyaltyField; amount: boolean }> = {
  rate_per_1000_czk: { field: 'rate_per_1000_czk', amount: false },
  min_amount_minor: { field: 'min_amount_czk', amount: true },
  max_age_days: { field: 'max_age_days', amount: false },
  max_receipts_per_shop_per_day: { field: 'max_receipts_per_shop_per_day', amount: false },
  auto_approve_limit_minor: { field: 'auto_approve_limit_czk', amount: true },
  points_expiry_months: { field: 'points_expiry_months', amount: false },
};
const LOYALTY_KEYS = Object.keys(LOYALTY_FIELDS) as LoyaltyRuleKey[];

const HEX = /^#[0-9a-f]{6}$/i;
const splitMenu = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** "250", "250.5" or "250,50" CZK → haléře; null when not such an amount. */
export function czkToMinor(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
const minorToCzk = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

function toValues(s: MallSettings): Values {
  const loyalty = {} as Record<LoyaltyField, string>;
  for (const key of LOYALTY_KEYS) {
    const { field, amount } = LOYALTY_FIELDS[key];
    loyalty[field] = amount ? minorToCzk(s.loyalty[key]) : String(s.loyalty[key]);
  }
  return {
    features: { ...s.features },
    colors: { ...s.colors },
    color_roles: { ...s.color_roles },
    menus: Object.fromEntries(
      SETTINGS_NAVIGATION_KEYS.map((k) => [k, s.menus[k].join(', ')]),
    ) as Values['menus'],
    texts: Object.fromEntries(
      SETTINGS_EDITABLE_TEXT_KEYS.map((k) => [k, s.texts[k] ?? '']),
    ) as Values['texts'],
    images: { ...s.images },
    documents: { ...s.documents },
    loyalty,
    footer_items: footerLinkValues(s.footer_items),
    languages: languagesValue(s.inactive_locales, s.default_locale),
    amenity_redirect_links: amenityLinkValues(s.amenity_redirect_links),
  };
}

/** What differs from the stored settings, as the API's patch. */
export function patchOf(stored: MallSettings, v: Values): MallSettingsPatch {
  const patch: MallSettingsPatch = {};
  const features = SETTINGS_FLAG_KEYS.filter((k) => v.features[k] !== stored.features[k]);
  if (features.length) patch.features = Object.fromEntries(features.map((k) => [k, v.features[k]]));
  const colors = Object.keys(stored.colors).filter(
    (k) => v.colors[k]?.toLowerCase() !== stored.colors[k]?.toLowerCase(),
  );
  if (colors.length) patch.colors = Object.fromEntries(colors.map((k) => [k, v.colors[k]!]));
  const roles = SETTINGS_COLOR_NAME_KEYS.filter((k) => v.color_roles[k] !== stored.color_roles[k]);
  if (roles.length) {
    patch.color_roles = Object.fromEntries(roles.map((k) => [k, v.color_roles[k]]));
  }
  const menus = SETTINGS_NAVIGATION_KEYS.filter(
    (k) => splitMenu(v.menus[k]).join(',') !== stored.menus[k].join(','),
  );
  if (menus.length) patch.menus = Object.fromEntries(menus.map((k) => [k, splitMenu(v.menus[k])]));
  const texts = SETTINGS_EDITABLE_TEXT_KEYS.filter(
    (k) => v.texts[k].trim() !== (stored.texts[k] ?? ''),
  );
  if (texts.length) patch.texts = Object.fromEntries(texts.map((k) => [k, v.texts[k].trim()]));
  const images = Object.keys(stored.images).filter(
    (k) => v.images[k] && v.images[k] !== stored.images[k],
  );
  if (images.length) patch.images = Object.fromEntries(images.map((k) => [k, v.images[k]!]));
  const documents = Object.keys(stored.documents).filter(
    (k) => (v.documents[k] ?? '').trim() !== stored.documents[k],
  );
  if (documents.length) {
    patch.documents = Object.fromEntries(documents.map((k) => [k, (v.documents[k] ?? '').trim()]));
  }
  const loyalty: NonNullable<MallSettingsPatch['loyalty']> = {};
  for (const key of LOYALTY_KEYS) {
    const { field, amount } = LOYALTY_FIELDS[key];
    const text = v.loyalty[field];
    const n = amount ? czkToMinor(text) : Number(text.trim());
    if (n !== null && Number.isFinite(n) && n !== stored.loyalty[key]) loyalty[key] = n;
  }
  if (Object.keys(loyalty).length) patch.loyalty = loyalty;
  if (footerLinksChanged(stored.footer_items, v.footer_items)) {
    patch.footer_items = footerLinksBody(v.footer_items);
  }
  const inactive = inactiveLocalesOf(v.languages);
  if (inactive.join(',') !== stored.inactive_locales.join(',')) patch.inactive_locales = inactive;
  if (amenityLinksChanged(stored.amenity_redirect_links, v.amenity_redirect_links)) {
    patch.amenity_redirect_links = amenityLinksBody(v.amenity_redirect_links);
  }
  return patch;
}

/** API error paths → the form's fields (`sent`: the patch the API answered). */
function formField(path: string, sent: MallSettingsPatch): string {
  const [section, key] = path.split('.');
  // The footer's links: `footer_items.2.url` is the form's `footer_items[2].url`.
  if (section === 'footer_items' || section === 'amenity_redirect_links') {
    return formFieldName(path);
  }
  // `inactive_locales.1`: the second language sent, the form's box of that language.
  if (section === 'inactive_locales') {
    const locale = key === undefined ? undefined : sent.inactive_locales?.[Number(key)];
    return locale ? `languages.${locale}` : 'languages';
  }
  if (section === 'loyalty' && key) {
    const entry = LOYALTY_FIELDS[key as LoyaltyRuleKey];
    return entry ? `loyalty.${entry.field}` : path;
  }
  return section && key ? `${section}.${key}` : '_';
}

export function SettingsPage() {
  const query = useQuery({
    queryKey: ['mall-settings'],
    queryFn: ({ signal }) => getMallSettings(signal),
    // No refetch in the background: it would start the form again over unsaved edits.
    staleTime: Infinity,
  });
  // A new form after every save (the stored settings are its defaults again); the notice stays.
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState(false);
  if (query.isPending) return <Loading />;
  if (query.isError) return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  if (Object.keys(query.data.colors).length === 0 && query.data.menu_choices.length === 0) {
    return <Empty title={<Trans>This mall has no settings yet.</Trans>} />;
  }
  return (
    <SettingsForm
      key={version}
      stored={query.data}
      saved={saved}
      onSaved={(done) => {
        setSaved(done);
        if (done) setVersion((v) => v + 1);
      }}
    />
  );
}

function SettingsForm({
  stored,
  saved,
  onSaved,
}: {
  stored: MallSettings;
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const labels = useSettingsLabels();
  const choices = new Set(stored.menu_choices);
  const floorplans = useQuery(floorplansQueryOptions());
  const [imageNotice, setImageNotice] = useState<Notice | null>(null);
  const imageGroups = SETTINGS_IMAGE_GROUPS.map((group) => ({
    group,
    keys: Object.keys(stored.images)
      .filter((key) => imageGroupOf(key) === group)
      .sort(),
  })).filter(({ keys }) => keys.length > 0);
  const floorName = (plan: {
    level: number;
    translations: { locale: string; title?: string }[];
  }) => {
    const locale = i18n.locale === 'cs' ? 'cz' : i18n.locale;
    const title = plan.translations.find((tr) => tr.locale === locale)?.title;
    const level = plan.level;
    return title ? t`${title} (floor ${level})` : t`Floor ${level}`;
  };

  const mutation = useMutation({
    mutationFn: patchMallSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(['mall-settings'], data);
      onSaved(true);
    },
    onError: (error, sent) => {
      if (error instanceof ApiError && error.status === 422) {
        const mapped: Record<string, string[]> = {};
        for (const [path, messages] of Object.entries(error.errors)) {
          (mapped[formField(path, sent)] ??= []).push(...messages);
        }
        setServerErrors(mapped);
      }
    },
  });

  const form = useForm({
    defaultValues: toValues(stored),
    onSubmit: ({ value }) => {
      onSaved(false);
      setServerErrors({});
      const patch = patchOf(stored, value);
      if (Object.keys(patch).length === 0) {
        setServerErrors({ _: [t`Nothing has changed.`] });
        return;
      }
      mutation.mutate(patch);
    },
  });

  const footerLinks = useStore(form.store, (s) => s.values.footer_items);
  const amenityLinks = useStore(form.store, (s) => s.values.amenity_redirect_links);
  const submissions = useStore(form.store, (s) => s.submissionAttempts);

  const errorsOf = (name: string, own: unknown[]) => {
    const list = [...own.filter(Boolean).map(String), ...(serverErrors[name] ?? [])];
    return list.length ? list : undefined;
  };

  const contrastMessage = (problem: { foreground: string; background: string; ratio: number }) => {
    const ratio = problem.ratio.toLocaleString();
    return t`${problem.foreground} on ${problem.background} has a contrast of ${ratio}:1; at least 3:1 is needed.`;
  };

  const colorError = (
    name: string,
    value: string,
    palette: Record<string, string>,
    roles: Values['color_roles'],
  ) => {
    if (!HEX.test(value.trim())) return t`Enter a colour as #rrggbb, e.g. #1d4ed8.`;
    // A colour as stored is not blamed (a changed role's text field says it, as the API does).
    if (value.trim().toLowerCase() === stored.colors[name]?.toLowerCase()) return undefined;
    const problem = themeContrastProblems(palette, roles, [name])[0];
    return problem ? contrastMessage(problem) : undefined;
  };

  /**
   * A text role's colour against its background (header links on the header, the button's text
   * on the button) once either role of the pair changed: said on the text's field, whichever
   * of the two was changed (the background's field listens to nothing it could be blamed for).
   */
  const roleError = (role: SettingsColorNameKey, values: Values) => {
    const pair = THEME_CONTRAST_PAIRS.find(([foreground]) => foreground === role);
    if (!pair) return undefined;
    const changedRoles = pair.filter((r) => values.color_roles[r] !== stored.color_roles[r]);
    if (changedRoles.length === 0) return undefined;
    const palette = Object.fromEntries(
      Object.entries(values.colors).map(([k, v]) => [k, v.trim().toLowerCase()]),
    );
    const problem = themeContrastProblems(palette, values.color_roles, [], changedRoles)[0];
    return problem ? contrastMessage(problem) : undefined;
  };

  const loyaltyError = (key: LoyaltyRuleKey, text: string) => {
    const { min, max } = LOYALTY_RULE_BOUNDS[key];
    if (LOYALTY_FIELDS[key].amount) {
      const minor = czkToMinor(text);
      const most = max / 100;
      if (minor === null || minor > max) return t`Enter an amount from 0 to ${most} CZK.`;
      return undefined;
    }
    const n = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || n < min || n > max) {
      return t`Enter a whole number from ${min} to ${max}.`;
    }
    return undefined;
  };

  const documentError = (text: string | undefined) => {
    const value = (text ?? '').trim();
    if (!value) return t`Enter where the document is.`;
    if (!isDocumentUrl(value))
      return t`A web address (https://…) or a file of the mall (/media/…).`;
    return undefined;
  };

  const textError = (key: SettingsEditableTextKey, text: string) => {
    const value = text.trim();
    if (!value) return undefined;
    if (key === 'newsletter_consent_link_url') {
      if (!/^\/(?!\/)\S*$/.test(value) && !/^https?:\/\/\S+$/.test(value)) {
        return t`A page of the site (e.g. /privacy-policy) or a web address (https://…).`;
      }
    }
    if (key === 'hero_banner_aspect_ratio' && !isSlideRatio(value)) {
      return t`Width/height, e.g. 16/9, from 1/2 to 6/1.`;
    }
    if (key === 'gift_cards_page_help_email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
      return t`Enter an e-mail address, e.g. info@mall.cz.`;
    }
    return undefined;
  };

  const menuError = (text: string) => {
    const names = splitMenu(text);
    if (names.length > MENU_MAX_ITEMS) return t`At most ${MENU_MAX_ITEMS} entries.`;
    const unknown = names.filter((n) => !choices.has(n));
    if (unknown.length) {
      const list = unknown.join(', ');
      return t`Not a page of the site: ${list}.`;
    }
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    if (twice.length) {
      const list = twice.join(', ');
      return t`Listed twice: ${list}.`;
    }
    return undefined;
  };

  return (
    <form
      className="console-settings"
      noValidate
      aria-labelledby="settings-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      <div className="console-settings-head">
        <h1 id="settings-title">
          <Trans>Settings</Trans>
        </h1>
        <p className="console-muted">
          <Trans>
            Changes reach the mall's site at once: its cached pages are dropped when you save.
          </Trans>
        </p>
      </div>

      <section className="console-card" aria-labelledby="settings-features">
        <h2 id="settings-features">
          <Trans>Features</Trans>
        </h2>
        <div className="console-settings-flags">
          {SETTINGS_FLAG_KEYS.map((flag) => (
            <form.Field key={flag} name={`features.${flag}`}>
              {(field) => (
                <Switch
                  label={labels.flags[flag]}
                  data-testid={`flag-${flag}`}
                  checked={field.state.value}
                  onCheckedChange={(checked) => field.handleChange(checked)}
                />
              )}
            </form.Field>
          ))}
        </div>
      </section>

      <LanguagesSection
        defaultLocale={stored.default_locale}
        errorsOf={errorsOf}
        field={(name, render, validate) => (
          <form.Field
            name={name}
            validators={{ onChange: ({ value }: { value: unknown }) => validate(value) }}
          >
            {render}
          </form.Field>
        )}
      />

      <section className="console-card" aria-labelledby="settings-colors">
        <h2 id="settings-colors">
          <Trans>Theme colours</Trans>
        </h2>
        <div className="console-settings-theme">
          <div className="console-settings-colors">
            {Object.keys(stored.colors).map((name) => (
              <form.Field
                key={name}
                name={`colors.${name}`}
                validators={{
                  // The pair's other colour or a role may end (or start) this one's problem.
                  onChangeListenTo: [
                    ...Object.keys(stored.colors)
                      .filter((c) => c !== name)
                      .map((c) => `colors.${c}` as const),
                    ...SETTINGS_COLOR_NAME_KEYS.map((r) => `color_roles.${r}` as const),
                  ],
                  onChange: ({ value, fieldApi }) =>
                    colorError(
                      name,
                      value,
                      {
                        ...fieldApi.form.state.values.colors,
                        [name]: value.trim().toLowerCase(),
                      },
                      fieldApi.form.state.values.color_roles,
                    ),
                }}
              >
                {(field) => (
                  <Field
                    label={<code>{name}</code>}
                    error={errorsOf(`colors.${name}`, field.state.meta.errors)}
                  >
                    <div className="console-settings-color">
                      <input
                        type="color"
                        aria-label={t`Pick ${name}`}
                        tabIndex={-1}
                        value={HEX.test(field.state.value) ? field.state.value : '#000000'}
                        onChange={(e) => field.handleChange(e.currentTarget.value)}
                      />
                      <Input
                        data-testid={`color-${name}`}
                        value={field.state.value}
                        spellCheck={false}
                        maxLength={7}
                        onChange={(e) => field.handleChange(e.currentTarget.value)}
                        onBlur={field.handleBlur}
                      />
                    </div>
                  </Field>
                )}
              </form.Field>
            ))}
          </div>
          <form.Subscribe selector={(s) => [s.values.colors, s.values.color_roles] as const}>
            {([colors, roles]) => <ThemePreview colors={colors} roles={roles} />}
          </form.Subscribe>
        </div>
        <h3 id="settings-color-roles">
          <Trans>Where the colours go</Trans>
        </h3>
        <div
          className="console-settings-colors"
          role="group"
          aria-labelledby="settings-color-roles"
        >
          {SETTINGS_COLOR_NAME_KEYS.map((role) => (
            <form.Field
              key={role}
              name={`color_roles.${role}`}
              validators={{
                // Another role's or a colour's change may end (or start) this one's problem.
                onChangeListenTo: [
                  ...SETTINGS_COLOR_NAME_KEYS.filter((r) => r !== role).map(
                    (r) => `color_roles.${r}` as const,
                  ),
                  ...Object.keys(stored.colors).map((c) => `colors.${c}` as const),
                ],
                onChange: ({ value, fieldApi }) =>
                  roleError(role, {
                    ...fieldApi.form.state.values,
                    color_roles: { ...fieldApi.form.state.values.color_roles, [role]: value },
                  }),
              }}
            >
              {(field) => (
                <Field
                  label={labels.roles[role]}
                  error={errorsOf(`color_roles.${role}`, field.state.meta.errors)}
                >
                  <FieldSelect
                    data-testid={`role-${role}`}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value)}
                  >
                    {!(field.state.value in stored.colors) && (
                      <option value={field.state.value}>{field.state.value}</option>
                    )}
                    {Object.keys(stored.colors).map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </FieldSelect>
                </Field>
              )}
            </form.Field>
          ))}
        </div>
      </section>

      <section className="console-card" aria-labelledby="settings-menus">
        <h2 id="settings-menus">
          <Trans>Menus</Trans>
        </h2>
        <p className="console-muted">
          <Trans>Pages in order, separated by commas.</Trans>
        </p>
        <div className="console-settings-menus">
          {SETTINGS_NAVIGATION_KEYS.map((menu) => (
            <form.Field
              key={menu}
              name={`menus.${menu}`}
              validators={{ onChange: ({ value }) => menuError(value) }}
            >
              {(field) => (
                <Field
                  label={labels.menus[menu]}
                  error={errorsOf(`menus.${menu}`, field.state.meta.errors)}
                >
                  <Input
                    data-testid={`menu-${menu}`}
                    value={field.state.value}
                    spellCheck={false}
                    onChange={(e) => field.handleChange(e.currentTarget.value)}
                    onBlur={field.handleBlur}
                  />
                </Field>
              )}
            </form.Field>
          ))}
        </div>
        <details>
          <summary>
            <Trans>Pages a menu may list</Trans>
          </summary>
          <p className="console-settings-choices">
            {stored.menu_choices.map((c) => (
              <code key={c}>{c}</code>
            ))}
          </p>
        </details>
      </section>

      <section className="console-card" aria-labelledby="settings-texts">
        <h2 id="settings-texts">
          <Trans>Site texts and layouts</Trans>
        </h2>
        <div className="console-settings-loyalty">
          {SETTINGS_EDITABLE_TEXT_KEYS.map((key) => {
            const choices: { value: string; label: string }[] | undefined =
              key === 'default_floorplan_id'
                ? (floorplans.data ?? []).map((plan) => ({
                    value: String(plan.id),
                    label: floorName(plan),
                  }))
                : key === 'app_font_name'
                  ? // Not set is a choice of its own here: the system font.
                    [
                      { value: '', label: t`The system font` },
                      ...SITE_FONTS.map((font) => ({ value: font, label: font })),
                    ]
                  : TEXT_CHOICES[key]?.map((value) => ({
                      value,
                      label: labels.choices[value] ?? value,
                    }));
            const floorsMissing = key === 'default_floorplan_id' && !floorplans.isSuccess;
            return (
              <form.Field
                key={key}
                name={`texts.${key}`}
                validators={{ onChange: ({ value }) => textError(key, value) }}
              >
                {(field) => (
                  <Field
                    label={labels.texts[key].label}
                    description={labels.texts[key].description}
                    error={errorsOf(field.name, field.state.meta.errors)}
                  >
                    {choices ? (
                      <>
                        <FieldSelect
                          data-testid={`text-${key}`}
                          value={field.state.value}
                          disabled={floorsMissing}
                          onChange={(e) => field.handleChange(e.currentTarget.value)}
                        >
                          {/* Not set (the site's default), or a value the site does not know. */}
                          {!choices.some((c) => c.value === field.state.value) && (
                            <option value={field.state.value}>
                              {floorplans.isPending && field.state.value
                                ? t`Loading…`
                                : field.state.value || t`Not set: the site's default`}
                            </option>
                          )}
                          {choices.map((choice) => (
                            <option key={choice.value} value={choice.value}>
                              {choice.label}
                            </option>
                          ))}
                        </FieldSelect>
                        {key === 'default_floorplan_id' && floorplans.isError && (
                          <span className="console-error" role="alert">
                            <Trans>The floor plans could not be loaded.</Trans>{' '}
                            <Button
                              type="button"
                              variant="outline"
                              size="sm"
                              onClick={() => void floorplans.refetch()}
                            >
                              <Trans>Try again</Trans>
                            </Button>
                          </span>
                        )}
                      </>
                    ) : (
                      <Input
                        data-testid={`text-${key}`}
                        type={key === 'gift_cards_page_help_email' ? 'email' : 'text'}
                        value={field.state.value}
                        maxLength={FREE_TEXT_MAX[key]}
                        spellCheck={key === 'website_name'}
                        onChange={(e) => field.handleChange(e.currentTarget.value)}
                        onBlur={field.handleBlur}
                      />
                    )}
                  </Field>
                )}
              </form.Field>
            );
          })}
        </div>
      </section>

      <section className="console-card" aria-labelledby="settings-images">
        <h2 id="settings-images">
          <Trans>Pictures of the site's pages</Trans>
        </h2>
        <p className="console-muted">
          <Trans>Each picture is replaced by an upload; it shows on the site once you save.</Trans>
        </p>
        {imageGroups.length === 0 ? (
          <p className="console-muted">
            <Trans>This mall has no pictures in its settings.</Trans>
          </p>
        ) : (
          imageGroups.map(({ group, keys }) => (
            <div key={group} role="group" aria-labelledby={`settings-images-${group}`}>
              <h3 id={`settings-images-${group}`}>{labels.imageGroups[group]}</h3>
              <div className="console-settings-images">
                {keys.map((key) => {
                  const name = key.slice(group.length + 1);
                  const groupName = labels.imageGroups[group];
                  return (
                    <form.Field key={key} name={`images.${key}`}>
                      {(field) => {
                        const errors = errorsOf(`images.${key}`, field.state.meta.errors);
                        return (
                          <div data-testid={`image-${key}`}>
                            <code>{name}</code>
                            <PictureUpload
                              image={field.state.value ?? ''}
                              onChange={(url) => field.handleChange(url)}
                              onNotice={setImageNotice}
                              label={t`Replace ${groupName}: ${name}`}
                              previewAlt={t`${groupName}: ${name}`}
                              removable={false}
                            />
                            {errors && (
                              <p className="console-error" role="alert">
                                {errors.join(' ')}
                              </p>
                            )}
                          </div>
                        );
                      }}
                    </form.Field>
                  );
                })}
              </div>
            </div>
          ))
        )}
        <NoticeLine notice={imageNotice} testId="images-notice" />
      </section>

      <section className="console-card" aria-labelledby="settings-documents">
        <h2 id="settings-documents">
          <Trans>Documents</Trans>
        </h2>
        <p className="console-muted">
          <Trans>
            The footer's "Useful links" list the mall's documents, and a menu may name them. Each
            leads to a web address (https://…) or a file of the mall (/media/…); uploading a new
            file is not possible here yet.
          </Trans>
        </p>
        {Object.keys(stored.documents).length === 0 ? (
          <p className="console-muted">
            <Trans>This mall has no documents in its settings.</Trans>
          </p>
        ) : (
          <div className="console-settings-menus">
            {Object.keys(stored.documents)
              .sort()
              .map((key) => {
                const name = key.slice(DOCUMENT_PREFIX.length);
                return (
                  <form.Field
                    key={key}
                    name={`documents.${key}`}
                    validators={{ onChange: ({ value }) => documentError(value) }}
                  >
                    {(field) => (
                      <Field
                        label={t`Document: ${name}`}
                        error={errorsOf(`documents.${key}`, field.state.meta.errors)}
                      >
                        <Input
                          data-testid={`document-${key}`}
                          value={field.state.value ?? ''}
                          maxLength={DOCUMENT_URL_MAX}
                          spellCheck={false}
                          inputMode="url"
                          onChange={(e) => field.handleChange(e.currentTarget.value)}
                          onBlur={field.handleBlur}
                        />
                      </Field>
                    )}
                  </form.Field>
                );
              })}
          </div>
        )}
      </section>

      <FooterLinksSection
        links={footerLinks}
        submissions={submissions}
        errorsOf={errorsOf}
        field={(name, render, validate) => (
          <form.Field
            name={name}
            validators={
              validate
                ? { onChange: ({ value }: { value: unknown }) => validate(value) }
                : undefined
            }
          >
            {render}
          </form.Field>
        )}
        onAdd={() => form.pushFieldValue('footer_items', newFooterLink())}
        onMove={(from, to) => form.moveFieldValues('footer_items', from, to)}
        onRemove={(index) => void form.removeFieldValue('footer_items', index)}
      />

      <AmenityLinksSection
        links={amenityLinks}
        choices={stored.amenity_choices}
        errorsOf={errorsOf}
        field={(name, render, validate) => (
          <form.Field
            name={name}
            validators={{ onChange: ({ value }: { value: unknown }) => validate(value) }}
          >
            {render}
          </form.Field>
        )}
        onAdd={() =>
          form.pushFieldValue('amenity_redirect_links', {
            amenity:
              stored.amenity_choices.find((c) => !amenityLinks.some((l) => l.amenity === c.slug))
                ?.slug ?? '',
            url: '',
          })
        }
        onRemove={(index) => void form.removeFieldValue('amenity_redirect_links', index)}
      />

      <section className="console-card" aria-labelledby="settings-loyalty">
        <h2 id="settings-loyalty">
          <Trans>Loyalty rules</Trans>
        </h2>
        <div className="console-settings-loyalty">
          {LOYALTY_KEYS.map((key) => (
            <form.Field
              key={key}
              name={`loyalty.${LOYALTY_FIELDS[key].field}`}
              validators={{ onChange: ({ value }) => loyaltyError(key, value) }}
            >
              {(field) => (
                <Field
                  label={labels.loyalty[key].label}
                  description={labels.loyalty[key].description}
                  error={errorsOf(field.name, field.state.meta.errors)}
                >
                  <Input
                    data-testid={`loyalty-${key}`}
                    inputMode={LOYALTY_FIELDS[key].amount ? 'decimal' : 'numeric'}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.currentTarget.value)}
                    onBlur={field.handleBlur}
                  />
                </Field>
              )}
            </form.Field>
          ))}
        </div>
      </section>

      <div className="console-actions console-settings-save">
        <form.Subscribe selector={(s) => [s.canSubmit, s.isDirty] as const}>
          {([canSubmit, dirty]) => (
            <Button type="submit" loading={mutation.isPending} disabled={!canSubmit}>
              {dirty ? <Trans>Save changes</Trans> : <Trans>Save</Trans>}
            </Button>
          )}
        </form.Subscribe>
        {saved && (
          <span role="status" data-testid="settings-saved">
            <Trans>Saved. The site shows the change on its next load.</Trans>
          </span>
        )}
        {serverErrors['_'] && (
          <span className="console-error" role="alert">
            {serverErrors['_'].join(' ')}
          </span>
        )}
        {mutation.isError &&
          !(mutation.error instanceof ApiError && mutation.error.status === 422) && (
            <span className="console-error" role="alert">
              <Trans>Saving failed: {mutation.error.message}</Trans>
            </span>
          )}
        {mutation.isError &&
          mutation.error instanceof ApiError &&
          mutation.error.status === 422 &&
          !serverErrors['_'] && (
            <span className="console-error" role="alert">
              <Trans>Not saved: correct the fields marked above.</Trans>
            </span>
          )}
      </div>
    </form>
  );
}

/** A small sample of the site in the chosen colours: the header, a button and a card. */
function ThemePreview({
  colors,
  roles,
}: {
  colors: Record<string, string>;
  roles: MallSettings['color_roles'];
}) {
  const pick = (name: string, fallback: string) => {
    const value = colors[name]?.trim() ?? '';
    return HEX.test(value) ? value : fallback;
  };
  const primary = pick('primary', '#1d4ed8');
  const style = {
    '--preview-over': pick(roles.over_header_color_name, primary),
    '--preview-header': pick(roles.header_color_name, '#ffffff'),
    '--preview-text': pick(roles.header_idle_text_color_name, '#374151'),
    '--preview-active': pick(roles.header_active_text_color_name, primary),
    '--preview-button': pick(roles.header_button_color_name, primary),
    '--preview-button-text': pick(roles.header_button_text_color_name, '#ffffff'),
    '--preview-footer': pick(roles.footer_color_name, primary),
    '--preview-primary': primary,
    '--preview-secondary': pick('secondary', primary),
  } as React.CSSProperties;
  return (
    <figure className="console-settings-preview" style={style} data-testid="theme-preview">
      <figcaption className="console-muted">
        <Trans>Preview</Trans>
      </figcaption>
      <div className="preview-over" aria-hidden="true" />
      <div className="preview-header">
        <strong>
          <Trans>Mall</Trans>
        </strong>
        <span className="preview-link is-active">
          <Trans>Offers</Trans>
        </span>
        <span className="preview-link">
          <Trans>Events</Trans>
        </span>
        <span className="preview-button">
          <Trans>Sign in</Trans>
        </span>
      </div>
      <div className="preview-card">
        <span className="preview-badge">
          <Trans>New</Trans>
        </span>
        <strong>
          <Trans>Autumn sale</Trans>
        </strong>
        <span className="preview-primary-text">
          <Trans>Up to 30 % off</Trans>
        </span>
      </div>
      <div className="preview-footer" aria-hidden="true" />
    </figure>
  );
}

function useSettingsLabels() {
  const { t } = useLingui();
  const flags: Record<SettingsFlagKey, string> = {
    web_using_multicolor: t`Several colours on the site`,
    web_has_dividers: t`Dividers between sections`,
    rounded_corners: t`Rounded corners`,
    is_christmas_stall_section_active: t`Christmas stalls section`,
    is_parking_visible_on_header: t`Parking in the header`,
    is_parking_visible_on_opening_hours: t`Parking on the opening hours page`,
    is_sso_visible: t`Sign-in with other accounts`,
    is_authentication_active: t`Member accounts`,
    is_mobile_app_active: t`Mobile app`,
    is_loyalty_program_displayed_on_shop: t`Loyalty programme on shop pages`,
    is_offers_visible_only_when_logged_in: t`Offers for signed-in members only`,
    is_rewards_visible_only_when_logged_in: t`Rewards for signed-in members only`,
    is_events_calendar_visible: t`Events calendar`,
    is_header_minimizing_disabled: t`Header stays full size on scroll`,
    is_contact_support_active: t`Support chat`,
    use_fallback_locale: t`Show another language when a text is missing`,
    show_floor_number_on_shop_card: t`Floor number on shop cards`,
    show_floor_titles_on_desktop: t`Floor names on large screens`,
    show_floorplan_on_shop_detail: t`Floor plan on shop pages`,
  };
  const menus: Record<SettingsNavigationKey, string> = {
    navigation_top_items: t`Top menu`,
    navigation_homepage_items: t`Home page tiles`,
    navigation_information_items: t`Visitor information`,
    footer_discover_items: t`Footer: discover`,
    footer_for_visitors_items: t`Footer: for visitors`,
    footer_about_us_items: t`Footer: about us`,
    footer_useful_links_items: t`Footer: useful links`,
  };
  const loyalty: Record<LoyaltyRuleKey, { label: string; description: string }> = {
    rate_per_1000_czk: {
      label: t`Points per 1,000 CZK`,
      description: t`Before the tier's multiplier; 100 is one point per 10 CZK.`,
    },
    min_amount_minor: {
      label: t`Smallest receipt (CZK)`,
      description: t`Receipts below this amount are refused.`,
    },
    max_age_days: {
      label: t`Oldest receipt (days)`,
      description: t`Receipts bought longer ago are refused.`,
    },
    max_receipts_per_shop_per_day: {
      label: t`Receipts per shop and day`,
      description: t`How many receipts one member may submit for one shop and day.`,
    },
    auto_approve_limit_minor: {
      label: t`Approve at once up to (CZK)`,
      description: t`0: staff approve every receipt.`,
    },
    points_expiry_months: {
      label: t`Points expire after (months)`,
      description: t`0: points never expire.`,
    },
  };
  const texts: Record<SettingsEditableTextKey, { label: string; description: string }> = {
    website_name: {
      label: t`Site name`,
      description: t`In page titles and the footer; empty: the mall's name.`,
    },
    newsletter_consent_link_url: {
      label: t`Newsletter consent link`,
      description: t`Where the newsletter form's consent leads: a page of the site or a web address.`,
    },
    gift_cards_page_help_email: {
      label: t`Gift cards help e-mail`,
      description: t`The address the gift cards page gives for questions; empty: none.`,
    },
    offers_layout: {
      label: t`Offers list`,
      description: t`How the offers page lays out its offers.`,
    },
    store_detail_layout_name: {
      label: t`Shop page layout`,
      description: t`How a shop's own page is laid out.`,
    },
    hero_cards_event_type: {
      label: t`Events on the home page`,
      description: t`Which upcoming events the cards under the slides show.`,
    },
    hero_banner_aspect_ratio: {
      label: t`Shape of the home page slides`,
      description: t`Width/height, e.g. 16/9 or 21/9; empty: 16/9.`,
    },
    default_floorplan_id: {
      label: t`Floor plan opened first`,
      description: t`The floor the menu's floor plan link opens.`,
    },
    header_logo_type: {
      label: t`Logo in the header`,
      description: t`Which of the mall's logos the site's header shows.`,
    },
    footer_logo_type: {
      label: t`Logo in the footer`,
      description: t`Which of the mall's logos the footer shows.`,
    },
    app_font_name: {
      label: t`Font`,
      description: t`The site's text font. The site loads no font files: a visitor sees it when their device has it, otherwise the system font.`,
    },
    auth_logo_type: {
      label: t`Logo of the Wi-Fi sign-in`,
      description: t`Which of the mall's logos the Wi-Fi sign-in page (captive portal) shows.`,
    },
  };
  const choices: Record<string, string> = {
    grid: t`Cards in a grid`,
    list: t`Wide cards in a list`,
    default: t`Text with a side column`,
    wide: t`Wide banner on top`,
    upcoming: t`All upcoming events`,
    mall: t`The mall's own events`,
    stores: t`The shops' events`,
    image: t`Logo`,
    image_wide: t`Wide logo`,
    image_inverted: t`Logo for dark backgrounds`,
    image_wide_inverted: t`Wide logo for dark backgrounds`,
    image_icon: t`Icon`,
  };
  const roles: Record<SettingsColorNameKey, string> = {
    over_header_color_name: t`Bar above the header`,
    header_color_name: t`Header background`,
    header_idle_text_color_name: t`Header links`,
    header_active_text_color_name: t`Header link of the open page`,
    header_button_color_name: t`Header button`,
    header_button_text_color_name: t`Header button text`,
    footer_color_name: t`Footer background`,
  };
  const imageGroups: Record<SettingsImageGroup, string> = {
    loyalty_program_images: t`Loyalty programme`,
    gift_cards_images: t`Gift cards`,
    parking_images: t`Parking`,
    space_lease_images: t`Space lease`,
    christmas_stall_images: t`Christmas stalls`,
    mobile_app_images: t`Mobile app`,
    login_slider_images: t`Sign-in slides`,
    landings_images: t`Landing pages`,
    icons: t`Icons`,
  };
  return { flags, menus, texts, choices, roles, imageGroups, loyalty };
}
