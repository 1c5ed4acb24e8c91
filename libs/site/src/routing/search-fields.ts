/**
 * Small readers for path and search parameters (CONVENTIONS, routing). Hand-written instead of a
 * schema library: they run in the entry bundle of every page, where zod would cost ~25 KB gzipped.
 *
 * A field reads one raw value and returns it typed, or `undefined` when it is absent or not
 * acceptable. Fields that decide which page is shown throw instead (see `exactly`), so the router
 * answers with its 404.
 */
export type Field<T> = (value: unknown) => T | undefined;

/** The values the fields of `S` read, every key optional (search parameters may be absent). */
export type FieldsOutput<S extends Record<string, Field<unknown>>> = {
  [K in keyof S]?: NonNullable<ReturnType<S[K]>>;
};

const MAX_INT32 = 2_147_483_647;

/** A whole number 1…2³¹−1 given as a number or as decimal digits (`'12'`, not `'1e1'`). */
export const positiveInt: Field<number> = (value) => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= 1 && number <= MAX_INT32 ? number : undefined;
};

/** A text of `min`…`max` characters (numbers count as their digits: the router parses `?q=12` as 12). */
export function text({
  min = 1,
  max,
  trim = false,
}: {
  min?: number;
  max: number;
  trim?: boolean;
}): Field<string> {
  return (value) => {
    const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof raw !== 'string') return undefined;
    const result = trim ? raw.trim() : raw;
    return result.length >= min && result.length <= max ? result : undefined;
  };
}

/**
 * A calendar day `YYYY-MM-DD` that exists (`2026-02-30` does not): the API refuses any other with
 * a 422, which would fail the page instead of falling back to its default.
 */
export const calendarDate: Field<string> = (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
};

/** One of `options`, else dropped. */
export function oneOf<const T extends string>(options: readonly T[]): Field<T> {
  return (value) => ((options as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/**
 * One of `options` when present; any other value throws (the page it would select does not exist,
 * so the router shows the 404 instead of silently showing another page).
 */
export function exactly<const T extends string>(name: string, options: readonly T[]): Field<T> {
  return (value) => {
    if (value === undefined) return undefined;
    if ((options as readonly unknown[]).includes(value)) return value as T;
    throw new Error(
      `${name}: expected ${options.map((o) => `'${o}'`).join(' or ')}, got ${JSON.stringify(value)}`,
    );
  };
}

/** `field`'s value when it also passes `accept`. */
export function where<T, U extends T>(field: Field<T>, accept: (value: T) => value is U): Field<U> {
  return (value) => {
    const result = field(value);
    return result !== undefined && accept(result) ? result : undefined;
  };
}

/**
 * A route's `validateSearch`: reads each key with its field and keeps only the values it accepts,
 * so a bad `?q=` or `?per_page=` is dropped and the page falls back to its default. A dropped key
 * is written as `undefined` rather than left out: the router lays a route's search over its
 * parents' (`{...parent, ...validated}`), and the root passes the address's raw parameters on, so
 * a key left out came back with its bad value (`?per_page=7` reached the API as a 422).
 */
export function searchParser<S extends Record<string, Field<unknown>>>(fields: S) {
  return (search: Record<string, unknown>): FieldsOutput<S> => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) out[key] = field(search[key]);
    return out as FieldsOutput<S>;
  };
}
