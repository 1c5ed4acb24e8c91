/**
 * What an audit entry changed (docs/console.md, Staff): the stored `before` and `after` (any
 * JSON: settings sections, a post with its translations, a list of slides) flattened to the
 * paths of their leaves, and the paths whose values differ, in the order they first appear.
 */

/** A missing value: the path exists on the other side only (made, or removed). */
export const ABSENT = Symbol('absent');
export type Leaf = string | number | boolean | null | typeof ABSENT;

export type AuditChange = {
  /** `texts.site_name`, `translations.en.title`, `items[2].question.cz`; `''` for the whole value. */
  path: string;
  before: Leaf;
  after: Leaf;
  kind: 'added' | 'removed' | 'changed';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * The field that names each item of a list of objects, when every item has a different one:
 * `locale` (a post's translations: `translations.en.title`), else `id` (`items[id=4].question`).
 * Items are then matched by it, so a language added first does not shift the others.
 */
function itemKey(items: unknown[]): 'locale' | 'id' | null {
  for (const key of ['locale', 'id'] as const) {
    const names = items.map((item) => (isRecord(item) ? item[key] : undefined));
    const named = names.every((n) => typeof n === 'string' || typeof n === 'number');
    if (named && new Set(names).size === names.length) return key;
  }
  return null;
}

/**
 * The leaves of a JSON value by path. Objects and lists of objects are walked into; a list of
 * plain values (category ids, a menu's page names) is one leaf, written as JSON, so a reordered
 * or shortened list reads as one change; an empty object or list is a leaf of its own.
 */
export function flatten(
  value: unknown,
  path = '',
  out = new Map<string, Leaf>(),
): Map<string, Leaf> {
  if (isScalar(value)) {
    out.set(path, value);
  } else if (Array.isArray(value)) {
    const key = itemKey(value);
    if (value.length === 0 || value.every(isScalar)) {
      out.set(path, JSON.stringify(value));
    } else if (key) {
      for (const item of value as Record<string, unknown>[]) {
        const { [key]: name, ...rest } = item;
        const at = key === 'locale' ? childPath(path, String(name)) : `${path}[id=${String(name)}]`;
        flatten(rest, at, out);
      }
    } else {
      value.forEach((item, i) => flatten(item, childPath(path, i), out));
    }
  } else if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) out.set(path, '{}');
    for (const key of keys) flatten(value[key], childPath(path, key), out);
  } else {
    // undefined and anything JSON does not hold: as JSON would drop it.
    out.set(path, null);
  }
  return out;
}

/** Whether the entry stored anything to compare (both sides null: a sign-in, a refusal, …). */
export function hasBeforeAfter(before: unknown, after: unknown): boolean {
  return (before ?? null) !== null || (after ?? null) !== null;
}

/** The paths whose values differ between `before` and `after`; none when both are null. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  // A side that was not stored (a creation has no before, a removal no after) has no leaves.
  const was = (before ?? null) === null ? new Map<string, Leaf>() : flatten(before);
  const is = (after ?? null) === null ? new Map<string, Leaf>() : flatten(after);
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  const changes: AuditChange[] = [];
  for (const path of paths) {
    const b = was.has(path) ? was.get(path)! : ABSENT;
    const a = is.has(path) ? is.get(path)! : ABSENT;
    if (Object.is(a, b)) continue;
    changes.push({
      path,
      before: b,
      after: a,
      kind: b === ABSENT ? 'added' : a === ABSENT ? 'removed' : 'changed',
    });
  }
  return changes;
}
