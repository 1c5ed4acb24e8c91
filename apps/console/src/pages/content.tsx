import {
  CONTENT_POST_TYPES,
  type ContentPost,
  type ContentPostInput,
  type ContentPostType,
  type ContentState,
  contentState,
} from '@atrium/domain/contract/content-admin';
import { LOCALES, type Locale } from '@atrium/domain/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeVariant } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Field } from '@atrium/ui/field';
import { setServerErrors } from '@atrium/ui/form-errors';
import { TextField } from '@atrium/ui/form-field';
import { Tabs, TabsList, TabsTrigger } from '@atrium/ui/tabs';
import { useForm, useStore } from '@tanstack/react-form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { DeleteButtons } from '../components/delete-buttons';
import { EditorForm } from '../components/editor-form';
import { ItemTexts } from '../components/item-texts';
import { NoticeLine, useSaveNotice } from '../components/notice';
import { ApiError } from '../api';
import { ChoiceField } from '../components/choice-field';
import { FieldSelect } from '../components/select';
import { Pager } from '../components/pager';
import { PictureFieldset } from '../components/picture-upload';
import { ItemButton, ListAndEditor, SearchField } from '../components/list-and-editor';
import { Empty, Failed } from '../components/states';
import {
  createPost,
  deletePost,
  listPosts,
  publishPost,
  unpublishPost,
  updatePost,
} from './content-api';
import {
  allShopsQueryOptions,
  categoriesQueryOptions,
  type CategoryType,
  categoryName,
  shopName,
} from './content-choices';
import { CategoriesPanel } from './content-categories';
import { FaqPanel } from './content-faq';
import { HeroPanel } from './content-hero';
import { OpeningHoursPanel } from './content-hours';
import { PagesPanel } from './content-pages';
import { ShopsPanel } from './content-shops';
import { PostPreview, type PostPreviewValues } from './post-preview';
import './content.css';

/**
 * The Content area (owners and the `content` role): events, news and offers of the mall, drafts
 * included, with their state; an editor with the texts in four language tabs, the dates, the
 * picture (uploaded, resized by the API, previewed), the schedule, and publish / unpublish.
 * Publishing sends the mall's `content.updated`: the site drops its cached pages (docs/console.md).
 */

type TextKey = `${'title' | 'description' | 'article'}_${Locale}`;
type Values = Record<TextKey, string> & {
  starts_at: string;
  ends_at: string;
  publish_from: string;
  publish_until: string;
  price_original: string;
  price_discounted: string;
  discount_percent: string;
  image: string;
  /** The shop's id as the select holds it; empty: the mall's own. */
  company_id: string;
  /** The category's id; empty: none. */
  category_id: string;
};

/** The category type of each post type (`GET /v1/categories?type=`). */
const CATEGORY_TYPE: Record<ContentPostType, CategoryType> = {
  events: 'event',
  news: 'news',
  offers: 'product',
};

/** ISO → the value of a `datetime-local` input, in the browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value → ISO (null when empty or unreadable). */
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Haléře ↔ crowns as typed ("249.90" or "249,90"). */
const crowns = (h: number | null) => (h === null ? '' : (h / 100).toFixed(2));
function haler(value: string): number | null | 'bad' {
  const s = value.trim().replace(',', '.');
  if (!s) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return 'bad';
  return Math.round(Number(s) * 100);
}

function valuesOf(post: ContentPost | null): Values {
  const now = new Date();
  const later = new Date(now.getTime() + 7 * 86_400_000);
  const values = {
    starts_at: toLocalInput(post?.starts_at ?? now.toISOString()),
    ends_at: toLocalInput(post?.ends_at ?? later.toISOString()),
    publish_from: toLocalInput(post?.publish_from),
    publish_until: toLocalInput(post?.publish_until),
    price_original: crowns(post?.price_original ?? null),
    price_discounted: crowns(post?.price_discounted ?? null),
    discount_percent: post?.discount_percent === null || !post ? '' : String(post.discount_percent),
    image: post?.image ?? '',
    company_id: post?.company_id ? String(post.company_id) : '',
    category_id: post?.category_id ? String(post.category_id) : '',
  } as Values;
  for (const locale of LOCALES) {
    const text = post?.translations.find((tr) => tr.locale === locale);
    values[`title_${locale}`] = text?.title ?? '';
    values[`description_${locale}`] = text?.description ?? '';
    values[`article_${locale}`] = text?.article ?? '';
  }
  return values;
}

