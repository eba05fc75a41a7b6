import { screenTexts } from '@/lib/i18n';
import { pricing } from '@/lib/i18n/en/pricing';

/** The pricing modal's, plan cards' and "Become a Client" texts, in the language shown. */
export const usePricingTexts = screenTexts('pricing', pricing);
