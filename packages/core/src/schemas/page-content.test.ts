import { describe, expect, it } from 'vitest';
import { mergePageContent, nextStoredContent, PAGE_CONTENT_INPUT_SCHEMAS } from './page-content';
import { PAGE_CONTENT_DEFAULTS } from './page-content-defaults';

describe('mergePageContent', () => {
  it('answers the defaults for nothing stored, and stored texts laid over them', () => {
    expect(mergePageContent('about', undefined)).toEqual(PAGE_CONTENT_DEFAULTS.about);
    expect(mergePageContent('about', { who: { title: 'For whom' } }).who).toEqual({
      title: 'For whom',
      text: PAGE_CONTENT_DEFAULTS.about.who.text,
    });
  });

  it('drops unknown keys, wrong types and texts that no longer pass the schema', () => {
    const stored = { title: 42, intro: '<script>x</script>', how_we_rank: 'Method', extra: 'x' };
    expect(mergePageContent('rankings', stored)).toEqual({
      ...PAGE_CONTENT_DEFAULTS.rankings,
      how_we_rank: 'Method',
    });
  });
});

describe('nextStoredContent', () => {
  it('keeps only the texts that differ from the defaults', () => {
    const stored = { hero: { title: 'Old title' }, schools: { button: 'Call us' } };
    const sent = { hero: { text: 'New text' }, schools: PAGE_CONTENT_DEFAULTS.home.schools };
    expect(nextStoredContent('home', stored, sent)).toEqual({
      hero: { title: 'Old title', text: 'New text' },
    });
  });
});

describe('PAGE_CONTENT_INPUT_SCHEMAS', () => {
  it('accepts any part of a page and the whole defaults, and refuses unknown keys', () => {
    expect(PAGE_CONTENT_INPUT_SCHEMAS.home.safeParse({ how: { rankings: {} } }).success).toBe(true);
    for (const page of ['home', 'rankings', 'resources', 'about'] as const)
      expect(PAGE_CONTENT_INPUT_SCHEMAS[page].safeParse(PAGE_CONTENT_DEFAULTS[page]).success).toBe(
        true,
      );
    const typo = PAGE_CONTENT_INPUT_SCHEMAS.resources.safeParse({ empty_titel: 'x' });
    expect(typo.error?.issues[0]?.message).toBe('Unrecognized key: "empty_titel"');
  });
});