function titleOf(post: ContentPost, language: string): string {
  const locale = language === 'cs' ? 'cz' : language;
  const own = post.translations.find((tr) => tr.locale === locale)?.title;
  return own || post.translations.find((tr) => tr.title)?.title || `#${post.id}`;
}

function useTypeLabels(): Record<ContentPostType, string> {
  const { t } = useLingui();
  return { events: t`Events`, news: t`News`, offers: t`Offers` };
}

const STATE_BADGE: Record<ContentState, BadgeVariant> = {
  draft: 'neutral',
  scheduled: 'accent',
  published: 'success',
  ended: 'outline',
};

export function StateBadge({ state }: { state: ContentState }) {
  const { t } = useLingui();
  const labels: Record<ContentState, string> = {
    draft: t`Draft`,
    scheduled: t`Scheduled`,
    published: t`Published`,
    ended: t`Ended`,
  };
  return (
    <Badge variant={STATE_BADGE[state]} data-state={state}>
      {labels[state]}
    </Badge>
  );
}

/** The tabs after the posts' own: each shows its panel instead of the posts. */
const PANELS = ['shops', 'categories', 'pages', 'hours', 'hero', 'faq'] as const;
type Panel = (typeof PANELS)[number];
const isPanel = (value: string): value is Panel => (PANELS as readonly string[]).includes(value);

