import { screenTexts } from '@/lib/i18n';
import { auth } from '@/lib/i18n/en/auth';
import { authMessages } from '@/lib/i18n/en/auth-messages';
import { messageTexts } from '@/lib/i18n/translate-message';

/** The texts of the login/signup modal and the account screens, in the language shown. */
export const useAuthTexts = screenTexts('auth', auth);

// The API's answers on these screens arrive in English; the toasts and alerts translate them.
messageTexts('authMessages', authMessages);

/** The English texts by key, for tests that check the English page. */
export { auth as AUTH_TEXTS };
