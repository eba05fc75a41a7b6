import { describe, expect, it } from 'vitest';
import { PAGE_CONTENT_INPUT_SCHEMAS, PAGE_CONTENT_SCHEMAS, PAGE_KEYS } from './page-content';
import { PAGE_CONTENT_DEFAULTS } from './page-content-defaults';
import { LEGAL_PAGE_DEFAULTS } from './legal-page-defaults';
import { mergePageContent, nextStoredContent, pageContentDefaults } from './page-content-merge';

describe('pageContentDefaults', () => {
  it.each(PAGE_KEYS)('answers defaults of the %s page that pass its schema', (page) => {
    const checked = PAGE_CONTENT_SCHEMAS[page].safeParse(pageContentDefaults(page));
    expect(checked.error?.issues ?? []).toEqual([]);
    // Already trimmed: what the schema answers is what is stored.
    expect(checked.data).toEqual(pageContentDefaults(page));
  });

  it('reads the site pages from the first-bundle defaults and the legal pages from their own', () => {
    expect(pageContentDefaults('about')).toBe(PAGE_CONTENT_DEFAULTS.about);
    expect(pageContentDefaults('privacy')).toBe(LEGAL_PAGE_DEFAULTS.privacy);
    expect(
      [pageContentDefaults('privacy'), pageContentDefaults('terms')].map((p) => p.title),
    ).toEqual(['Privacy Policy', 'Terms of Service']);
    expect(pageContentDefaults('accessibility').title).toBe('Accessibility statement');
  });
});

describe('mergePageContent', () => {
  it('answers the defaults for nothing stored, and stored texts laid over them', () => {
    expect(mergePageContent('about', undefined)).toEqual(PAGE_CONTENT_DEFAULTS.about);
    expect(mergePageContent('about', { who: { title: 'For whom' } }).who).toEqual({
      title: 'For whom',
      text: PAGE_CONTENT_DEFAULTS.about.who.text,
    });
  });

  it('lays stored texts over the sections of a legal page', () => {
    const merged = mergePageContent('privacy', {
      updated: 'Last updated: January 5, 2027',
      sections: { children: { text: 'Only through a school.' } },
    });
    expect(merged).toEqual({
      ...LEGAL_PAGE_DEFAULTS.privacy,
      updated: 'Last updated: January 5, 2027',
      sections: {
        ...LEGAL_PAGE_DEFAULTS.privacy.sections,
        children: {
          ...LEGAL_PAGE_DEFAULTS.privacy.sections.children,
          text: 'Only through a school.',
        },
      },
    });
    // Section order is the defaults' order, whatever order was stored.
    expect(Object.keys(merged.sections)).toEqual(Object.keys(LEGAL_PAGE_DEFAULTS.privacy.sections));
  });

  it('drops unknown keys, wrong types and texts that no longer pass the schema', () => {
    const stored = { title: 42, intro: '<script>x</script>', how_we_rank: 'Method', extra: 'x' };
    expect(mergePageContent('rankings', stored)).toEqual({
      ...PAGE_CONTENT_DEFAULTS.rankings,
      how_we_rank: 'Method',
    });
    expect(
      mergePageContent('terms', { sections: { pro: { title: 'x'.repeat(121) }, extra: {} } }),
    ).toEqual(LEGAL_PAGE_DEFAULTS.terms);
  });
});

describe('nextStoredContent', () => {
  it('keeps only the texts that differ from the defaults', () => {
    const stored = { hero: { title: 'Old title' }, schools: { button: 'Call us' } };
    const sent = { hero: { text: 'New text' }, schools: PAGE_CONTENT_DEFAULTS.home.schools };
    expect(nextStoredContent('home', stored, sent)).toEqual({
      hero: { title: 'Old title', text: 'New text' },
    });
    const legal = {
      sections: {
        report: { title: 'Tell us' },
        goal: LEGAL_PAGE_DEFAULTS.accessibility.sections.goal,
      },
    };
    expect(nextStoredContent('accessibility', {}, legal)).toEqual({
      sections: { report: { title: 'Tell us' } },
    });
  });
});

describe('PAGE_CONTENT_INPUT_SCHEMAS', () => {
  it('accepts any part of a page and the whole defaults, and refuses unknown keys', () => {
    expect(PAGE_CONTENT_INPUT_SCHEMAS.home.safeParse({ how: { rankings: {} } }).success).toBe(true);
    expect(
      PAGE_CONTENT_INPUT_SCHEMAS.terms.safeParse({ sections: { use: { text: 'Be kind.' } } })
        .success,
    ).toBe(true);
    for (const page of PAGE_KEYS)
      expect(PAGE_CONTENT_INPUT_SCHEMAS[page].safeParse(pageContentDefaults(page)).success).toBe(
        true,
      );
    const typo = PAGE_CONTENT_INPUT_SCHEMAS.resources.safeParse({ empty_titel: 'x' });
    expect(typo.error?.issues[0]?.message).toBe('Unrecognized key: "empty_titel"');
    const section = PAGE_CONTENT_INPUT_SCHEMAS.privacy.safeParse({ sections: { cookies: {} } });
    expect(section.error?.issues[0]?.message).toBe('Unrecognized key: "cookies"');
  });
});
