import { screenTexts } from '@/lib/i18n';
import { contact } from '@/lib/i18n/en/contact';
import { contactMessages } from '@/lib/i18n/en/contact-messages';
import { messageTexts } from '@/lib/i18n/translate-message';

/** The contact form's and the /contact page's texts, in the language shown. */
export const useContactTexts = screenTexts('contact', contact);

// The API's answer to a sent message arrives in English; its toast translates it.
messageTexts('contactMessages', contactMessages);
