import { z } from 'zod';
import { PRICE_MINOR_UNITS } from '../constants';
import { formatCents } from '../display/money';
import { formatPercent } from '../display/percent';

/**
 * Refer and Earn (a page of the navigation; decision 016). The plan is a one-time lifetime
 * purchase, so the reward is a refund share: a referred account's first Individual Pro purchase
 * earns the referrer REFERRAL_REWARD_RATE of the price it actually paid, once per referred
 * account; a refund or a lost dispute of that payment reverses it. Support pays rewards out on
 * request (a refund of the referrer's own purchase, or a payout).
 */

/** The referrer's share of the price a referred account paid (0.2 = 20%). */
export const REFERRAL_REWARD_RATE = 0.2;

/** The query parameter of a referral link: `${PUBLIC_URL}/#/?ref=<code>`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** The shape of a referral code (the API makes 10 lower-case letters and digits). */
export const REFERRAL_CODE_PATTERN = /^[a-z0-9]{8,32}$/;

/**
 * A referral code sent with a sign-up: trimmed and lower-cased; anything else (missing, not
 * text, not a code) becomes undefined, never an error: a broken link must not block sign-up.
 */
export const ReferralCodeInputSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(REFERRAL_CODE_PATTERN)
  .optional()
  .catch(undefined);

/**
 * The reward for a purchase: REFERRAL_REWARD_RATE of what was paid, in whole cents, rounded
 * half up (2500 → 500).
 * @param paidCents the amount the referred account paid, in cents (minor units of USD)
 */
export function referralRewardCents(paidCents: number): number {
  return Math.round(paidCents * REFERRAL_REWARD_RATE);
}

const RATE = formatPercent(REFERRAL_REWARD_RATE, 0);
const PRICE_REWARD = formatCents(referralRewardCents(PRICE_MINOR_UNITS));
const PRICE = formatCents(PRICE_MINOR_UNITS);

/** Texts of the Refer and Earn page and the API's refusal, written once. */
export const REFERRAL_TEXT = {
  title: 'Refer and Earn',
  intro: `Share your link. When someone signs up through it and buys Individual Pro, you earn ${RATE} of what they paid.`,
  linkLabel: 'Your referral link',
  copy: 'Copy link',
  copied: 'Copied!',
  copyFailed:
    'Copying is blocked in this browser. The link is selected: copy it with Ctrl+C or ⌘C.',
  signedUp: 'People who signed up',
  bought: 'People who bought Individual Pro',
  earned: 'Rewards earned',
  reversed: (amount: string) => `${amount} reversed after refunds or disputes`,
  ruleTitle: 'How rewards work',
  rule: `Each person who signs up through your link and buys Individual Pro earns you ${RATE} of the price they actually paid (${PRICE_REWARD} of the ${PRICE} lifetime plan), once per person. If that payment is refunded or lost in a dispute, its reward is reversed. You cannot refer yourself.`,
  payout:
    'Rewards are paid out on request, as a refund of your own purchase or as a payout. To claim yours,',
  payoutLink: 'contact us',
  ledgerTitle: 'Your rewards',
  ledgerEmpty:
    'No rewards yet. You earn one when someone who signed up through your link buys Individual Pro.',
  columns: { date: 'Date', referred: 'Referred person', amount: 'Amount', status: 'Status' },
  status: { earned: 'Earned', reversed: 'Reversed' },
  loading: 'Loading your referral details…',
  loadFailed: 'We could not load your referral details.',
  instituteStudent:
    'Refer and Earn is for individual accounts. Your account belongs to an institute, so it has no referral link.',
} as const;

export const ReferralRewardStatusSchema = z.enum(['earned', 'reversed']);
export type ReferralRewardStatus = z.infer<typeof ReferralRewardStatusSchema>;

/** One row of the rewards ledger; `referred` is a first name or a masked address, never the full address. */
export const ReferralRewardEntrySchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  status: ReferralRewardStatusSchema,
  /** ISO timestamp. */
  created_at: z.string(),
  referred: z.string(),
});
export type ReferralRewardEntry = z.infer<typeof ReferralRewardEntrySchema>;

/** GET /referral: the user's code and link, what it brought, and the rewards ledger (newest first). */
export const ReferralResponseSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Accounts created through the link. */
  signed_up: z.number().int(),
  /** Of those, accounts whose Individual Pro purchase earned a reward that stands (not reversed). */
  bought: z.number().int(),
  rewards: z.object({
    earned_cents: z.number().int(),
    reversed_cents: z.number().int(),
    entries: z.array(ReferralRewardEntrySchema),
  }),
});
export type ReferralResponse = z.infer<typeof ReferralResponseSchema>;
