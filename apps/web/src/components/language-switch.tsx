import { useState } from 'react';
import { selectIsLoggedIn } from '@/lib/auth-slice';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { toast } from '@/lib/toast';
import { i18n, useTranslation } from '@/lib/i18n';
import { chooseLanguage, currentLanguage } from '@/lib/i18n/language';

/**
 * The header's language switch: it names the other language in that language ("Español",
 * "English") so a reader of it finds it, and marks it with `lang` for screen readers. A
 * signed-in person's choice is also saved to the account (PUT /me/language).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [busy, setBusy] = useState(false);
  const next = currentLanguage() === 'es' ? 'en' : 'es';

  const switchLanguage = async () => {
    setBusy(true);
    try {
      await chooseLanguage(next);
      if (isLoggedIn) {
        const { languageApi } = await import('@/lib/i18n/save-language');
        const saved = await dispatch(languageApi.endpoints.saveLanguage.initiate(next));
        // In the language just chosen: this render's `t` still speaks the one before.
        if ('error' in saved) toast.error(i18n.t('language.saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      lang={next}
      onClick={() => void switchLanguage()}
      disabled={busy}
      className={`rounded-md px-3 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline disabled:opacity-60 ${className}`}
    >
      {t('language.switchTo')}
    </button>
  );
}
