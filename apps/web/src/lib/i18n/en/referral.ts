import { REFERRAL_TEXT } from '@degreeworth/core';

/**
 * The Refer and Earn page. The English is core's REFERRAL_TEXT (the API sends its refusal from
 * there too), with the reversed amount as a placeholder.
 */
export const referral = {
  title: REFERRAL_TEXT.title,
  intro: REFERRAL_TEXT.intro,
  linkLabel: REFERRAL_TEXT.linkLabel,
  signedUp: REFERRAL_TEXT.signedUp,
  bought: REFERRAL_TEXT.bought,
  earned: REFERRAL_TEXT.earned,
  reversed: '{{amount}} reversed after refunds or disputes',
  ruleTitle: REFERRAL_TEXT.ruleTitle,
  rule: REFERRAL_TEXT.rule,
  payout: REFERRAL_TEXT.payout,
  payoutLink: REFERRAL_TEXT.payoutLink,
  ledgerTitle: REFERRAL_TEXT.ledgerTitle,
  ledgerEmpty: REFERRAL_TEXT.ledgerEmpty,
  columns: REFERRAL_TEXT.columns,
  status: REFERRAL_TEXT.status,
  loading: REFERRAL_TEXT.loading,
  loadFailed: REFERRAL_TEXT.loadFailed,
  instituteStudent: REFERRAL_TEXT.instituteStudent,
} as const;
