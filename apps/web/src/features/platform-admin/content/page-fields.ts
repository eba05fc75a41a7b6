import type { PAGE_TEXT_LIMITS, PageKey } from '@degreeworth/core';

/** A text's kind sets its limit (PAGE_TEXT_LIMITS) and its input (a paragraph is a textarea). */
export type TextKind = keyof typeof PAGE_TEXT_LIMITS;

export interface TextFieldSpec {
  /** Where the text sits in the page's JSON, dotted as the API names it: "hero.title". */
  path: string;
  /** Unique on its page, so each field can be found by its name alone. */
  label: string;
  kind: TextKind;
}

export interface TextGroup {
  legend: string;
  fields: TextFieldSpec[];
}

const f = (path: string, label: string, kind: TextKind): TextFieldSpec => ({ path, label, kind });

const card = (key: string, name: string): TextFieldSpec[] => [
  f(`how.${key}.title`, `${name} card title`, 'heading'),
  f(`how.${key}.text`, `${name} card text`, 'paragraph'),
  f(`how.${key}.link_label`, `${name} card link`, 'label'),
];

const section = (key: string, name: string): TextFieldSpec[] => [
  f(`${key}.title`, `${name} title`, 'heading'),
  f(`${key}.text`, `${name} text`, 'paragraph'),
];

const top: TextFieldSpec[] = [
  f('title', 'Page title', 'heading'),
  f('intro', 'Introduction', 'paragraph'),
];

/**
 * Every text of each page's core schema (HomeContentSchema …), in the order the public page shows
 * them, grouped as on the page (page-fields.test.ts checks they match the schema's texts).
 */
export const PAGE_FIELDS: Record<PageKey, TextGroup[]> = {
  home: [
    {
      legend: 'Hero',
      fields: [
        f('hero.eyebrow', 'Hero eyebrow', 'label'),
        f('hero.title', 'Hero title', 'heading'),
        f('hero.text', 'Hero text', 'paragraph'),
        f('hero.primary_button', 'Hero main button', 'label'),
        f('hero.secondary_button', 'Hero second button', 'label'),
      ],
    },
    {
      legend: 'How it helps',
      fields: [
        f('how.heading', 'How-it-helps heading', 'heading'),
        ...card('calculator', 'Calculator'),
        ...card('rankings', 'Rankings'),
        ...card('resources', 'Resources'),
      ],
    },
    {
      legend: 'For schools',
      fields: [
        f('schools.heading', 'Schools heading', 'heading'),
        f('schools.text', 'Schools text', 'paragraph'),
        f('schools.button', 'Schools button', 'label'),
      ],
    },
  ],
  rankings: [
    { legend: 'Page top', fields: [...top, f('how_we_rank', 'How-we-rank link', 'label')] },
  ],
  resources: [
    { legend: 'Page top', fields: top },
    {
      legend: 'While there is no article',
      fields: [
        f('empty_title', 'No-articles title', 'heading'),
        f('empty_text', 'No-articles text', 'paragraph'),
      ],
    },
  ],
  about: [
    { legend: 'Page top', fields: top },
    { legend: 'Mission', fields: section('mission', 'Mission') },
    { legend: 'How we measure value', fields: section('method', 'Method') },
    { legend: 'Who it is for', fields: section('who', 'Who-it-is-for') },
  ],
};

/** The page's texts as one flat record by dotted path. */
export type FlatTexts = Record<string, string>;

/** A page's JSON as a flat record: { "hero.title": "…" }. */
export function flatten(tree: object, prefix = ''): FlatTexts {
  const out: FlatTexts = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (typeof value === 'object' && value !== null) Object.assign(out, flatten(value, path));
  }
  return out;
}

type Tree = { [key: string]: string | Tree };

/** The flat record back as the page's nested JSON. */
export function nest(flat: FlatTexts): Tree {
  const out: Tree = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let node = out;
    for (const key of keys) node = (node[key] ??= {}) as Tree;
    node[last] = value;
  }
  return out;
}
