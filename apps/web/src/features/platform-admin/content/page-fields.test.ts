import { describe, expect, it } from 'vitest';
import {
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_SCHEMAS,
  PAGE_KEYS,
  PAGE_TEXT_LIMITS,
  pageContentDefaults,
} from '@degreeworth/core';
import { flatten, nest, PAGE_FIELDS } from './page-fields';

describe('PAGE_FIELDS', () => {
  it.each(PAGE_KEYS)('has one field for each text of the %s page, with unique labels', (page) => {
    const fields = PAGE_FIELDS[page].flatMap((group) => group.fields);
    expect(fields.map((f) => f.path).sort()).toEqual(
      Object.keys(flatten(pageContentDefaults(page))).sort(),
    );
    expect(new Set(fields.map((f) => f.label)).size).toBe(fields.length);
  });

  it.each(PAGE_KEYS)('gives each text of the %s page the limit of its schema', (page) => {
    const defaults = flatten(pageContentDefaults(page));
    const schema = PAGE_CONTENT_SCHEMAS[page];
    for (const field of PAGE_FIELDS[page].flatMap((group) => group.fields)) {
      const max = PAGE_TEXT_LIMITS[field.kind];
      const at = (length: number) => nest({ ...defaults, [field.path]: 'x'.repeat(length) });
      expect(schema.safeParse(at(max)).success).toBe(true);
      const over = schema.safeParse(at(max + 1));
      expect(over.error?.issues.map((i) => i.path.join('.'))).toEqual([field.path]);
    }
  });
});

describe('flatten and nest', () => {
  it('turn a page into dotted paths and back', () => {
    const home = PAGE_CONTENT_DEFAULTS.home;
    const flat = flatten(home);
    expect(flat['how.calculator.link_label']).toBe('Start a scenario');
    expect(nest(flat)).toEqual(home);
    expect(nest({ 'hero.title': 'New' })).toEqual({ hero: { title: 'New' } });
  });
});
