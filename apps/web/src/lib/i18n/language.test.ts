import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '.';
import { chooseLanguage, currentLanguage, startingLanguage } from './language';

afterEach(() => localStorage.clear());

describe('startingLanguage', () => {
  it('takes the language chosen on this device first', () => {
    localStorage.setItem('language', 'es');
    expect(startingLanguage(['en-US'])).toBe('es');
    localStorage.setItem('language', 'en');
    expect(startingLanguage(['es-MX'])).toBe('en');
  });

  it('else the first of the browser’s languages the site has, any region', () => {
    expect(startingLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(startingLanguage(['fr-FR', 'ES-us', 'en'])).toBe('es');
    expect(startingLanguage(['en-GB', 'es'])).toBe('en');
  });

  it('else English; a stored value the site does not have is ignored', () => {
    localStorage.setItem('language', 'fr');
    expect(startingLanguage(['de-DE', 'pt-BR'])).toBe('en');
    expect(startingLanguage([])).toBe('en');
  });
});

describe('chooseLanguage', () => {
  it('loads Spanish, shows it, marks the page and keeps the choice', async () => {
    await chooseLanguage('es');
    expect(currentLanguage()).toBe('es');
    expect(i18n.t('nav.home')).toBe('Inicio');
    expect(i18n.t('footer.rights', { year: 2026, product: 'DegreeWorth' })).toBe(
      '© 2026 DegreeWorth. Todos los derechos reservados.',
    );
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');

    await chooseLanguage('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
