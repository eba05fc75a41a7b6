import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@degreeworth/core';
import { en } from './en';

/**
 * The texts students and families see, in English or Spanish (i18next). English is bundled
 * and ready before the first render; Spanish loads on demand (language.ts). Admin and school
 * screens are not translated.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(en),
  defaultNS: 'common',
  // React escapes what it renders; escaping here would show &amp; on the page.
  interpolation: { escapeValue: false },
  // The English resources are in the bundle: ready at once, before the first render.
  initAsync: false,
  returnNull: false,
});

export { useTranslation, Trans } from 'react-i18next';
