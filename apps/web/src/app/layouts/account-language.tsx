import { useEffect } from 'react';
import { selectUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/language';

/**
 * A signed-in person's language is the one kept with their account (PUT /me/language): once
 * GET /me answers with a choice, this device follows it, so every device shows the same.
 */
export function AccountLanguage() {
  const language = useAppSelector((state) => selectUser(state)?.language ?? null);
  useEffect(() => {
    if (language && language !== currentLanguage()) void chooseLanguage(language);
  }, [language]);
  return null;
}
