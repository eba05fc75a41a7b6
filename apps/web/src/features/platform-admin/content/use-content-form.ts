import { useState } from 'react';
import {
  type Language,
  PAGE_CONTENT_SCHEMAS,
  pageContentDefaults,
  type PageKey,
  parseApiError,
} from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { type FlatTexts, flatten, nest } from './page-fields';

type Messages = Record<string, string>;

/** The first message of each text the page's core schema refuses, by dotted path. */
function schemaMessages(page: PageKey, values: FlatTexts): Messages {
  const result = PAGE_CONTENT_SCHEMAS[page].safeParse(nest(values));
  const out: Messages = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** The first message of each field a failed call's 400 `fieldErrors` names ("hero.title"). */
function serverMessages(err: unknown): Messages {
  const out: Messages = {};
  for (const [path, list] of Object.entries(parseApiError(err)?.fieldErrors ?? {}))
    if (list[0]) out[path] = list[0];
  return out;
}

/**
 * The texts of one page being edited: checked with the page's core schema as typed (a changed
 * text shows its message at once; every text after a refused save), the server's field messages
 * on their fields until changed. Save sends only the changed texts, trimmed (the API keeps the
 * rest).
 */
export function useContentForm(page: PageKey, stored: object, language: Language = 'en') {
  const storedTexts = flatten(stored);
  const storedKey = JSON.stringify(storedTexts);
  const [baseline, setBaseline] = useState(storedTexts);
  const [seenKey, setSeenKey] = useState(storedKey);
  const defaults = flatten(pageContentDefaults(page, language));
  const [values, setValues] = useState<FlatTexts>(baseline);
  const [server, setServer] = useState<Messages>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  // Saved (or reset) texts came back: the form starts over from them, focus stays where it is.
  if (seenKey !== storedKey) {
    setSeenKey(storedKey);
    setBaseline(storedTexts);
    setValues(storedTexts);
    setServer({});
    setWasSubmitted(false);
  }

  const own = schemaMessages(page, values);
  const changed = Object.keys(values).filter((path) => values[path] !== baseline[path]);
  const errorOf = (path: string): string | null =>
    server[path] ?? (wasSubmitted || changed.includes(path) ? (own[path] ?? null) : null);
  const hasErrors = Object.keys(values).some((path) => errorOf(path));

  const set = (path: string, value: string) => {
    setValues((current) => ({ ...current, [path]: value }));
    setServer(({ [path]: _gone, ...rest }) => rest);
  };

  /** Runs `save` with the changed texts as the page's nested JSON; refused by the schema first. */
  const submit = async (save: (body: object) => Promise<unknown>) => {
    setWasSubmitted(true);
    const first = Object.values(own)[0];
    if (first) return void toast.error(first);
    const sent: FlatTexts = {};
    for (const path of changed) sent[path] = values[path]!.trim();
    await save(nest(sent));
  };

  return {
    values,
    defaults,
    content: nest(values),
    isChanged: changed.length > 0,
    hasErrors,
    errorOf,
    set,
    submit,
    /** Puts a failed save's field messages on their fields; true when any applied. */
    applyServerErrors: (err: unknown) => {
      const next = serverMessages(err);
      setServer(next);
      return Object.keys(next).length > 0;
    },
    /** Back to the stored texts. */
    undo: () => {
      setValues(baseline);
      setServer({});
      setWasSubmitted(false);
    },
  };
}
export type ContentForm = ReturnType<typeof useContentForm>;
