import { screenTexts } from '@/lib/i18n';
import { referral } from '@/lib/i18n/en/referral';

/** The Refer and Earn page's texts, in the language shown. */
export const useReferralTexts = screenTexts('referral', referral);
