import { describe, expect, it } from 'vitest';
import { PAGE_CONTENT_SCHEMAS, PAGE_KEYS } from './page-content';
import { PAGE_CONTENT_DEFAULTS_ES } from './page-content-defaults-es';
import { mergePageContent, nextStoredContent, pageContentDefaults } from './page-content-merge';

describe('Spanish page defaults', () => {
  it.each(PAGE_KEYS)('has Spanish defaults of the %s page that pass its schema', (page) => {
    const checked = PAGE_CONTENT_SCHEMAS[page].safeParse(pageContentDefaults(page, 'es'));
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(checked.data).toEqual(PAGE_CONTENT_DEFAULTS_ES[page]);
  });

  it('lays Spanish texts over the Spanish defaults, storing only what differs from them', () => {
    expect(mergePageContent('about', { title: 'Quiénes somos' }, 'es')).toEqual({
      ...PAGE_CONTENT_DEFAULTS_ES.about,
      title: 'Quiénes somos',
    });
    const sent = { title: 'Quiénes somos', intro: PAGE_CONTENT_DEFAULTS_ES.about.intro };
    expect(nextStoredContent('about', {}, sent, 'es')).toEqual({ title: 'Quiénes somos' });
    expect(pageContentDefaults('terms', 'es').title).toBe('Términos del servicio');
  });
});
