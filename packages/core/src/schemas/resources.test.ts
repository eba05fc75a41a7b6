import { describe, expect, it } from 'vitest';
import {
  PublicResourcesQuerySchema,
  ResourceFieldsSchema,
  ResourceUpdateFieldsSchema,
} from './resources';

const fields = { title: 'Loans', category: 'Finance', description: '<p>Text</p>' };

describe('the language of an article', () => {
  it('is English when a new article does not say, and Spanish when it says es', () => {
    expect(ResourceFieldsSchema.parse(fields).language).toBe('en');
    expect(ResourceFieldsSchema.parse({ ...fields, language: 'es' }).language).toBe('es');
  });

  it('stays out of a change that does not send it, so the stored one is kept', () => {
    expect(ResourceUpdateFieldsSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(ResourceUpdateFieldsSchema.parse({ language: 'es' })).toEqual({ language: 'es' });
  });

  it('refuses any other value with "Language must be en (English) or es (Spanish)."', () => {
    for (const schema of [ResourceFieldsSchema, ResourceUpdateFieldsSchema]) {
      for (const language of ['fr', 'ES', '']) {
        const issues = schema.safeParse({ ...fields, language }).error?.issues;
        expect(issues).toEqual([
          expect.objectContaining({
            path: ['language'],
            message: 'Language must be en (English) or es (Spanish).',
          }),
        ]);
      }
    }
  });
});

describe('PublicResourcesQuerySchema', () => {
  it('takes ?language=en or es, none when absent or blank, and refuses anything else', () => {
    expect(PublicResourcesQuerySchema.parse({ language: 'es' })).toMatchObject({
      language: 'es',
      page: 1,
    });
    expect(PublicResourcesQuerySchema.parse({ language: '' }).language).toBeUndefined();
    expect(PublicResourcesQuerySchema.parse({}).language).toBeUndefined();
    expect(PublicResourcesQuerySchema.safeParse({ language: 'fr' }).error?.issues[0]?.message).toBe(
      'language must be en or es.',
    );
    expect(
      PublicResourcesQuerySchema.safeParse({ language: ['en', 'es'] }).error?.issues[0]?.message,
    ).toBe('language must be a single value, not a list.');
  });
});