export function ContentPage() {
  const { t, i18n } = useLingui();
  const labels = useTypeLabels();
  const [type, setType] = useState<ContentPostType>('events');
  const [panel, setPanel] = useState<Panel | 'posts'>('posts');
  const [stateFilter, setStateFilter] = useState<ContentState | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  /** The item being edited: a post, 'new', or none (the list only, on a phone). */
  const [editing, setEditing] = useState<ContentPost | 'new' | null>(null);
  /** Bumped when another item is opened: a fresh editor (a save keeps the same one). */
  const [opened, setOpened] = useState(0);
  const open = (next: ContentPost | 'new') => {
    setEditing(next);
    setOpened((n) => n + 1);
  };

  const list = useQuery({
    queryKey: ['content', type, stateFilter, search, page],
    queryFn: ({ signal }) =>
      listPosts(type, { state: stateFilter || undefined, search, page }, signal),
    placeholderData: keepPreviousData,
  });

  const pickType = (next: string) => {
    if (isPanel(next)) {
      setPanel(next);
      return;
    }
    setPanel('posts');
    setType(next as ContentPostType);
    setEditing(null);
    setPage(1);
  };

  return (
    <section className="console-content" aria-labelledby="content-title">
      <div className="console-page-head">
        <h1 id="content-title">
          <Trans>Content</Trans>
        </h1>
        {panel === 'posts' && (
          <Button size="sm" onClick={() => open('new')} data-testid="content-new">
            <Trans>New</Trans>
          </Button>
        )}
      </div>
      <Tabs value={panel === 'posts' ? type : panel} onValueChange={pickType}>
        <TabsList aria-label={t`Content type`}>
          {CONTENT_POST_TYPES.map((ty) => (
            <TabsTrigger key={ty} value={ty}>
              {labels[ty]}
            </TabsTrigger>
          ))}
          <TabsTrigger value="shops">{t`Shops`}</TabsTrigger>
          <TabsTrigger value="categories">{t`Categories`}</TabsTrigger>
          <TabsTrigger value="pages">{t`Pages`}</TabsTrigger>
          <TabsTrigger value="hours">{t`Opening hours`}</TabsTrigger>
          <TabsTrigger value="hero">{t`Home page slides`}</TabsTrigger>
          <TabsTrigger value="faq">{t`FAQ`}</TabsTrigger>
        </TabsList>
      </Tabs>
      {panel === 'shops' ? (
        <ShopsPanel />
      ) : panel === 'categories' ? (
        <CategoriesPanel />
      ) : panel === 'pages' ? (
        <PagesPanel />
      ) : panel === 'hours' ? (
        <OpeningHoursPanel />
      ) : panel === 'hero' ? (
        <HeroPanel />
      ) : panel === 'faq' ? (
        <FaqPanel />
      ) : (
        <>
          <div className="console-content-filters">
            <Field label={<Trans>State</Trans>}>
              <FieldSelect
                value={stateFilter}
                onChange={(e) => {
                  setStateFilter(e.currentTarget.value as ContentState | '');
                  setPage(1);
                }}
              >
                <option value="">{t`All`}</option>
                <option value="draft">{t`Draft`}</option>
                <option value="scheduled">{t`Scheduled`}</option>
                <option value="published">{t`Published`}</option>
                <option value="ended">{t`Ended`}</option>
              </FieldSelect>
            </Field>
            <SearchField
              label={<Trans>Search titles</Trans>}
              value={search}
              onSearch={(next) => {
                setSearch(next);
                setPage(1);
              }}
            />
          </div>
          <ListAndEditor
            query={list}
            isEmpty={(data) => data.data.length === 0}
            empty={
              <Empty title={<Trans>Nothing here yet.</Trans>}>
                <Trans>Make the first one with “New”.</Trans>
              </Empty>
            }
            editor={
              editing !== null ? (
                <PostEditor
                  key={`${type}-${opened}`}
                  type={type}
                  post={editing === 'new' ? null : editing}
                  onClose={() => setEditing(null)}
                  onSaved={(post) => setEditing(post)}
                />
              ) : null
            }
            hint={<Trans>Pick an item in the list to edit it, or make a new one with “New”.</Trans>}
          >
            {(data) => (
              <>
                <ul aria-label={labels[type]} data-testid="content-list">
                  {data.data.map((post) => (
                    <ItemButton
                      key={post.id}
                      id={post.id}
                      open={typeof editing === 'object' && editing?.id === post.id}
                      onOpen={() => open(post)}
                      title={titleOf(post, i18n.locale)}
                      detail={
                        <>
                          {new Date(post.starts_at).toLocaleDateString(i18n.locale)} –{' '}
                          {new Date(post.ends_at).toLocaleDateString(i18n.locale)}
                        </>
                      }
                    >
                      <StateBadge state={post.state} />
                    </ItemButton>
                  ))}
                </ul>
                <Pager page={page} lastPage={data.last_page} onPage={setPage} />
              </>
            )}
          </ListAndEditor>
        </>
      )}
    </section>
  );
}

/** Maps the API's field names (`translations.2.title`) onto the form's (`title_sk`). */
function serverFieldErrors(
  errors: Record<string, string[] | undefined>,
  sent: ContentPostInput,
): Record<string, string[] | undefined> {
  const out: Record<string, string[] | undefined> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const match = /^translations\.(\d+)\.(title|description|article)$/.exec(name);
    const locale = match ? sent.translations[Number(match[1])]?.locale : undefined;
    out[match && locale ? `${match[2]}_${locale}` : name] = messages;
  }
  return out;
}

