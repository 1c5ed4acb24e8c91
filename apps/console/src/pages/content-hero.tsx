import type { HeroBanner } from '@atrium/domain/contract/hero-banner';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { fieldMessages, setServerErrors } from '@atrium/ui/form-errors';
import {
  submitHandler,
  TextareaField,
  TextField,
  useFocusFirstInvalid,
} from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';

import { formFieldName } from '../lib/languages';
import { SaveBar, useSaveNotice, type Notice } from '../components/notice';
import { OrderButtons } from '../components/order-buttons';
import { LanguageTabs } from '../components/language-tabs';
import { api, ApiError } from '../api';
import { PictureUpload } from '../components/picture-upload';
import { Empty, Failed, Loading } from '../components/states';

/**
 * The home page's hero slides in the Content area (owners and the `content` role): each slide's
 * pictures (wide, and one for phones), where it leads, and its title, text and button in four
 * languages; slides added, removed and put in order, saved together (`PUT /v1/admin/hero`). The
 * site's home page shows them as soon as the API has sent `content.updated`.
 */

type Texts = { locale: Locale; title: string; description: string; button_text: string };
/** A slide in the form: every language's texts present (empty ones are not sent). */
type Slide = {
  image: string;
  image_mobile: string;
  url: string;
  open_in_new_tab: boolean;
  translations: Texts[];
};
type Values = { items: Slide[] };

const emptyTexts = (locale: Locale): Texts => ({
  locale,
  title: '',
  description: '',
  button_text: '',
});

function formValues(banner: { items: HeroBanner['items'] | Slide[] }): Values {
  return {
    items: banner.items.map((slide) => ({
      image: slide.image,
      image_mobile: slide.image_mobile ?? '',
      url: slide.url,
      open_in_new_tab: slide.open_in_new_tab,
      translations: LOCALES.map(
        (locale) =>
          slide.translations.find((entry) => entry.locale === locale) ?? emptyTexts(locale),
      ),
    })),
  };
}

/** What is sent: languages without any text are left out (the site falls back to another). */
function body(values: Values): HeroBanner {
  return {
    items: values.items.map((slide) => ({
      image: slide.image,
      image_mobile: slide.image_mobile || null,
      url: slide.url.trim(),
      open_in_new_tab: slide.open_in_new_tab,
      translations: slide.translations.filter(
        (entry) => entry.title.trim() || entry.description.trim() || entry.button_text.trim(),
      ),
    })),
  };
}

async function readHero(signal?: AbortSignal) {
  return formValues(await api().get('/v1/admin/hero', undefined, { signal }));
}

async function saveHero(values: Values) {
  return formValues((await api().put('/v1/admin/hero', body(values))).data);
}

export function HeroPanel() {
  const hero = useQuery({
    queryKey: ['content', 'hero'],
    queryFn: ({ signal }) => readHero(signal),
  });
  if (hero.isPending) return <Loading />;
  if (hero.isError) return <Failed error={hero.error} onRetry={() => void hero.refetch()} />;
  return <HeroForm stored={hero.data} />;
}

function useHeroForm(
  stored: Values,
  handlers: {
    pictureMissing: string;
    onSaved: (saved: Values) => void;
    onRefused: (unplaced: string[], message: string) => void;
    onFailed: (error: unknown) => void;
    onInvalid: () => void;
  },
) {
  return useForm({
    defaultValues: stored,
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        value.items.forEach((slide, index) => {
          if (!slide.image) fields[`items[${index}].image`] = handlers.pictureMissing;
        });
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        const saved = await saveHero(value);
        formApi.reset(saved);
        handlers.onSaved(saved);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const errors = Object.fromEntries(
            Object.entries(error.errors).map(([path, messages]) => [formFieldName(path), messages]),
          );
          handlers.onRefused(setServerErrors(formApi, errors), error.message);
          return;
        }
        handlers.onFailed(error);
      }
    },
    onSubmitInvalid: () => handlers.onInvalid(),
  });
}

type HeroForm = ReturnType<typeof useHeroForm>;

