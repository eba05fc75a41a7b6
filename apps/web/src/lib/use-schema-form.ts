import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { MESSAGES, parseApiError } from '@degreeworth/core';
import type { FieldChange } from '@/components/ui/field-types';
import { apiErrorMessage, toast } from './toast';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, string>>;

/** The first message of each field the schema rejects (only fields named in `keys`). */
export function schemaErrors<K extends string>(
  schema: z.ZodType,
  values: Values<K>,
  keys: readonly K[],
): Errors<K> {
  const result = schema.safeParse(values);
  const errors: Errors<K> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && keys.includes(field as K) && !errors[field as K]) {
      errors[field as K] = issue.message;
    }
  }
  return errors;
}

/** The first message of each field a failed call's 400 `fieldErrors` names (only fields in `keys`). */
export function serverFieldErrors<K extends string>(err: unknown, keys: readonly K[]): Errors<K> {
  const fieldErrors = parseApiError(err)?.fieldErrors ?? {};
  const errors: Errors<K> = {};
  for (const key of keys) {
    const first = fieldErrors[key]?.[0];
    if (first) errors[key] = first;
  }
  return errors;
}

/** Props a TextField takes from the form (value, error, change and blur report). */
export interface BoundField {
  name: string;
  value: string;
  error: string | null;
  onChange: (change: FieldChange) => void;
}

/** Messages the server sent for this form's fields (400 `fieldErrors`), each kept until its field changes. */
function useServerErrors<K extends string>(keys: readonly K[]) {
  const [serverErrors, setServerErrors] = useState<Errors<K>>({});

  const clear = (key: K) =>
    setServerErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  /** Puts a failed call's `fieldErrors` on this form's fields; true when any applied. */
  const apply = (err: unknown): boolean => {
    const next = serverFieldErrors(err, keys);
    setServerErrors(next);
    return Object.keys(next).length > 0;
  };

  return { serverErrors, clear, apply, reset: () => setServerErrors({}) };
}

/**
 * The form-level error (a failure that belongs to no field) and `submitWith`, the submit that
 * calls the server: the error clears first; a failure puts its `fieldErrors` on the fields, or
 * else its message becomes the form error (or `fallback`, by default "Something went wrong.
 * Please try again.").
 */
function useFormError<D>(
  handleSubmit: (
    onValid: (data: D) => unknown,
  ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>,
  applyServerErrors: (err: unknown) => boolean,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submitWith = (call: (data: D) => unknown, fallback: string = MESSAGES.contactFailed) =>
    handleSubmit(async (data) => {
      setFormError(null);
      try {
        await call(data);
      } catch (err) {
        if (!applyServerErrors(err)) setFormError(apiErrorMessage(err) ?? fallback);
      }
    });
  return { formError, setFormError, submitWith };
}

/**
 * A form validated by the same core zod schema the API runs, on change and on
 * blur: a field shows its first schema message once it was changed or left. Submit
 * checks every field; a rejected submit shows the first message as a toast.
 * Server `fieldErrors` sit on their fields until the field changes; other failures of a
 * `submitWith` call show as `formError`.
 *
 * The shared TextField computes its own generic rule result; forms built here show the schema's
 * messages instead. Login and signup put the shared required rule back per field with
 * `components/forms/required-rule.ts`; their schema text stays the toast.
 */
export function useSchemaForm<S extends z.ZodType, K extends string>(
  schema: S,
  initial: Values<K>,
) {
  const keys = Object.keys(initial) as K[];
  const [values, setValues] = useState<Values<K>>(initial);
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const server = useServerErrors(keys);

  const own = schemaErrors(schema, values, keys);
  const errors: Errors<K> = {};
  for (const key of keys) {
    const message = server.serverErrors[key] ?? (touched.has(key) ? own[key] : undefined);
    if (message) errors[key] = message;
  }
  const hasErrors = keys.some((key) => errors[key]);

  /** Sets a value; `touch: false` keeps its message hidden until submit (code boxes mid-entry). */
  const setValue = (key: K, value: string, touch = true) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (touch) setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    server.clear(key);
  };

  const field = (key: K): BoundField => ({
    name: key,
    value: values[key],
    error: errors[key] ?? null,
    onChange: (change) => setValue(key, change.value),
  });

  /** Wraps a submit handler: it runs only with the schema's parsed output. */
  const handleSubmit =
    (onValid: (data: z.output<S>) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      setTouched(new Set(keys));
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const first = parsed.error.issues[0]?.message;
        if (first) toast.error(first);
        return;
      }
      await onValid(parsed.data);
    };

  const reset = (next: Values<K> = initial) => {
    setValues(next);
    setTouched(new Set());
    server.reset();
  };

  const { formError, setFormError, submitWith } = useFormError(handleSubmit, server.apply);
  return {
    values,
    errors,
    hasErrors,
    field,
    setValue,
    handleSubmit,
    submitWith,
    applyServerErrors: server.apply,
    formError,
    setFormError,
    reset,
  };
}
