import {
  REFERRAL_QUERY_PARAM,
  REFERRAL_TEXT,
  type ReferralResponse,
  type ReferralRewardEntry,
} from '@degreeworth/core';
import type { Db } from '../../db/client';
import { databaseErrorOf } from '../../lib/database-errors';
import { ForbiddenError } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { generateReferralCode } from './code';
import { claimReferralCode, countReferredAccounts, findRewardsOfReferrer } from './repository';

export interface ReferralsServiceDeps {
  db: Db;
  /** PUBLIC_URL without a trailing slash: links in answers point at the app. */
  publicUrl: string;
  /** Tests only: the code generator (to force a collision). */
  makeCode?: () => string;
}

/** Tries to make a code before giving up: a collision of 10 random characters is rare already. */
const CODE_ATTEMPTS = 5;

/**
 * Who a reward came from, for the referrer's ledger: the first word of the name, or a masked
 * address ("m•••@example.com") when the name is missing or only repeats the address (accounts
 * the student flow or a visitor's purchase made are named after it). Never the full address.
 */
export function referredLabel(name: string, email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const whole = name.trim();
  const first = whole.split(/\s+/)[0] ?? '';
  const isAddressLike =
    !first || whole.includes('@') || whole.toLowerCase() === local.toLowerCase();
  if (!isAddressLike) return first.slice(0, 40);
  return `${local.charAt(0)}•••@${domain}`;
}

export function createReferralsService(deps: ReferralsServiceDeps) {
  const { db } = deps;
  const makeCode = deps.makeCode ?? generateReferralCode;

  /** The user's code, made on first use; another account's code (23505) means try again. */
  async function codeOf(user: UserRow): Promise<string> {
    if (user.referralCode) return user.referralCode;
    for (let attempt = 1; ; attempt++) {
      try {
        return await claimReferralCode(db, user.id, makeCode());
      } catch (err) {
        if (databaseErrorOf(err)?.code !== '23505' || attempt >= CODE_ATTEMPTS) throw err;
      }
    }
  }

  const linkOf = (code: string) =>
    `${deps.publicUrl}/#/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

  return {
    /**
     * GET /referral: the code and link (made on first use), how many signed up through it, how
     * many bought, and the rewards. 403 for an institute's student: the page is for individual
     * accounts (the app shows it only when institute_status is "false").
     */
    async overview(user: UserRow): Promise<ReferralResponse> {
      if (user.instituteId) throw new ForbiddenError(REFERRAL_TEXT.instituteStudent);
      const code = await codeOf(user);
      const signedUp = await countReferredAccounts(db, user.id);
      const rows = await findRewardsOfReferrer(db, user.id);
      const entries: ReferralRewardEntry[] = rows.map((r) => ({
        id: r.id,
        amount_cents: r.amountCents,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        referred: referredLabel(r.referredName, r.referredEmail),
      }));
      const total = (status: ReferralRewardEntry['status']) =>
        entries.filter((e) => e.status === status).reduce((sum, e) => sum + e.amount_cents, 0);
      return {
        code,
        link: linkOf(code),
        signed_up: signedUp,
        // One purchase reward per referred account: the ones that stand are the buyers.
        bought: entries.filter((e) => e.status === 'earned').length,
        rewards: {
          earned_cents: total('earned'),
          reversed_cents: total('reversed'),
          entries,
        },
      };
    },
  };
}
export type ReferralsService = ReturnType<typeof createReferralsService>;
