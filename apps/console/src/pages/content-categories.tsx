import {
  type CategoryAdmin,
  type CategoryCreateInput,
  type CategoryType,
} from '@atrium/domain/contract/categories-admin';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '@atrium/ui/field';
import { setServerErrors } from '@atrium/ui/form-errors';
import { Button } from '@atrium/ui/button';
import { TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { api, ApiError } from '../api';
import { DeleteButtons } from '../components/delete-buttons';
import { EditorForm } from '../components/editor-form';
import { LanguageTabs } from '../components/language-tabs';
import { ItemButton, ListAndEditor } from '../components/list-and-editor';
import { NoticeLine, useSaveNotice } from '../components/notice';
import { OrderButtons } from '../components/order-buttons';
import { FieldSelect } from '../components/select';
import { Empty } from '../components/states';
import { markedFields, refusal } from '../lib/save';
import { dataLocale } from './content-choices';

/**
 * The mall's categories in the Content area (owners and the `content` role): one type at a time
 * (shops, offers, rewards, events, news, amenities, FAQ) in the site's order, moved up or down
 * (saved at once), and an editor of a category's name in four languages (Czech required: the site
 * shows it where a language has none), its icon and, for a new one, its address name. A category
 * that items use is not deleted: the API's 409 says how many (docs/api.md "Categories").
 */

const TYPES = ['company', 'product', 'reward', 'event', 'news', 'amenity', 'faq'] as const;

type Values = { names: Record<Locale, string>; icon: string; slug: string };

const listKey = (type: CategoryType) => ['content', 'categories', type] as const;

function listCategories(type: CategoryType, signal?: AbortSignal) {
  return api().get('/v1/admin/content/categories', { type }, { signal });
}

/** The category's name in the console's language, else Czech, else its address name. */
function nameOf(category: CategoryAdmin, language: string): string {
  return category.names[dataLocale(language) as Locale] || category.names.cz || category.slug;
}

const valuesOf = (category: CategoryAdmin | null): Values => ({
  names: { ...(category?.names ?? { en: '', cz: '', sk: '', de: '' }) },
  icon: category?.icon ?? '',
  slug: '',
});

function useTypeLabels(): Record<CategoryType, string> {
  const { t } = useLingui();
  return {
    company: t`Shops`,
    product: t`Offers`,
    reward: t`Rewards`,
    event: t`Events`,
    news: t`News`,
    amenity: t`Amenities`,
    faq: t`FAQ`,
  };
}

export function CategoriesPanel() {
  const { t, i18n } = useLingui();
  const labels = useTypeLabels();
  const queryClient = useQueryClient();
  const [type, setType] = useState<CategoryType>('company');
  const [editing, setEditing] = useState<CategoryAdmin | 'new' | null>(null);
  const [opened, setOpened] = useState(0);
  const [said, setSaid] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const open = (next: CategoryAdmin | 'new') => {
    setSaid(null);
    setEditing(next);
    setOpened((n) => n + 1);
  };
  const list = useQuery({
    queryKey: listKey(type),
    queryFn: ({ signal }) => listCategories(type, signal),
  });
  /** What else shows category names: the editors' choices, the FAQ, every type's list here. */
  const refreshOthers = () => {
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
    void queryClient.invalidateQueries({ queryKey: ['content', 'faq'] });
    void queryClient.invalidateQueries({ queryKey: ['content', 'shops'] });
  };

  const move = useMutation({
    mutationFn: async (ids: number[]) =>
      (await api().put('/v1/admin/content/categories/order', { type, ids })).data,
    onMutate: (ids) => {
      const before = queryClient.getQueryData<CategoryAdmin[]>(listKey(type));
      if (before) {
        const byId = new Map(before.map((c) => [c.id, c]));
        queryClient.setQueryData(
          listKey(type),
          ids.map((id) => byId.get(id)!),
        );
      }
      return { before };
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(listKey(type), stored);
      refreshOthers();
      setSaid({ tone: 'ok', text: t`Order saved. The site lists them in this order.` });
    },
    onError: (error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(listKey(type), context.before);
      setSaid({
        tone: 'error',
        text: t`Order not saved: ${error instanceof Error ? error.message : String(error)}`,
      });
    },
  });

  /** Moves an entry and keeps the keyboard on it: its same button, or the other when at an end. */
  const moveEntry = (ids: number[], from: number, to: number) => {
    if (move.isPending) return;
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    setSaid(null);
    move.mutate(next);
    const direction = to < from ? 'up' : 'down';
    requestAnimationFrame(() => {
      const item = listRef.current?.querySelector(`[data-category="${id}"]`);
      const same = item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
      const other = item?.querySelector<HTMLButtonElement>(
        `[data-move="${direction === 'up' ? 'down' : 'up'}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const editingId = editing === 'new' ? null : editing?.id;
  return (
    <>
      <div className="console-content-filters">
        <Field label={<Trans>Categories of</Trans>}>
          <FieldSelect
            value={type}
            data-testid="category-type"
            onChange={(e) => {
              setType(e.currentTarget.value as CategoryType);
              setEditing(null);
              setSaid(null);
            }}
          >
            {TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {labels[ty]}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Button size="sm" onClick={() => open('new')} data-testid="category-new">
          <Trans>New category</Trans>
        </Button>
      </div>
      {said && (
        <p
          className="console-notice"
          data-tone={said.tone}
          role={said.tone === 'error' ? 'alert' : 'status'}
          data-testid="categories-notice"
        >
          {said.text}
        </p>
      )}
      <ListAndEditor
        query={list}
        isEmpty={(data) => data.length === 0}
        empty={
          <Empty title={<Trans>No categories of this type.</Trans>}>
            <Trans>Make the first one with “New category”.</Trans>
          </Empty>
        }
        editor={
          editing ? (
            <CategoryEditor
              key={opened}
              type={type}
              category={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onSaved={(stored) => {
                setEditing(stored);
                void queryClient.invalidateQueries({ queryKey: listKey(type) });
                refreshOthers();
              }}
              onDeleted={(name) => {
                setEditing(null);
                setSaid({ tone: 'ok', text: t`Deleted “${name}”.` });
                void queryClient.invalidateQueries({ queryKey: listKey(type) });
                refreshOthers();
              }}
            />
          ) : null
        }
        hint={<Trans>Pick a category in the list to rename it, or make a new one.</Trans>}
      >
        {(data) => (
          <div ref={listRef}>
            <ul aria-label={labels[type]} data-testid="category-list">
              {data.map((category, index) => {
                const name = nameOf(category, i18n.locale);
                const used = category.used;
                return (
                  <ItemButton
                    key={category.id}
                    id={category.id}
                    open={editingId === category.id}
                    onOpen={() => open(category)}
                    title={name}
                    detail={
                      used === 0 ? (
                        <Trans>Not used · {category.slug}</Trans>
                      ) : (
                        <Trans>
                          Used {used}× · {category.slug}
                        </Trans>
                      )
                    }
                    actions={
                      <div data-category={category.id}>
                        <OrderButtons
                          index={index}
                          count={data.length}
                          onMove={(from, to) =>
                            moveEntry(
                              data.map((c) => c.id),
                              from,
                              to,
                            )
                          }
                          entry={name}
                        />
                      </div>
                    }
                  />
                );
              })}
            </ul>
          </div>
        )}
      </ListAndEditor>
    </>
  );
}

/** The API's 409 on a delete: `{shops: ["3 shops use this category"]}` → "shops: 3". */
function useHolderLabel() {
  const { t } = useLingui();
  return (kind: string, n: string): string => {
    const labels: Record<string, string> = {
      shops: t`shops: ${n}`,
      offers: t`offers: ${n}`,
      rewards: t`rewards: ${n}`,
      events: t`events: ${n}`,
      news: t`news: ${n}`,
      amenities: t`amenities: ${n}`,
      questions: t`questions: ${n}`,
    };
    return labels[kind] ?? `${kind}: ${n}`;
  };
}

function CategoryEditor({
  type,
  category,
  onClose,
  onSaved,
  onDeleted,
}: {
  type: CategoryType;
  /** null: a new category. */
  category: CategoryAdmin | null;
  onClose: () => void;
  onSaved: (category: CategoryAdmin) => void;
  onDeleted: (name: string) => void;
}) {
  const { t, i18n } = useLingui();
  const holderLabel = useHolderLabel();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  // Czech first: it is the one a category must have.
  const [language, setLanguage] = useState<Locale>('cz');
  /** A refused name's language tab opens before its field takes the focus. */
  const focusRefused = () => {
    const meta = form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>;
    const refused = LOCALES.find((l) => meta[`names.${l}`]?.errors?.length);
    if (refused) setLanguage(refused);
    focusFirstInvalid();
  };
  const { notice, setNotice, saved, refused, failed, invalid } = useSaveNotice(focusRefused);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const remove = useMutation({
    mutationFn: () => api().delete(`/v1/admin/content/categories/${category!.id}`),
    onSuccess: () => onDeleted(nameOf(category!, i18n.locale)),
    onError: (error) => {
      setConfirmDelete(false);
      if (error instanceof ApiError && error.status === 409) {
        const held = Object.entries(error.errors)
          .map(([kind, messages]) =>
            holderLabel(kind, /^\d+/.exec(messages?.[0] ?? '')?.[0] ?? '?'),
          )
          .join(', ');
        setNotice({
          tone: 'error',
          text: t`Not deleted: the category is still in use (${held}). Move those to another category first.`,
        });
        return;
      }
      setNotice({
        tone: 'error',
        text: t`Not deleted: ${error instanceof Error ? error.message : String(error)}`,
      });
    },
  });

  const form = useForm({
    defaultValues: valuesOf(category),
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        if (!value.names.cz.trim()) {
          fields['names.cz'] =
            t`Enter the Czech name: the site shows it where a language has none.`;
        }
        const slug = value.slug.trim();
        if (!category && slug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
          fields['slug'] = t`Lower-case letters, digits and dashes, e.g. home-and-garden.`;
        }
        if (value.icon.trim() && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value.icon.trim())) {
          fields['icon'] = t`Lower-case letters, digits and dashes, e.g. shopping-bag.`;
        }
        return markedFields(fields);
      },
    },
    onSubmit: async ({ value }) => {
      const names = {
        cz: value.names.cz.trim(),
        en: value.names.en.trim(),
        sk: value.names.sk.trim(),
        de: value.names.de.trim(),
      };
      const icon = value.icon.trim() || null;
      try {
        let stored: CategoryAdmin;
        if (category) {
          stored = (
            await api().patch(`/v1/admin/content/categories/${category.id}`, { icon, names })
          ).data;
        } else {
          const body: CategoryCreateInput = { type, icon, names };
          if (value.slug.trim()) body.slug = value.slug.trim();
          stored = (await api().post('/v1/admin/content/categories', body)).data;
        }
        form.reset(valuesOf(stored));
        onSaved(stored);
        saved(category ? t`Saved. The site shows the new name.` : t`Made. The site lists it last.`);
      } catch (error) {
        const rejection = refusal(error);
        if (rejection) {
          // The API names the fields as the form does (`names.cz`, `slug`, `icon`).
          refused(setServerErrors(form, rejection.fields), rejection.message);
          return;
        }
        failed(error);
      }
    },
    onSubmitInvalid: invalid,
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const title = category ? nameOf(category, i18n.locale) : t`New category`;

  return (
    <EditorForm
      ref={ref}
      form={form}
      onSubmitStart={() => setNotice(null)}
      title={title}
      action={{ label: <Trans>Close</Trans>, onClick: onClose }}
      testId="category-editor"
    >
      <LanguageTabs language={language} onLanguageChange={setLanguage}>
        {(locale) => (
          <form.Field name={`names.${locale}`}>
            {(field) => (
              <TextField
                field={field}
                label={locale === 'cz' ? <Trans>Name (required)</Trans> : <Trans>Name</Trans>}
                description={
                  locale === 'cz' ? undefined : <Trans>Empty: the site shows the Czech name.</Trans>
                }
                maxLength={100}
              />
            )}
          </form.Field>
        )}
      </LanguageTabs>
      <div className="console-form-row">
        {!category && (
          <form.Field name="slug">
            {(field) => (
              <TextField
                field={field}
                label={<Trans>Address name</Trans>}
                description={
                  <Trans>
                    Used in the site's addresses, e.g. home-and-garden; empty: made from the Czech
                    name. It stays when the category is renamed.
                  </Trans>
                }
                maxLength={100}
              />
            )}
          </form.Field>
        )}
        <form.Field name="icon">
          {(field) => (
            <TextField
              field={field}
              label={<Trans>Icon</Trans>}
              description={<Trans>The icon's name, e.g. shirt; the site shows none yet.</Trans>}
              maxLength={40}
            />
          )}
        </form.Field>
      </div>
      {category && (
        <p className="console-muted">
          <Trans>Address name: {category.slug}</Trans>
        </p>
      )}
      <NoticeLine notice={notice} testId="category-notice" />
      <div className="console-actions">
        <Button type="submit" disabled={submitting || remove.isPending}>
          <Trans>Save</Trans>
        </Button>
        {category && (
          <DeleteButtons
            confirming={confirmDelete}
            onAsk={() => {
              setNotice(null);
              setConfirmDelete(true);
            }}
            onKeep={() => setConfirmDelete(false)}
            onDelete={() => remove.mutate()}
            disabled={remove.isPending}
            confirmLabel={<Trans>Delete the category for good</Trans>}
            autoFocus
          />
        )}
      </div>
    </EditorForm>
  );
}
