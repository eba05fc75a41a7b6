import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralRewards, users } from '../../db/schema';

/** Referral data: codes and referrers on `users`, rewards in `referral_rewards`. */

export type NewReferralReward = typeof referralRewards.$inferInsert;

/**
 * Gives the user `code` unless they already have one, in one statement: the answer is the code
 * the account ends up with (theirs when a parallel request made it first). A code another
 * account holds fails on users_referral_code_key (23505): the caller tries another.
 */
export async function claimReferralCode(db: Db, userId: string, code: string): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ referralCode: sql`coalesce(${users.referralCode}, ${code})` })
    .where(eq(users.id, userId))
    .returning({ code: users.referralCode });
  return row!.code!;
}

/** The account that owns a referral code: what the sign-up rules need to judge it. */
export async function findReferralCodeOwner(db: Db, code: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      instituteId: users.instituteId,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.referralCode, code))
    .limit(1);
  return row;
}

/** Who referred the account (null: nobody). */
export async function findReferrerId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.referredBy ?? null;
}

/** How many accounts were created through the referrer's link. */
export async function countReferredAccounts(db: Db, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.referredBy, referrerId));
  return row?.n ?? 0;
}

/** The referrer's rewards, newest first, with the referred account's name and address. */
export async function findRewardsOfReferrer(db: Db, referrerId: string) {
  return db
    .select({
      id: referralRewards.id,
      amountCents: referralRewards.amountCents,
      status: referralRewards.status,
      createdAt: referralRewards.createdAt,
      referredName: users.name,
      referredEmail: users.email,
    })
    .from(referralRewards)
    .innerJoin(users, eq(users.id, referralRewards.referredUserId))
    .where(eq(referralRewards.referrerId, referrerId))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
}

/**
 * Records a reward unless the referred account already has one of this kind (the unique index
 * referral_rewards_referred_kind_key): a repeated success event never pays twice.
 */
export async function insertRewardOnce(db: Db, row: NewReferralReward): Promise<void> {
  await db
    .insert(referralRewards)
    .values(row)
    .onConflictDoNothing({ target: [referralRewards.referredUserId, referralRewards.kind] });
}

/** Marks the reward a payment earned as reversed (its money went back); no reward, no change. */
export async function markRewardOfPaymentReversed(db: Db, paymentId: string): Promise<void> {
  await db
    .update(referralRewards)
    .set({ status: 'reversed', updatedAt: new Date() })
    .where(and(eq(referralRewards.paymentId, paymentId), eq(referralRewards.status, 'earned')));
}
