import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@degreeworth/core';
import { common } from './en/common';
import { messages } from './en/messages';
import type { Namespace, en } from './en';

/**
 * The texts students and families see, in English or Spanish (i18next). Admin and school
 * screens are not translated.
 *
 * The shell's English (header, footer, fixed messages) is in the first bundle and ready before
 * the first render. A screen's English comes with the screen's own code (useScreenTexts below),
 * so the first page does not carry every screen's texts. Spanish, all screens together, loads
 * the first time Spanish is chosen (language.ts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { common, messages } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['common', 'messages'],
  defaultNS: 'common',
  // React escapes what it renders; escaping here would show &amp; on the page.
  interpolation: { escapeValue: false },
  // The English resources are in the bundle: ready at once, before the first render.
  initAsync: false,
  returnNull: false,
});

/**
 * Registers a screen's English texts when the screen's code loads, and gives the hook its
 * components call: `const useRankingsTexts = screenTexts('rankings', rankings)` at the top of
 * the screen's texts module, then `const { t } = useRankingsTexts()` in a component. Outside
 * React, `i18n.t('key', { ns: 'rankings' })` works once that module has been imported.
 */
export function screenTexts<N extends Exclude<Namespace, 'common' | 'messages'>>(
  namespace: N,
  english: (typeof en)[N],
) {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  return () => useTranslation(namespace);
}

export { useTranslation, Trans } from 'react-i18next';
