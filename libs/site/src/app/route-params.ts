import { notFound } from '@tanstack/react-router';
import { positiveInt, text, type Field } from '../routing/search-fields';

/**
 * Path parameters validated at the route (CONVENTIONS, routing): a bad page number or id is a 404
 * ('Page Not Found: {path}'), never a crash. Use with `params: parseParams(idTitleParams)`.
 */
type ParamFields = Record<string, Field<unknown>>;
type ParamsOf<S extends ParamFields> = { [K in keyof S]: NonNullable<ReturnType<S[K]>> };
type RawParams<S> = { [K in keyof S]: string };

/** `:page` of every list (spec section 2: pagination is carried in `:page`). */
export const pageParams = { page: positiveInt };
/** `:id/:title` of every detail page; the title is for people, the id decides. */
export const idTitleParams = { id: positiveInt, title: text({ max: 300 }) };
/** `:id` alone (floor plan, my reward). */
export const idParams = { id: positiveInt };
/** `:category/:page` of category lists. */
export const categoryPageParams = { category: text({ max: 100 }), page: positiveInt };
/** `:title` of a landing page (al, el, hl, nl). */
export const titleParams = { title: text({ max: 300 }) };

/**
 * The route's `params` option: reads every parameter with its field, throws `notFound()` when one
 * is not acceptable (the router then shows the 404 with the full path), and turns values back
 * into strings for links.
 */
export function parseParams<S extends ParamFields>(fields: S) {
  return {
    parse: (raw: RawParams<S>): ParamsOf<S> => {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) {
        const value = field(raw[key as keyof S]);
        if (value === undefined) throw notFound();
        out[key] = value;
      }
      return out as ParamsOf<S>;
    },
    stringify: (params: ParamsOf<S>): RawParams<S> =>
      Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, String(value)]),
      ) as RawParams<S>,
  };
}
