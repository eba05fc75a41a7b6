import { screenTexts } from '@/lib/i18n';
import { pricing } from '@/lib/i18n/en/pricing';
import { findMessages } from '@/lib/i18n/translate-message';

/** The pricing modal's, plan cards' and "Become a Client" texts, in the language shown. */
export const usePricingTexts = screenTexts('pricing', pricing);

/*
 * The payment API's fixed messages, shown in toasts and alerts: translateMessage finds their
 * Spanish from now on.
 */
findMessages('pricing', pricing.server, 'server.');

/** Imported from here, translateMessage is sure to know the payment messages. */
export { translateMessage } from '@/lib/i18n/translate-message';
