/**
 * Hand-written parsers for the data every page reads before its first paint (runtime config,
 * settings, mall, opening hours, realtime events). A schema library costs ~15 KB gzipped (zod/mini)
 * to ~25 KB (zod) in the browser's entry bundle; these readers cost a few hundred bytes. They keep
 * the schema-like surface the rest of the code uses: `parse` throws, `safeParse` returns a result.
 *
 * A reader takes the raw value and its path, returns the typed value or throws `InvalidValue`.
 */
export type Path = readonly (string | number)[];

/** A rejected value: where (`opening_hours.0.days.monday.open`) and why. */
export class InvalidValue extends Error {
  override readonly name = 'InvalidValue';
  constructor(
    readonly path: Path,
    readonly reason: string,
  ) {
    super(`${path.length ? path.join('.') : '(value)'}: ${reason}`);
  }
}

export type Reader<T> = (value: unknown, path: Path) => T;
export type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: InvalidValue };

export interface Parser<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): SafeParseResult<T>;
  /** The reader, for composing into bigger parsers (keeps the path). */
  read: Reader<T>;
}

export function parser<T>(read: Reader<T>): Parser<T> {
  return {
    read,
    parse: (value) => read(value, []),
    safeParse: (value) => {
      try {
        return { success: true, data: read(value, []) };
      } catch (error) {
        if (error instanceof InvalidValue) return { success: false, error };
        throw error;
      }
    },
  };
}

export function fail(path: Path, reason: string): never {
  throw new InvalidValue(path, reason);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readRecord(value: unknown, path: Path): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, 'expected an object');
}

export function readString(value: unknown, path: Path): string {
  return typeof value === 'string' ? value : fail(path, 'expected a string');
}

export function readNonEmpty(value: unknown, path: Path): string {
  return readString(value, path) !== ''
    ? (value as string)
    : fail(path, 'expected a non-empty string');
}

export function readBoolean(value: unknown, path: Path): boolean {
  return typeof value === 'boolean' ? value : fail(path, 'expected true or false');
}

export function readInt(value: unknown, path: Path): number {
  return Number.isSafeInteger(value) ? (value as number) : fail(path, 'expected a whole number');
}

/** `undefined` stays `undefined`; anything else must pass `read`. */
export function optional<T>(read: Reader<T>): Reader<T | undefined> {
  return (value, path) => (value === undefined ? undefined : read(value, path));
}

/** `undefined` and `null` stay as they are; anything else must pass `read`. */
export function nullish<T>(read: Reader<T>): Reader<T | null | undefined> {
  return (value, path) => (value === undefined || value === null ? value : read(value, path));
}

export function arrayOf<T>(read: Reader<T>): Reader<T[]> {
  return (value, path) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, [...path, index]))
      : fail(path, 'expected a list');
}

/**
 * An object with the fields `readers` read (each at its key's path); keys without a reader are
 * kept as they are (`loose`, the API may grow) or dropped.
 */
export function objectOf<S extends Record<string, Reader<unknown>>>(
  readers: S,
  { loose }: { loose: boolean },
): Reader<{ [K in keyof S]: ReturnType<S[K]> } & Record<string, unknown>> {
  return (value, path) => {
    const input = readRecord(value, path);
    const out: Record<string, unknown> = loose ? { ...input } : {};
    for (const [key, read] of Object.entries(readers)) {
      const result = read(input[key], [...path, key]);
      if (result === undefined) delete out[key];
      else out[key] = result;
    }
    return out as { [K in keyof S]: ReturnType<S[K]> } & Record<string, unknown>;
  };
}
