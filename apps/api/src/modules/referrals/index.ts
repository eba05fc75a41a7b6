/** What other modules use of referrals: the referrer of a new account and its rewards. */
export { referrerForNewAccount } from './referrer';
export { recordReferralReward, reverseReferralReward } from './rewards';