function PostEditor({
  type,
  post,
  onClose,
  onSaved,
}: {
  type: ContentPostType;
  post: ContentPost | null;
  onClose: () => void;
  onSaved: (post: ContentPost) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const shops = useQuery(allShopsQueryOptions());
  const categories = useQuery(categoriesQueryOptions(CATEGORY_TYPE[type]));
  const formRef = useRef<HTMLFormElement>(null);
  // The form's own focusFirstInvalid (below) opens the refused field's language first.
  const { notice, setNotice, saved, refused, failed, invalid } = useSaveNotice(() =>
    focusFirstInvalid(),
  );
  const [language, setLanguage] = useState<Locale>('en');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [current, setCurrent] = useState<ContentPost | null>(post);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['content', type] });

  useEffect(() => setCurrent(post), [post]);

  /** The form's values as the API's body; field messages when something is missing or wrong. */
  const toInput = (
    value: Values,
  ): { body: ContentPostInput } | { fields: Record<string, string> } => {
    const fields: Record<string, string> = {};
    const translations: ContentPostInput['translations'] = [];
    for (const locale of LOCALES) {
      const title = value[`title_${locale}`].trim();
      const description = value[`description_${locale}`].trim();
      const article = value[`article_${locale}`].trim();
      if (!title && !description && !article) continue;
      if (!title) fields[`title_${locale}`] = t`Enter a title in this language.`;
      translations.push({ locale, title, description, article });
    }
    if (translations.length === 0) fields['title_en'] = t`Write a title in at least one language.`;
    const startsAt = fromLocalInput(value.starts_at);
    const endsAt = fromLocalInput(value.ends_at);
    if (!startsAt) fields['starts_at'] = t`Enter the start.`;
    if (!endsAt) fields['ends_at'] = t`Enter the end.`;
    if (startsAt && endsAt && endsAt < startsAt) fields['ends_at'] = t`It ends before it starts.`;
    const from = fromLocalInput(value.publish_from);
    const until = fromLocalInput(value.publish_until);
    if (from && until && until < from) {
      fields['publish_until'] = t`It would be hidden before it is shown.`;
    }
    const prices = {
      price_original: haler(value.price_original),
      price_discounted: haler(value.price_discounted),
    };
    for (const [name, amount] of Object.entries(prices)) {
      if (amount === 'bad') fields[name] = t`An amount in crowns, e.g. 249.90.`;
    }
    const percent = value.discount_percent.trim();
    if (percent && !/^(100|\d{1,2})$/.test(percent)) {
      fields['discount_percent'] = t`A whole number from 0 to 100.`;
    }
    if (Object.keys(fields).length > 0) return { fields };
    return {
      body: {
        company_id: value.company_id ? Number(value.company_id) : null,
        category_id: value.category_id ? Number(value.category_id) : null,
        image: value.image || null,
        starts_at: startsAt!,
        ends_at: endsAt!,
        publish_from: from,
        publish_until: until,
        price_original: prices.price_original as number | null,
        price_discounted: prices.price_discounted as number | null,
        discount_percent: percent ? Number(percent) : null,
        translations,
      },
    };
  };

  const save = async (value: Values): Promise<ContentPost | null> => {
    const input = toInput(value);
    if ('fields' in input) return null;
    try {
      const stored = current
        ? await updatePost(type, current.id, input.body)
        : await createPost(type, input.body);
      setCurrent(stored);
      form.reset(valuesOf(stored));
      void refresh();
      return stored;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        refused(setServerErrors(form, serverFieldErrors(error.errors, input.body)), error.message);
        return null;
      }
      failed(error);
      return null;
    }
  };

  const form = useForm({
    defaultValues: valuesOf(post),
    validators: {
      onSubmit: ({ value }) => {
        const input = toInput(value);
        return 'fields' in input ? { fields: input.fields } : undefined;
      },
    },
    onSubmit: async ({ value }) => {
      setNotice(null);
      const stored = await save(value);
      if (stored) {
        saved(t`Saved.`);
        if (!post) onSaved(stored);
      }
    },
    onSubmitInvalid: invalid,
  });
  const dirty = useStore(form.store, (s) => s.isDirty);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const image = useStore(form.store, (s) => s.values.image);

  /** What the card preview shows of the form's values. */
  const previewValues = (value: Values): PostPreviewValues => {
    const shop = shops.data?.find((s) => String(s.id) === value.company_id);
    const prices = [haler(value.price_original), haler(value.price_discounted)].map((amount) =>
      amount === 'bad' ? null : amount,
    );
    return {
      translations: LOCALES.map((locale) => ({ locale, title: value[`title_${locale}`] })),
      image: value.image,
      startsAt: fromLocalInput(value.starts_at),
      endsAt: fromLocalInput(value.ends_at),
      publishedAt: current?.published_at ?? null,
      priceOriginal: prices[0] ?? null,
      priceDiscounted: prices[1] ?? null,
      shopName: shop ? shopName(shop, language) : null,
    };
  };

  /** After a refusal: the first marked field takes focus (its tab is opened first). */
  const focusFirstInvalid = () => {
    const meta = form.state.fieldMeta as Record<string, { errors?: unknown[] } | undefined>;
    const firstLanguage = LOCALES.find((l) =>
      ['title', 'description', 'article'].some((k) => meta[`${k}_${l}`]?.errors?.length),
    );
    if (firstLanguage) setLanguage(firstLanguage);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const publish = useMutation({
    mutationFn: async () => {
      let target = current;
      if (!target || form.state.isDirty) {
        // Publishing saves the form first (the validators run as on "Save").
        await form.validate('submit');
        if (!form.state.isValid) {
          focusFirstInvalid();
          throw new Error(t`check the marked fields.`);
        }
        target = await save(form.state.values);
        if (!target) throw new Error(t`it could not be saved.`);
        if (!post) onSaved(target);
      }
      return publishPost(type, target.id);
    },
    onSuccess: (published) => {
      setCurrent(published);
      void refresh();
      setNotice({
        tone: 'ok',
        text:
          published.state === 'scheduled'
            ? t`Published: visitors see it from the scheduled time.`
            : t`Published: visitors see it now.`,
      });
    },
    onError: (error) => setNotice({ tone: 'error', text: t`Not published: ${messageOf(error)}` }),
  });
  const unpublish = useMutation({
    mutationFn: () => unpublishPost(type, current!.id),
    onSuccess: (draft) => {
      setCurrent(draft);
      void refresh();
      setNotice({ tone: 'ok', text: t`Unpublished: visitors no longer see it.` });
    },
    onError: (error) => setNotice({ tone: 'error', text: t`Not unpublished: ${messageOf(error)}` }),
  });
  const remove = useMutation({
    mutationFn: () => deletePost(type, current!.id),
    onSuccess: () => {
      void refresh();
      onClose();
    },
    onError: (error) => setNotice({ tone: 'error', text: t`Not deleted: ${messageOf(error)}` }),
  });

  const state = current ? contentState(current) : 'draft';
  const busy = submitting || publish.isPending || unpublish.isPending || remove.isPending;

  return (
    <EditorForm
      ref={formRef}
      form={form}
      onSubmitStart={() => setNotice(null)}
      onKeyDown={(e) => {
        // Ctrl/⌘+S saves from any field.
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
          e.preventDefault();
          formRef.current?.requestSubmit();
        }
      }}
      title={current ? <Trans>Edit</Trans> : <Trans>New</Trans>}
      badge={<StateBadge state={state} />}
      action={{ label: <Trans>Close</Trans>, onClick: onClose }}
    >
      <ItemTexts
        field={(name, render) => <form.Field name={name}>{render}</form.Field>}
        titleLabel={<Trans>Title</Trans>}
        articleHint={<Trans>Shown on the item's own page.</Trans>}
        rows={{ description: 2, article: 6 }}
        language={language}
        onLanguageChange={setLanguage}
      />

      <fieldset className="console-content-fieldset" data-testid="post-shop-category">
        <legend>
          <Trans>Shop and category</Trans>
        </legend>
        {shops.isError || categories.isError ? (
          <Failed
            error={shops.error ?? categories.error}
            onRetry={() => {
              if (shops.isError) void shops.refetch();
              if (categories.isError) void categories.refetch();
            }}
          />
        ) : (
          <div className="console-form-row">
            <form.Field name="company_id">
              {(field) => (
                <ChoiceField
                  field={field}
                  label={<Trans>Shop</Trans>}
                  description={
                    <Trans>The site shows it with the shop, and on the shop's page.</Trans>
                  }
                  none={t`The mall's own`}
                  pending={shops.isPending}
                  choices={shops.data
                    ?.map((shop) => ({ id: shop.id, name: shopName(shop, i18n.locale) }))
                    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale))}
                />
              )}
            </form.Field>
            <form.Field name="category_id">
              {(field) => (
                <ChoiceField
                  field={field}
                  label={<Trans>Category</Trans>}
                  none={t`None`}
                  pending={categories.isPending}
                  choices={categories.data?.map((category) => ({
                    id: category.id,
                    name: categoryName(category, i18n.locale),
                  }))}
                />
              )}
            </form.Field>
          </div>
        )}
      </fieldset>

      <fieldset className="console-content-fieldset">
        <legend>{type === 'offers' ? <Trans>Valid</Trans> : <Trans>When</Trans>}</legend>
        <div className="console-form-row">
          <form.Field name="starts_at">
            {(field) => (
              <TextField field={field} type="datetime-local" label={<Trans>From</Trans>} required />
            )}
          </form.Field>
          <form.Field name="ends_at">
            {(field) => (
              <TextField
                field={field}
                type="datetime-local"
                label={<Trans>Until</Trans>}
                required
              />
            )}
          </form.Field>
        </div>
      </fieldset>

      {type === 'offers' && (
        <fieldset className="console-content-fieldset">
          <legend>
            <Trans>Price</Trans>
          </legend>
          <div className="console-form-row">
            <form.Field name="price_original">
              {(field) => (
                <TextField field={field} inputMode="decimal" label={<Trans>Price (Kč)</Trans>} />
              )}
            </form.Field>
            <form.Field name="price_discounted">
              {(field) => (
                <TextField
                  field={field}
                  inputMode="decimal"
                  label={<Trans>Offer price (Kč)</Trans>}
                />
              )}
            </form.Field>
            <form.Field name="discount_percent">
              {(field) => (
                <TextField field={field} inputMode="numeric" label={<Trans>Discount (%)</Trans>} />
              )}
            </form.Field>
          </div>
        </fieldset>
      )}

      <PictureFieldset
        image={image}
        onChange={(url) => form.setFieldValue('image', url)}
        onNotice={setNotice}
        testId="content-preview"
      />

      <form.Subscribe selector={(state) => state.values}>
        {(values) => <PostPreview type={type} language={language} values={previewValues(values)} />}
      </form.Subscribe>

      <fieldset className="console-content-fieldset">
        <legend>
          <Trans>Schedule</Trans>
        </legend>
        <p className="console-muted">
          <Trans>
            Once published, visitors see it between these times. Leave them empty to show it at once
            and until unpublished.
          </Trans>
        </p>
        <div className="console-form-row">
          <form.Field name="publish_from">
            {(field) => (
              <TextField field={field} type="datetime-local" label={<Trans>Show from</Trans>} />
            )}
          </form.Field>
          <form.Field name="publish_until">
            {(field) => (
              <TextField field={field} type="datetime-local" label={<Trans>Hide after</Trans>} />
            )}
          </form.Field>
        </div>
      </fieldset>

      <NoticeLine notice={notice} testId="content-notice" />
      <div className="console-actions">
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
        {current?.status === 'published' ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => unpublish.mutate()}
          >
            <Trans>Unpublish</Trans>
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => publish.mutate()}
          >
            {dirty || !current ? <Trans>Save and publish</Trans> : <Trans>Publish</Trans>}
          </Button>
        )}
        {current?.status === 'published' && dirty && (
          <span className="console-muted">
            <Trans>Saving changes a published item updates the site at once.</Trans>
          </span>
        )}
        {current && (
          <DeleteButtons
            confirming={confirmDelete}
            onAsk={() => setConfirmDelete(true)}
            onKeep={() => setConfirmDelete(false)}
            onDelete={() => remove.mutate()}
            disabled={busy}
            confirmLabel={<Trans>Delete for good</Trans>}
          />
        )}
      </div>
    </EditorForm>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
