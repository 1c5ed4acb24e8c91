import type { Locale } from '@atrium/domain/locales';
import { type TranslationEntry, translationsShownIn } from '@atrium/domain/translations';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { asFetchedNow } from './query-state';

/**
 * The query cache a server-rendered page carries holds its own language only. The API sends
 * every item with all its `translations` (four languages, articles included): on home that was
 * 60 % of the page's data block. The server keeps the entries the page's language can show
 * (`translationsShownIn`: its own, and the fallbacks of fields it lacks) and marks each query it
 * cut. In the browser a page in another language (the language switcher navigates in the app)
 * fetches those queries again before it renders (docs/ssr.md, "The query cache in the page").
 */

/** The mark of a dehydrated query whose translations were cut to one language. */
type CutMeta = { translationsFor?: Locale };

/** `state` with every `translations` list in its queries' data cut to what `locale` shows. */
export function stateForLocale(state: DehydratedState, locale: Locale): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = withTranslationsShownIn(query.state.data, locale);
      if (data === query.state.data) return query;
      const meta: CutMeta = { ...query.meta, translationsFor: locale };
      return { ...query, meta, state: { ...query.state, data } };
    }),
  };
}

function isTranslationList(value: unknown): value is TranslationEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => typeof entry === 'object' && entry !== null && typeof entry.locale === 'string',
    )
  );
}

/** A copy of `value` with its translation lists cut; `value` itself when nothing was cut. */
function withTranslationsShownIn(value: unknown, locale: Locale): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => withTranslationsShownIn(item, locale));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const cut =
      key === 'translations' && isTranslationList(field)
        ? shorterOrSame(field, translationsShownIn(field, locale))
        : withTranslationsShownIn(field, locale);
    if (cut !== field) (copy ??= { ...value })[key] = cut;
  }
  return copy ?? value;
}

function shorterOrSame<T>(list: T[], shown: T[]): T[] {
  return shown.length < list.length ? shown : list;
}

/** Per query client: the queries hydrated with one language's translations, and when. */
const cutQueries = new WeakMap<
  QueryClient,
  Map<string, { locale: Locale; dataUpdatedAt: number }>
>();

/**
 * Puts a server's query cache (the page's, or a prerendered page's payload) into the browser's,
 * as fetched now (query-state.ts `asFetchedNow`), remembering the queries cut to one language.
 */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState): void {
  const fresh = asFetchedNow(state);
  hydrate(queryClient, fresh);
  let cut = cutQueries.get(queryClient);
  if (!cut) cutQueries.set(queryClient, (cut = new Map()));
  for (const { queryHash, meta } of fresh.queries) {
    const locale = (meta as CutMeta | undefined)?.translationsFor;
    const query = queryClient.getQueryCache().get(queryHash);
    if (locale && query) cut.set(queryHash, { locale, dataUpdatedAt: query.state.dataUpdatedAt });
    else cut.delete(queryHash);
  }
}

/**
 * Before a page in `locale` renders: the queries still holding another language's cut are
 * fetched again, all at once (a query a component shows keeps its data until the new arrives;
 * one nobody shows is dropped, and the page's loaders fetch it). A failed fetch leaves the cut
 * data, whose fallbacks show, and is tried again on the next navigation.
 */
export async function refetchOtherLanguages(queryClient: QueryClient, locale: Locale) {
  const cut = cutQueries.get(queryClient);
  if (!cut) return;
  const fetches: Promise<unknown>[] = [];
  for (const [hash, entry] of cut) {
    const query = queryClient.getQueryCache().get(hash);
    if (!query || query.state.dataUpdatedAt !== entry.dataUpdatedAt) {
      cut.delete(hash); // fetched since: whole
    } else if (entry.locale !== locale) {
      if (query.getObserversCount() === 0) {
        queryClient.getQueryCache().remove(query);
        cut.delete(hash);
      } else {
        fetches.push(query.fetch().catch(() => undefined));
      }
    }
  }
  await Promise.all(fetches);
}
