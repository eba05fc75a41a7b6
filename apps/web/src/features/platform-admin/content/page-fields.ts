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
 * A legal page: its title, updated-on line and introduction, then one group per section
 * ([key, field name, legend], in the page's order).
 */
const legal = (sections: [key: string, name: string, legend: string][]): TextGroup[] => [
  {
    legend: 'Page top',
    fields: [...top.slice(0, 1), f('updated', 'Updated-on line', 'label'), ...top.slice(1)],
  },
  ...sections.map(([key, name, legend]) => ({
    legend,
    fields: section(`sections.${key}`, name),
  })),
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
  privacy: legal([
    ['collect', 'What-we-collect', 'What we collect and why'],
    ['keep', 'How-long', 'How long we keep it'],
    ['access', 'Who-sees-it', 'Who sees it'],
    ['children', 'Children', 'Children under 13'],
    ['selling', 'No-selling', 'No selling, no advertising'],
    ['your_data', 'Your-data', 'Get a copy or delete the account'],
    ['contact', 'Questions', 'Questions and changes'],
  ]),
  terms: legal([
    ['service', 'Service', 'What the service is'],
    ['accounts', 'Accounts', 'Accounts'],
    ['pro', 'Individual-Pro', 'Individual Pro'],
    ['schools', 'School-plans', 'School plans'],
    ['use', 'Acceptable-use', 'Acceptable use'],
    ['changes', 'Changes', 'Changes'],
  ]),
  accessibility: legal([
    ['goal', 'Goal', 'Our goal'],
    ['testing', 'Testing', 'How we test'],
    ['features', 'What-helps', 'What helps'],
    ['report', 'Report', 'Report a problem'],
  ]),
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
