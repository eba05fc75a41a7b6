/*
 * A few lines of schema checking without zod, for the answers a visitor's first page reads
 * (zod alone is ~27 kB of gzip JavaScript). Each check is a Standard Schema
 * (https://standardschema.dev), so RTK Query takes it as an endpoint's `responseSchema` like a
 * zod schema. Only the twins in answers.ts use it; everything else stays on zod.
 */

/** Where a value failed and why (the first problem found; zod would list them all). */
export interface CheckIssue {
  readonly message: string;
  readonly path: readonly PropertyKey[];
}

export type CheckResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly CheckIssue[] };

/** Reads `value` (at `path` in the whole input) as a T, or throws a CheckFailure. */
export type Reader<T> = (value: unknown, path: readonly PropertyKey[]) => T;

export interface Check<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'degreeworth';
    readonly validate: (value: unknown) => CheckResult<T>;
    // Input and output declared alike, as RTK Query wants of a `responseSchema` (an answer
    // that passes is what the server meant to send).
    readonly types?: { readonly input: T; readonly output: T };
  };
  /** As zod's safeParse: the value read (texts trimmed, unknown keys left out) or the issue. */
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; issues: readonly CheckIssue[] };
}

class CheckFailure extends Error {
  constructor(
    message: string,
    readonly path: readonly PropertyKey[],
  ) {
    super(message);
  }
}

export function fail(message: string, path: readonly PropertyKey[]): never {
  throw new CheckFailure(message, path);
}

/** A Check from a reader. */
export function check<T>(read: Reader<T>): Check<T> {
  const validate = (value: unknown): CheckResult<T> => {
    try {
      return { value: read(value, []) };
    } catch (err) {
      if (!(err instanceof CheckFailure)) throw err;
      return { issues: [{ message: err.message, path: err.path }] };
    }
  };
  return {
    '~standard': { version: 1, vendor: 'degreeworth', validate },
    safeParse(value) {
      const result = validate(value);
      return result.issues
        ? { success: false, issues: result.issues }
        : { success: true, data: result.value };
    },
  };
}

export const string: Reader<string> = (value, path) =>
  typeof value === 'string' ? value : fail('Expected a string.', path);

/** zod's z.number().int(): a safe integer. */
export const int: Reader<number> = (value, path) =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? value
    : fail('Expected an integer.', path);

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

export const oneOf =
  <const T extends string>(values: readonly T[]): Reader<T> =>
  (value, path) =>
    (values as readonly unknown[]).includes(value)
      ? (value as T)
      : fail(`Expected one of ${values.join(', ')}.`, path);

export const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, path) =>
    Array.isArray(value)
      ? value.map((item, index) => read(item, [...path, index]))
      : fail('Expected a list.', path);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's z.record(z.string(), …): a plain object whose every value passes `read`. */
export const recordOf =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value, path) => {
    const proto: unknown = isObject(value) ? Object.getPrototypeOf(value) : undefined;
    if (!isObject(value) || (proto !== Object.prototype && proto !== null))
      fail('Expected an object.', path);
    const out: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) out[key] = read(item, [...path, key]);
    return out;
  };

export interface Field<T> {
  read: Reader<T>;
  optional: boolean;
}
export const required = <T>(read: Reader<T>): Field<T> => ({ read, optional: false });
/** A key that may be absent (or undefined): zod's `.optional()` in an object. */
export const optional = <T>(read: Reader<T>): Field<T | undefined> => ({ read, optional: true });

type Shape = Record<string, Field<unknown>>;
type Output<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

/**
 * zod's z.object (unknown keys left out of the value) or, with `strict`, z.strictObject
 * (unknown keys refused).
 */
export function object<S extends Shape>(shape: S, { strict = false } = {}): Reader<Output<S>> {
  return (value, path) => {
    if (!isObject(value)) fail('Expected an object.', path);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const item = value[key];
      if (field.optional && item === undefined) {
        if (key in value) out[key] = undefined;
        continue;
      }
      out[key] = field.read(item, [...path, key]);
    }
    if (strict) {
      const unknown = Object.keys(value).filter((key) => !(key in shape));
      if (unknown.length) fail(`Unrecognized keys: ${unknown.join(', ')}`, path);
    }
    return out as Output<S>;
  };
}
