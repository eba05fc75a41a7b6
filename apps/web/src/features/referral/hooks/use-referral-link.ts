// From the zod-free twins: every page, the first one included, catches a referral link.
import { REFERRAL_QUERY_PARAM } from '@degreeworth/core/checks';
import { rememberReferralCode } from '@/lib/referral-code';
import { useUrlParam } from '@/lib/use-url-param';

/** Keeps the code of a referral link: `${PUBLIC_URL}/#/?ref=<code>`. */
export function useReferralLink(): void {
  useUrlParam(REFERRAL_QUERY_PARAM, rememberReferralCode);
}
