import { paymentMessages } from '@/lib/i18n/en/payment-messages';
import { messageTexts } from '@/lib/i18n/translate-message';

/*
 * The payment API's fixed messages, shown in the payment views' toasts and alerts:
 * translateMessage finds their Spanish from now on. Registered here, with the views, so core's
 * payment schemas stay out of the first page.
 */
messageTexts('paymentMessages', paymentMessages);

/** Imported from here, translateMessage is sure to know the payment messages. */
export { translateMessage } from '@/lib/i18n/translate-message';
