import type { AdminPage, PageInput } from '@atrium/domain/contract/pages-admin';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Button } from '@atrium/ui/button';
import { TextareaField, TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { EditorForm } from '../components/editor-form';
import { LanguageTabs } from '../components/language-tabs';
import { api } from '../api';
import { NoticeLine, useSaveNotice } from '../components/notice';
import { PictureFieldset } from '../components/picture-upload';
import { ItemButton, ListAndEditor } from '../components/list-and-editor';
import { markedFields, savingSubmit } from '../lib/save';
import { PagePreview } from './page-preview';

/**
 * Website pages in the Content area (owners and the `content` role): the texts of the site's own
 * pages (about, gift cards, the loyalty programme, the legal texts) and pages of the mall's own at
 * `/a/<address>`, each with a title and its text (HTML) in four languages and a picture. A page
 * of the mall's own can be made and deleted; a built-in one keeps its address.
 */

const QUERY_KEY = ['content', 'pages'] as const;

type PageValues = {
  permalink: string;
  image: string;
  translations: { locale: Locale; title: string; content: string }[];
};

function pageValues(page: AdminPage | null): PageValues {
  return {
    permalink: page?.permalink ?? '',
    image: page?.image ?? '',
    translations: LOCALES.map((locale) => {
      const text = page?.translations.find((entry) => entry.locale === locale);
      return { locale, title: text?.title ?? '', content: text?.content ?? '' };
    }),
  };
}

/** What is sent: languages without a title or a text are left out. */
function pageBody(values: PageValues): PageInput {
  return {
    permalink: values.permalink.trim(),
    image: values.image || null,
    translations: values.translations.filter((entry) => entry.title.trim() || entry.content.trim()),
  };
}

function pageTitle(page: AdminPage, language: string): string {
  const locale = language === 'cs' ? 'cz' : language;
  return (
    page.translations.find((entry) => entry.locale === locale && entry.title)?.title ||
    page.translations.find((entry) => entry.title)?.title ||
    page.permalink
  );
}

export function PagesPanel() {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState<AdminPage | 'new' | null>(null);
  /** Bumped when another page is opened: a fresh editor (saving keeps the same one). */
  const [opened, setOpened] = useState(0);
  const open = (next: AdminPage | 'new') => {
    setEditing(next);
    setOpened((n) => n + 1);
  };
  const pages = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api().get('/v1/admin/pages', undefined, { signal }),
  });
  const editingId = editing === 'new' ? 'new' : editing?.id;

  return (
    <>
      <div className="console-content-filters">
        <Button size="sm" onClick={() => open('new')} data-testid="page-new">
          <Trans>New page</Trans>
        </Button>
      </div>
      <ListAndEditor
        query={pages}
        isEmpty={(data) => data.length === 0}
        editor={
          editing ? (
            <PageEditor
              key={opened}
              page={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onSaved={setEditing}
            />
          ) : null
        }
        hint={<Trans>Pick a page in the list to edit it.</Trans>}
      >
        {(data) => (
          <ul data-testid="page-list">
            {data.map((page) => (
              <ItemButton
                key={page.id}
                id={page.id}
                open={editingId === page.id}
                onOpen={() => open(page)}
                title={pageTitle(page, i18n.locale)}
                detail={page.built_in ? <Trans>Page of the site</Trans> : `/a/${page.permalink}`}
              />
            ))}
          </ul>
        )}
      </ListAndEditor>
    </>
  );
}

function PageEditor({
  page,
  onClose,
  onSaved,
}: {
  page: AdminPage | null;
  onClose: () => void;
  onSaved: (page: AdminPage | null) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, handlers } = useSaveNotice(focusFirstInvalid);

  const form = useForm({
    defaultValues: pageValues(page),
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        if (!value.permalink.trim()) fields['permalink'] = t`Give the page an address.`;
        value.translations.forEach((entry, l) => {
          if (entry.content.trim() && !entry.title.trim()) {
            fields[`translations[${l}].title`] = t`Enter a title in this language.`;
          }
        });
        if (!value.translations.some((entry) => entry.title.trim())) {
          fields['translations[0].title'] = t`Write a title in at least one language.`;
        }
        return markedFields(fields);
      },
    },
    onSubmit: savingSubmit(
      async (value: PageValues) =>
        page
          ? (await api().put(`/v1/admin/pages/${page.id}`, pageBody(value))).data
          : (await api().post('/v1/admin/pages', pageBody(value))).data,
      pageValues,
      {
        ...handlers,
        onSaved: (stored) => {
          onSaved(stored);
          void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
          saved(t`Saved. The site shows the page.`);
        },
      },
    ),
    onSubmitInvalid: handlers.onInvalid,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api().delete(`/v1/admin/pages/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      onSaved(null);
    },
    onError: (error) =>
      setNotice({
        tone: 'error',
        text: t`Not deleted: ${error instanceof Error ? error.message : String(error)}`,
      }),
  });
  const image = useStore(form.store, (s) => s.values.image);
  const submitting = useStore(form.store, (s) => s.isSubmitting);

  return (
    <EditorForm
      ref={ref}
      form={form}
      onSubmitStart={() => setNotice(null)}
      testId="page-editor"
      title={page ? pageTitle(page, i18n.locale) : t`New page`}
      action={{ label: <Trans>Close</Trans>, onClick: onClose }}
    >
      <form.Field name="permalink">
        {(field) => (
          <TextField
            field={field}
            label={<Trans>Address</Trans>}
            description={
              page?.built_in ? (
                <Trans>The site shows this page at its own address.</Trans>
              ) : (
                <Trans>The page is at /a/ followed by this, e.g. christmas-opening.</Trans>
              )
            }
            readOnly={page?.built_in}
            maxLength={120}
          />
        )}
      </form.Field>
      <LanguageTabs>
        {(_locale, l) => (
          <>
            <form.Field name={`translations[${l}].title`}>
              {(field) => <TextField field={field} label={<Trans>Title</Trans>} maxLength={200} />}
            </form.Field>
            <form.Field name={`translations[${l}].content`}>
              {(field) => (
                <TextareaField
                  field={field}
                  label={<Trans>Text (HTML)</Trans>}
                  description={
                    <Trans>
                      Paragraphs as &lt;p&gt;, links as &lt;a href&gt;; scripts are removed.
                    </Trans>
                  }
                  rows={12}
                />
              )}
            </form.Field>
            <form.Subscribe selector={(state) => state.values.translations[l]}>
              {(entry) => <PagePreview title={entry?.title ?? ''} html={entry?.content ?? ''} />}
            </form.Subscribe>
          </>
        )}
      </LanguageTabs>
      <PictureFieldset
        image={image}
        onChange={(url) => form.setFieldValue('image', url)}
        onNotice={setNotice}
      />
      <NoticeLine notice={notice} testId="page-notice" />
      <div className="console-actions">
        <Button type="submit" disabled={submitting}>
          <Trans>Save</Trans>
        </Button>
        {page && !page.built_in && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => (confirmDelete ? remove.mutate(page.id) : setConfirmDelete(true))}
          >
            {confirmDelete ? <Trans>Delete for good</Trans> : <Trans>Delete</Trans>}
          </Button>
        )}
      </div>
    </EditorForm>
  );
}
