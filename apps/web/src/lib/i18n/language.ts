import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@degreeworth/core';
import { LANGUAGE_KEY, storage } from '@/lib/storage';
import { i18n, useTranslation } from '.';
import type { en } from './en';
import type { Messages } from './messages';

/** The translations, each loaded the first time its language is chosen (English is bundled). */
const TRANSLATIONS: Record<Exclude<Language, 'en'>, () => Promise<Messages<typeof en>>> = {
  es: () => import('./es').then((m) => m.es),
};

/**
 * The language a visit starts in: the one chosen on this device, else the first of the
 * browser's languages the site has (es-MX, es-US… are Spanish), else English. A signed-in
 * person's account choice replaces it once GET /me answers (useAccountLanguage).
 */
export function startingLanguage(
  browserLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  const chosen = storage.get(LANGUAGE_KEY);
  if (isLanguage(chosen)) return chosen;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Shows the site in `language`: its texts loaded if needed, and `<html lang>` to match. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'common')) {
    const texts = await TRANSLATIONS[language]();
    for (const [namespace, resources] of Object.entries(texts))
      i18n.addResourceBundle(language, namespace, resources);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** A choice made on this device: kept for the next visit, and shown at once. */
export function chooseLanguage(language: Language): Promise<void> {
  storage.set(LANGUAGE_KEY, language);
  return applyLanguage(language);
}

/** The language the page shows now. */
export const currentLanguage = (): Language =>
  isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/**
 * The language the page shows, for a component that formats dates or picks a language's text
 * itself; it renders again when the language changes.
 */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
