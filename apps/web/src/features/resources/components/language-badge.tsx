import type { Language } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useResourcesTexts } from '../resources-texts';

/** The badge's text for an article in each language, in the page's language. */
const BADGE_KEYS = { en: 'inEnglish', es: 'inSpanish' } as const satisfies Record<Language, string>;

/**
 * "In Spanish" ("En inglés" on a Spanish page) beside an article written in another language
 * than the page's, so a reader knows before opening it; nothing when they are the same. Its text
 * is the page's: keep it outside the element marked with the article's `lang`.
 */
export function LanguageBadge({ language }: { language: Language }) {
  const { t } = useResourcesTexts();
  const pageLanguage = useLanguage();
  if (language === pageLanguage) return null;
  return (
    <span className="inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
      {t(BADGE_KEYS[language])}
    </span>
  );
}
