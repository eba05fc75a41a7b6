import { useReferralLink } from '../hooks/use-referral-link';

/** Mounted once at the root: keeps the code of a referral link for the sign-up. Renders nothing. */
export function ReferralLinkCatcher() {
  useReferralLink();
  return null;
}
