import { PAGE_CONTENT_SCHEMAS, type PageContentMap, type PageKey } from './page-content';
import { PAGE_CONTENT_DEFAULTS } from './page-content-defaults';
import { LEGAL_PAGE_DEFAULTS } from './legal-page-defaults';
import { PAGE_CONTENT_DEFAULTS_ES } from './page-content-defaults-es';
import type { Language } from '../constants';

/*
 * How an admin's stored texts meet the defaults: the API answers and stores through these. A
 * module of its own because it reads the legal pages' defaults, which the web loads only with
 * those pages and the admin's editor (the schemas' module must not pull them into its file).
 */

const ALL_DEFAULTS = { ...PAGE_CONTENT_DEFAULTS, ...LEGAL_PAGE_DEFAULTS };

/** Today's texts of any editable page (the legal pages' included), in English or Spanish. */
export function pageContentDefaults<P extends PageKey>(
  page: P,
  language: Language = 'en',
): PageContentMap[P] {
  const texts = language === 'es' ? PAGE_CONTENT_DEFAULTS_ES : ALL_DEFAULTS;
  return texts[page] as unknown as PageContentMap[P];
}

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with every text of `over` that has the same place and is a string laid over it. */
function overlay(base: Tree, over: unknown): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(base)) {
    const given = isTree(over) ? over[key] : undefined;
    out[key] = isTree(value) ? overlay(value, given) : typeof given === 'string' ? given : value;
  }
  return out;
}

function setAt(tree: Tree, path: PropertyKey[], value: unknown): void {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return;
  const next = tree[head];
  if (rest.length && isTree(next)) setAt(next, rest, value);
  else if (!rest.length) tree[head] = value as string;
}

function getAt(tree: Tree, path: PropertyKey[]): unknown {
  return path.map(String).reduce<unknown>((t, k) => (isTree(t) ? t[k] : undefined), tree);
}

/**
 * The page's texts: the defaults with `stored` laid over them. Stored parts that no longer pass
 * the page's schema (a limit made shorter after they were saved) fall back to the default, so
 * what this answers always passes the schema.
 */
export function mergePageContent<P extends PageKey>(
  page: P,
  stored: unknown,
  language: Language = 'en',
): PageContentMap[P] {
  const defaults = pageContentDefaults(page, language) as unknown as Tree;
  const merged = overlay(defaults, stored);
  const checked = PAGE_CONTENT_SCHEMAS[page].safeParse(merged);
  if (!checked.success)
    for (const issue of checked.error.issues)
      setAt(merged, issue.path, getAt(defaults, issue.path));
  return merged as unknown as PageContentMap[P];
}

/**
 * What to store after an edit: `stored` with `sent` laid over it, keeping only the texts that
 * differ from the defaults (a text set back to its default follows later changes of the default).
 */
export function nextStoredContent(
  page: PageKey,
  stored: unknown,
  sent: unknown,
  language: Language = 'en',
): Tree {
  const defaults = pageContentDefaults(page, language) as unknown as Tree;
  const prune = (base: Tree, next: Tree): Tree => {
    const out: Tree = {};
    for (const [key, value] of Object.entries(next)) {
      const own = base[key];
      if (isTree(value) && isTree(own)) {
        const inner = prune(own, value);
        if (Object.keys(inner).length) out[key] = inner;
      } else if (value !== own) out[key] = value;
    }
    return out;
  };
  return prune(defaults, overlay(overlay(defaults, stored), sent));
}
