import {
  type ContentShop,
  type ContentShopInput,
  isValidIco,
} from '@atrium/domain/contract/content-admin';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { setServerErrors } from '@atrium/ui/form-errors';
import { FormField, TextField, useFocusFirstInvalid } from '@atrium/ui/form-field';
import { useForm, useStore } from '@tanstack/react-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { DeleteButtons } from '../components/delete-buttons';
import { EditorForm } from '../components/editor-form';
import { ItemTexts } from '../components/item-texts';
import { NoticeLine, useSaveNotice } from '../components/notice';
import { PictureFieldset } from '../components/picture-upload';
import { FieldSelect } from '../components/select';
import { api, ApiError } from '../api';
import { Pager } from '../components/pager';
import { ItemButton, ListAndEditor, SearchField } from '../components/list-and-editor';
import { Failed, Loading } from '../components/states';
import { markedFields } from '../lib/save';
import { categoriesQueryOptions, categoryName, shopName } from './content-choices';

/**
 * Shops in the Content area: the mall's shops by name, and an editor of their texts in four
 * languages, categories, contact details and company number (IČO) — receipts are approved
 * automatically only for a shop whose IČO OCR reads on the receipt (docs/loyalty.md). A shop is
 * deleted only while nothing names it (the API's 409 says what does; docs/api.md).
 */

function listShops(query: { search: string; page: number }, signal?: AbortSignal) {
  return api().get(
    '/v1/admin/content/shops',
    { per_page: 24, page: query.page, search: query.search || undefined },
    { signal },
  );
}

/** Changes a shop, or makes one (`id` null). */
async function saveShop(id: number | null, body: ContentShopInput) {
  return id === null
    ? (await api().post('/v1/admin/content/shops', body)).data
    : (await api().patch(`/v1/admin/content/shops/${id}`, body)).data;
}

async function deleteShop(id: number) {
  await api().delete(`/v1/admin/content/shops/${id}`);
}

/** The kinds of the API's 409 on a shop's delete (docs/api.md "Deleting a shop"). */
type Holder = 'events' | 'news' | 'offers' | 'receipts' | 'rewards' | 'services';

