import type { HeroBanner } from '@atrium/domain/contract/hero-banner';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Checkbox } from '@atrium/ui/checkbox';
import { fieldMessages } from '@atrium/ui/form-errors';
import { TextareaField, TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { markedFields, savingSubmit, type SaveHandlers } from '../lib/save';
import { SaveBar, useSaveNotice, type Notice } from '../components/notice';
import { OrderButtons } from '../components/order-buttons';
import { EditorForm } from '../components/editor-form';
import { EntryList } from '../components/entry-list';
import { LanguageTabs } from '../components/language-tabs';
import { api } from '../api';
import { PictureUpload } from '../components/picture-upload';
import { Empty, Loaded } from '../components/states';

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
  return <Loaded query={hero}>{(data) => <HeroForm stored={data} />}</Loaded>;
}

function useHeroForm(stored: Values, handlers: SaveHandlers<Values> & { pictureMissing: string }) {
  return useForm({
    defaultValues: stored,
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        value.items.forEach((slide, index) => {
          if (!slide.image) fields[`items[${index}].image`] = handlers.pictureMissing;
        });
        return markedFields(fields);
      },
    },
    onSubmit: savingSubmit(saveHero, (saved) => saved, handlers),
    onSubmitInvalid: () => handlers.onInvalid(),
  });
}

type HeroForm = ReturnType<typeof useHeroForm>;

function HeroForm({ stored }: { stored: Values }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, handlers } = useSaveNotice(focusFirstInvalid);
  const form = useHeroForm(stored, {
    pictureMissing: t`Upload a picture for this slide.`,
    onSaved: (values) => {
      queryClient.setQueryData(['content', 'hero'], values);
      saved(t`Saved. The home page shows the new slides.`);
    },
    ...handlers,
  });
  const count = useStore(form.store, (s) => s.values.items.length);
  const submitting = useStore(form.store, (s) => s.isSubmitting);

  return (
    <EditorForm
      ref={ref}
      form={form}
      onSubmitStart={() => setNotice(null)}
      testId="hero-form"
      title={<Trans>Home page slides</Trans>}
      action={{
        label: <Trans>Add a slide</Trans>,
        disabled: count >= 10,
        onClick: () =>
          form.pushFieldValue('items', {
            image: '',
            image_mobile: '',
            url: '',
            open_in_new_tab: false,
            translations: LOCALES.map(emptyTexts),
          }),
      }}
    >
      <EntryList
        count={count}
        empty={
          <Empty title={<Trans>No slides: the home page starts with the mall's name.</Trans>} />
        }
        testId="hero-slides"
      >
        {(index) => <SlideEditor form={form} index={index} count={count} onNotice={setNotice} />}
      </EntryList>
      <SaveBar submitting={submitting} notice={notice} testId="hero-notice" />
    </EditorForm>
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
        entry={t`Slide ${number}`}
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