function HeroForm({ stored }: { stored: Values }) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, refused, failed, invalid } = useSaveNotice(focusFirstInvalid);
  const form = useHeroForm(stored, {
    pictureMissing: t`Upload a picture for this slide.`,
    onSaved: (values) => {
      queryClient.setQueryData(['content', 'hero'], values);
      saved(t`Saved. The home page shows the new slides.`);
    },
    onRefused: refused,
    onFailed: failed,
    onInvalid: invalid,
  });
  const count = useStore(form.store, (s) => s.values.items.length);
  const dirty = useStore(form.store, (s) => s.isDirty);
  const submitting = useStore(form.store, (s) => s.isSubmitting);

  return (
    <form
      ref={ref}
      className="console-card console-content-editor"
      aria-labelledby={headingId}
      noValidate
      onSubmit={submitHandler(form, () => setNotice(null))}
      data-testid="hero-form"
    >
      <div className="console-page-head">
        <h2 id={headingId}>
          <Trans>Home page slides</Trans>
        </h2>
        {dirty && (
          <span className="console-muted">
            <Trans>Unsaved changes</Trans>
          </span>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={count >= 10}
          onClick={() =>
            form.pushFieldValue('items', {
              image: '',
              image_mobile: '',
              url: '',
              open_in_new_tab: false,
              translations: LOCALES.map(emptyTexts),
            })
          }
        >
          <Trans>Add a slide</Trans>
        </Button>
      </div>
      {count === 0 ? (
        <Empty title={<Trans>No slides: the home page starts with the mall's name.</Trans>} />
      ) : (
        <ol className="console-entries" data-testid="hero-slides">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <SlideEditor form={form} index={index} count={count} onNotice={setNotice} />
            </li>
          ))}
        </ol>
      )}
      <SaveBar submitting={submitting} notice={notice} testId="hero-notice" />
    </form>
  );
}

function SlideEditor({
  form,
  index,
  count,
  onNotice,
}: {
  form: HeroForm;
  index: number;
  count: number;
  onNotice: (notice: Notice) => void;
}) {
  const { t } = useLingui();
  const at = `items[${index}]` as const;
  const number = index + 1;
  return (
    <fieldset className="console-content-fieldset console-entry" data-slide={number}>
      <legend>
        <Trans>Slide {number}</Trans>
      </legend>
      <OrderButtons
        index={index}
        count={count}
        onMove={(from, to) => form.moveFieldValues('items', from, to)}
        onRemove={() => void form.removeFieldValue('items', index)}
        labels={{
          up: t`Move slide ${number} up`,
          down: t`Move slide ${number} down`,
          remove: t`Remove slide ${number}`,
        }}
      />
      <form.Field name={`${at}.image`}>
        {(field) => (
          <div>
            <PictureUpload
              image={field.state.value}
              onChange={(url) => field.handleChange(url)}
              onNotice={onNotice}
              label={<Trans>Wide picture (computers)</Trans>}
              previewAlt={t`Slide ${number}: the wide picture`}
            />
            {fieldMessages(field.state.meta).length > 0 && (
              <p className="console-notice" data-tone="error" role="alert">
                {fieldMessages(field.state.meta).join(' ')}
              </p>
            )}
          </div>
        )}
      </form.Field>
      <form.Field name={`${at}.image_mobile`}>
        {(field) => (
          <PictureUpload
            image={field.state.value}
            onChange={(url) => field.handleChange(url)}
            onNotice={onNotice}
            label={<Trans>Picture for phones (optional)</Trans>}
            previewAlt={t`Slide ${number}: the picture for phones`}
          />
        )}
      </form.Field>
      <div className="console-form-row">
        <form.Field name={`${at}.url`}>
          {(field) => (
            <TextField
              field={field}
              label={<Trans>Link</Trans>}
              description={
                <Trans>A page of the site (/events) or a web address (https://…).</Trans>
              }
              maxLength={500}
            />
          )}
        </form.Field>
      </div>
      <form.Field name={`${at}.open_in_new_tab`}>
        {(field) => (
          <Checkbox
            label={<Trans>Open the link in a new tab</Trans>}
            checked={field.state.value}
            onCheckedChange={(checked) => field.handleChange(checked === true)}
          />
        )}
      </form.Field>
      <LanguageTabs>
        {(_locale, l) => (
          <>
            <form.Field name={`${at}.translations[${l}].title`}>
              {(field) => <TextField field={field} label={<Trans>Title</Trans>} maxLength={120} />}
            </form.Field>
            <form.Field name={`${at}.translations[${l}].description`}>
              {(field) => (
                <TextareaField field={field} label={<Trans>Text</Trans>} rows={2} maxLength={300} />
              )}
            </form.Field>
            <form.Field name={`${at}.translations[${l}].button_text`}>
              {(field) => <TextField field={field} label={<Trans>Button</Trans>} maxLength={40} />}
            </form.Field>
          </>
        )}
      </LanguageTabs>
    </fieldset>
  );
}