export function ShopsPanel() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContentShop | 'new' | null>(null);
  /** Said in the panel once the editor of a deleted shop is gone. */
  const [deleted, setDeleted] = useState<string | null>(null);
  /** Bumped when another shop is opened: a fresh editor (saving keeps the same one). */
  const [opened, setOpened] = useState(0);
  const open = (next: ContentShop | 'new') => {
    setDeleted(null);
    setEditing(next);
    setOpened((n) => n + 1);
  };
  const editingId = editing === 'new' ? null : editing?.id;
  const list = useQuery({
    queryKey: ['content', 'shops', search, page],
    queryFn: ({ signal }) => listShops({ search, page }, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <div className="console-content-filters">
        <Button size="sm" onClick={() => open('new')} data-testid="shop-new">
          <Trans>New shop</Trans>
        </Button>
        <SearchField
          label={<Trans>Search names</Trans>}
          value={search}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
      </div>
      {deleted && (
        <p className="console-notice" data-tone="ok" role="status" data-testid="shop-deleted">
          <Trans>Deleted “{deleted}”.</Trans>
        </p>
      )}
      <ListAndEditor
        query={list}
        isEmpty={(data) => data.data.length === 0}
        editor={
          editing ? (
            <ShopEditor
              key={opened}
              shop={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
              onSaved={setEditing}
              onDeleted={(name) => {
                setEditing(null);
                setDeleted(name);
              }}
            />
          ) : null
        }
        hint={<Trans>Pick a shop in the list to edit it.</Trans>}
      >
        {(data) => (
          <>
            <ul data-testid="shop-list">
              {data.data.map((shop) => (
                <ItemButton
                  key={shop.id}
                  id={shop.id}
                  open={editingId === shop.id}
                  onOpen={() => open(shop)}
                  title={shopName(shop, i18n.locale)}
                  detail={
                    shop.company_number ? (
                      <Trans>IČO {shop.company_number}</Trans>
                    ) : (
                      <Trans>No IČO</Trans>
                    )
                  }
                />
              ))}
            </ul>
            <Pager page={page} lastPage={data.last_page} onPage={setPage} />
          </>
        )}
      </ListAndEditor>
    </>
  );
}

type ShopValues = Record<`${'title' | 'description' | 'article'}_${Locale}`, string> & {
  /** The mall's shop categories it is listed under (`GET /v1/categories?type=company`). */
  category_ids: number[];
  /** Among the featured shops of the home page. */
  is_featured: boolean;
  /** Its receipts earn points (docs/loyalty.md). */
  accepts_loyalty: boolean;
  /** The shop's address name (`/shop/<id>/<slug>`), given when it is made. */
  slug: string;
  kind: ContentShopInput['kind'];
  /** The floor as typed: empty for none, else a whole number (0 the ground floor). */
  floor: string;
  logo: string;
  image: string;
  company_number: string;
  unit: string;
  phone: string;
  email: string;
  website: string;
};

function shopValues(shop: ContentShop | null): ShopValues {
  const values = {
    slug: shop?.slug ?? '',
    kind: (shop?.kind ?? 'shop') as ContentShopInput['kind'],
    category_ids: shop?.category_ids ?? [],
    is_featured: shop?.is_featured ?? false,
    accepts_loyalty: shop?.accepts_loyalty ?? true,
    floor: shop?.floor === null || shop?.floor === undefined ? '' : String(shop.floor),
    logo: shop?.logo ?? '',
    image: shop?.image ?? '',
    company_number: shop?.company_number ?? '',
    unit: shop?.unit ?? '',
    phone: shop?.phone ?? '',
    email: shop?.email ?? '',
    website: shop?.website ?? '',
  } as ShopValues;
  for (const locale of LOCALES) {
    const text = shop?.translations.find((tr) => tr.locale === locale);
    values[`title_${locale}`] = text?.title ?? '';
    values[`description_${locale}`] = text?.description ?? '';
    values[`article_${locale}`] = text?.article ?? '';
  }
  return values;
}

function ShopEditor({
  shop,
  onClose,
  onSaved,
  onDeleted,
}: {
  /** null: a new shop. */
  shop: ContentShop | null;
  onClose: () => void;
  onSaved: (shop: ContentShop) => void;
  onDeleted: (name: string) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid();
  const { notice, setNotice, saved, refused, failed, invalid } = useSaveNotice(focusFirstInvalid);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const categories = useQuery(categoriesQueryOptions('company'));
  const holderLabel = (kind: string, n: string): string => {
    const labels: Record<Holder, string> = {
      events: t`events: ${n}`,
      news: t`news: ${n}`,
      offers: t`offers: ${n}`,
      receipts: t`members' receipts: ${n}`,
      rewards: t`rewards: ${n}`,
      services: t`bookable services: ${n}`,
    };
    return labels[kind as Holder] ?? `${kind}: ${n}`;
  };
  const remove = useMutation({
    mutationFn: () => deleteShop(shop!.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content', 'shops'] });
      onDeleted(shopName(shop!, i18n.locale));
    },
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
          text: t`Not deleted: the shop is still in use (${held}). Delete or move those first; a shop with members' receipts stays.`,
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
    defaultValues: shopValues(shop),
    validators: {
      onSubmit: ({ value }) => {
        const fields: Record<string, string> = {};
        const ico = value.company_number.replace(/\s+/g, '');
        if (ico && !isValidIco(ico)) {
          fields['company_number'] = t`An IČO has 8 digits and a valid check digit.`;
        }
        const written = LOCALES.filter(
          (l) => value[`title_${l}`].trim() || value[`description_${l}`].trim(),
        );
        for (const l of written) {
          if (!value[`title_${l}`].trim())
            fields[`title_${l}`] = t`Enter a title in this language.`;
        }
        if (written.length === 0) fields['title_en'] = t`Write a title in at least one language.`;
        if (!shop && !value.slug.trim()) fields['slug'] = t`Give the shop an address name.`;
        if (value.floor.trim() && !/^-?\d{1,2}$/.test(value.floor.trim())) {
          fields['floor'] = t`A floor is a whole number: 0 the ground floor, -1 the one below.`;
        }
        return markedFields(fields);
      },
    },
    onSubmit: async ({ value }) => {
      const body: ContentShopInput = {
        slug: shop ? shop.slug : value.slug.trim(),
        kind: value.kind,
        category_ids: value.category_ids,
        floor: value.floor.trim() ? Number(value.floor) : null,
        unit: value.unit,
        logo: value.logo || null,
        image: value.image || null,
        phone: value.phone,
        email: value.email,
        website: value.website,
        company_number: value.company_number,
        is_featured: value.is_featured,
        accepts_loyalty: value.accepts_loyalty,
        translations: LOCALES.filter((l) => value[`title_${l}`].trim()).map((locale) => ({
          locale,
          title: value[`title_${locale}`],
          description: value[`description_${locale}`],
          article: value[`article_${locale}`],
        })),
      };
      try {
        const stored = await saveShop(shop ? shop.id : null, body);
        form.reset(shopValues(stored));
        onSaved(stored);
        void queryClient.invalidateQueries({ queryKey: ['content', 'shops'] });
        saved(t`Saved.`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          refused(setServerErrors(form, error.errors), error.message);
          return;
        }
        failed(error);
      }
    },
    onSubmitInvalid: invalid,
  });
  const submitting = useStore(form.store, (s) => s.isSubmitting);

  return (
    <EditorForm
      ref={ref}
      form={form}
      onSubmitStart={() => setNotice(null)}
      title={shop ? shopName(shop, i18n.locale) : t`New shop`}
      action={{ label: <Trans>Close</Trans>, onClick: onClose }}
    >
      <ItemTexts
        field={(name, render) => <form.Field name={name}>{render}</form.Field>}
        titleLabel={<Trans>Name</Trans>}
        articleHint={<Trans>Shown on the shop's own page.</Trans>}
        rows={{ description: 3, article: 5 }}
      />
      <fieldset className="console-content-fieldset">
        <legend>
          <Trans>Details</Trans>
        </legend>
        <div className="console-form">
          {!shop && (
            <form.Field name="slug">
              {(field) => (
                <TextField
                  field={field}
                  label={<Trans>Address name</Trans>}
                  description={
                    <Trans>Lower-case letters, digits and dashes, e.g. cafe-nero.</Trans>
                  }
                  maxLength={100}
                />
              )}
            </form.Field>
          )}
          <div className="console-form-row">
            <form.Field name="kind">
              {(field) => (
                <FormField field={field} label={<Trans>Kind</Trans>}>
                  <FieldSelect
                    value={field.state.value}
                    onChange={(e) =>
                      field.handleChange(e.currentTarget.value as ContentShopInput['kind'])
                    }
                  >
                    <option value="shop">{t`Shop`}</option>
                    <option value="service">{t`Service`}</option>
                    <option value="dining">{t`Dining`}</option>
                    <option value="eshop">{t`Online shop`}</option>
                  </FieldSelect>
                </FormField>
              )}
            </form.Field>
            <form.Field name="floor">
              {(field) => (
                <TextField
                  field={field}
                  label={<Trans>Floor</Trans>}
                  description={<Trans>0 the ground floor, -1 the one below; empty for none.</Trans>}
                  inputMode="numeric"
                  maxLength={3}
                />
              )}
            </form.Field>
          </div>
          <form.Field name="accepts_loyalty">
            {(field) => (
              <Checkbox
                label={<Trans>Takes part in the loyalty programme</Trans>}
                description={<Trans>Members' receipts from this shop earn points.</Trans>}
                checked={field.state.value}
                onCheckedChange={(checked) => field.handleChange(checked === true)}
              />
            )}
          </form.Field>
          <form.Field name="is_featured">
            {(field) => (
              <Checkbox
                label={<Trans>Featured on the home page</Trans>}
                checked={field.state.value}
                onCheckedChange={(checked) => field.handleChange(checked === true)}
              />
            )}
          </form.Field>
          <form.Field name="company_number">
            {(field) => (
              <TextField
                field={field}
                label={<Trans>Company number (IČO)</Trans>}
                description={
                  <Trans>
                    Receipts are approved automatically only when OCR reads this number.
                  </Trans>
                }
                inputMode="numeric"
                maxLength={12}
              />
            )}
          </form.Field>
          <div className="console-form-row">
            <form.Field name="unit">
              {(field) => <TextField field={field} label={<Trans>Unit</Trans>} maxLength={40} />}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <TextField field={field} type="tel" label={<Trans>Phone</Trans>} maxLength={40} />
              )}
            </form.Field>
          </div>
          <div className="console-form-row">
            <form.Field name="email">
              {(field) => <TextField field={field} type="email" label={<Trans>E-mail</Trans>} />}
            </form.Field>
            <form.Field name="website">
              {(field) => <TextField field={field} type="url" label={<Trans>Website</Trans>} />}
            </form.Field>
          </div>
        </div>
      </fieldset>
      <fieldset className="console-content-fieldset" data-testid="shop-categories">
        <legend>
          <Trans>Categories</Trans>
        </legend>
        <p className="console-muted">
          <Trans>The site lists the shop under these and shows their names on its page.</Trans>
        </p>
        {categories.isPending ? (
          <Loading />
        ) : categories.isError ? (
          <Failed error={categories.error} onRetry={() => void categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <p className="console-muted">
            <Trans>The mall has no shop categories.</Trans>
          </p>
        ) : (
          <form.Field name="category_ids">
            {(field) => (
              <div className="console-choices">
                {categories.data.map((category) => (
                  <Checkbox
                    key={category.id}
                    label={categoryName(category, i18n.locale)}
                    checked={field.state.value.includes(category.id)}
                    onCheckedChange={(checked) =>
                      field.handleChange(
                        checked === true
                          ? [...field.state.value, category.id]
                          : field.state.value.filter((id) => id !== category.id),
                      )
                    }
                  />
                ))}
                {field.state.meta.errors.length > 0 && (
                  <p className="console-notice" data-tone="error" role="alert">
                    {field.state.meta.errors.map(String).join(' ')}
                  </p>
                )}
              </div>
            )}
          </form.Field>
        )}
      </fieldset>
      <form.Field name="logo">
        {(field) => (
          <PictureFieldset
            legend={<Trans>Logo</Trans>}
            image={field.state.value}
            onChange={(url) => field.handleChange(url)}
            onNotice={setNotice}
            label={<Trans>Upload a logo</Trans>}
            previewAlt={t`The shop's logo`}
          />
        )}
      </form.Field>
      <form.Field name="image">
        {(field) => (
          <PictureFieldset
            image={field.state.value}
            onChange={(url) => field.handleChange(url)}
            onNotice={setNotice}
          />
        )}
      </form.Field>
      <NoticeLine notice={notice} testId="shop-notice" />
      <div className="console-actions">
        <Button type="submit" disabled={submitting || remove.isPending}>
          <Trans>Save</Trans>
        </Button>
        {shop && (
          <DeleteButtons
            confirming={confirmDelete}
            onAsk={() => {
              setNotice(null);
              setConfirmDelete(true);
            }}
            onKeep={() => setConfirmDelete(false)}
            onDelete={() => remove.mutate()}
            disabled={remove.isPending}
            confirmLabel={<Trans>Delete the shop for good</Trans>}
            autoFocus
          />
        )}
      </div>
    </EditorForm>
  );
}
