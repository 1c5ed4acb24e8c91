import type { FaqAdmin, FaqUpdate } from '@atrium/domain/contract/faq-admin';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { TextareaField, TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { EditorForm } from '../components/editor-form';
import { EntryList } from '../components/entry-list';
import { LanguageTabs } from '../components/language-tabs';
import { api } from '../api';
import { SaveBar, useSaveNotice } from '../components/notice';
import { OrderButtons } from '../components/order-buttons';
import { ChoiceField } from '../components/choice-field';
import { Empty, Loaded } from '../components/states';
import { markedFields, savingSubmit, type SaveHandlers } from '../lib/save';

/**
 * The FAQ in the Content area (owners and the `content` role): the questions in the order the
 * site lists them, each with its category and its question and answer in four languages; added,
 * removed and put in order, saved together (`PUT /v1/admin/faq`).
 */

type Texts = { locale: Locale; question: string; answer: string };
type Question = { category: string; translations: Texts[] };
type Values = { items: Question[] };
type Category = FaqAdmin['categories'][number];

const emptyTexts = (locale: Locale): Texts => ({ locale, question: '', answer: '' });

function formValues(faq: FaqAdmin): Values {
  return {
    items: faq.items.map((item) => ({
      category: item.category_id === null ? '' : String(item.category_id),
      translations: LOCALES.map(
        (locale) =>
          item.translations.find((entry) => entry.locale === locale) ?? emptyTexts(locale),
      ),
    })),
  };
}

/** What is sent: languages without a question or an answer are left out. */
function body(values: Values): FaqUpdate {
  return {
    items: values.items.map((item) => ({
      category_id: item.category ? Number(item.category) : null,
      translations: item.translations.filter(
        (entry) => entry.question.trim() || entry.answer.trim(),
      ),
    })),
  };
}

/**
 * What the browser can tell before sending: each language written has its question and its
 * answer, and each question is written in one language at least.
 */
function checkQuestions(values: Values, messages: { question: string; answer: string }) {
  const fields: Record<string, string> = {};
  values.items.forEach((item, index) => {
    const written = item.translations.filter(
      (entry) => entry.question.trim() || entry.answer.trim(),
    );
    if (written.length === 0)
      fields[`items[${index}].translations[0].question`] = messages.question;
    item.translations.forEach((entry, l) => {
      const at = `items[${index}].translations[${l}]`;
      if (entry.answer.trim() && !entry.question.trim())
        fields[`${at}.question`] = messages.question;
      if (entry.question.trim() && !entry.answer.trim()) fields[`${at}.answer`] = messages.answer;
    });
  });
  return fields;
}

export function FaqPanel() {
  const faq = useQuery({
    queryKey: ['content', 'faq'],
    queryFn: ({ signal }) => api().get('/v1/admin/faq', undefined, { signal }),
  });
  return <Loaded query={faq}>{(data) => <FaqForm stored={data} />}</Loaded>;
}

function useFaqForm(
  stored: FaqAdmin,
  handlers: SaveHandlers<FaqAdmin> & { messages: { question: string; answer: string } },
) {
  return useForm({
    defaultValues: formValues(stored),
    validators: {
      onSubmit: ({ value }) => markedFields(checkQuestions(value, handlers.messages)),
    },
    onSubmit: savingSubmit(
      async (value: Values) => (await api().put('/v1/admin/faq', body(value))).data,
      formValues,
      handlers,
      // The form's category field stands for the API's `category_id`.
      (name) => name.replace(/\.category_id$/, '.category'),
    ),
    onSubmitInvalid: () => handlers.onInvalid(),
  });
}

type FaqFormApi = ReturnType<typeof useFaqForm>;

function FaqForm({ stored }: { stored: FaqAdmin }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, handlers } = useSaveNotice(focusFirstInvalid);
  const form = useFaqForm(stored, {
    messages: {
      question: t`Write the question in this language.`,
      answer: t`Write the answer in this language.`,
    },
    onSaved: (faq) => {
      queryClient.setQueryData(['content', 'faq'], faq);
      saved(t`Saved. The site shows the new questions.`);
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
      testId="faq-form"
      title={<Trans>Frequently asked questions</Trans>}
      action={{
        label: <Trans>Add a question</Trans>,
        disabled: count >= 200,
        onClick: () =>
          form.pushFieldValue('items', { category: '', translations: LOCALES.map(emptyTexts) }),
      }}
    >
      <EntryList
        count={count}
        empty={<Empty title={<Trans>No questions: the site's FAQ page says so.</Trans>} />}
        testId="faq-questions"
      >
        {(index) => (
          <QuestionEditor form={form} index={index} count={count} categories={stored.categories} />
        )}
      </EntryList>
      <SaveBar submitting={submitting} notice={notice} testId="faq-notice" />
    </EditorForm>
  );
}

function categoryName(category: Category, language: string): string {
  const locale = language === 'cs' ? 'cz' : language;
  const names = category.names.filter((entry) => entry.name);
  return (
    names.find((entry) => entry.locale === locale)?.name ?? names[0]?.name ?? `#${category.id}`
  );
}

function QuestionEditor({
  form,
  index,
  count,
  categories,
}: {
  form: FaqFormApi;
  index: number;
  count: number;
  categories: Category[];
}) {
  const { t, i18n } = useLingui();
  const number = index + 1;
  return (
    <fieldset className="console-content-fieldset console-entry" data-question={number}>
      <legend>
        <Trans>Question {number}</Trans>
      </legend>
      <OrderButtons
        index={index}
        count={count}
        onMove={(from, to) => form.moveFieldValues('items', from, to)}
        onRemove={() => void form.removeFieldValue('items', index)}
        entry={t`Question ${number}`}
      />
      <form.Field name={`items[${index}].category`}>
        {(field) => (
          <ChoiceField
            field={field}
            label={<Trans>Category</Trans>}
            none={t`Other questions`}
            choices={categories.map((category) => ({
              id: category.id,
              name: categoryName(category, i18n.locale),
            }))}
          />
        )}
      </form.Field>
      <LanguageTabs>
        {(_locale, l) => (
          <>
            <form.Field name={`items[${index}].translations[${l}].question`}>
              {(field) => (
                <TextField field={field} label={<Trans>Question</Trans>} maxLength={300} />
              )}
            </form.Field>
            <form.Field name={`items[${index}].translations[${l}].answer`}>
              {(field) => (
                <TextareaField
                  field={field}
                  label={<Trans>Answer</Trans>}
                  rows={4}
                  maxLength={5000}
                />
              )}
            </form.Field>
          </>
        )}
      </LanguageTabs>
    </fieldset>
  );
}
