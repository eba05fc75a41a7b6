import { describe, expect, it } from 'vitest';
import { personLanguage, requestLanguage } from './language';

describe('requestLanguage', () => {
  it.each([
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5', 'es'],
    ['en;q=0.2, es-US;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['fr, de', null],
    ['', null],
    [undefined, null],
  ] as const)('reads %s as %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe('personLanguage', () => {
  it('prefers the account, then the request, then English', () => {
    expect(personLanguage({ language: 'es' }, 'en')).toBe('es');
    expect(personLanguage({ language: 'en' }, 'es')).toBe('en');
    expect(personLanguage({ language: null }, 'es')).toBe('es');
    expect(personLanguage(null, null)).toBe('en');
    expect(personLanguage(undefined)).toBe('en');
  });
});
