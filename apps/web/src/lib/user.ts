import {
  BASE_PLAN_SUBSCRIPTION_ID,
  FREE_SUBSCRIPTION_TRANSACTION_ID,
  INDIVIDUAL_INSTITUTE_STATUS,
  type PublicUser,
} from '@degreeworth/core';

/** The signed-in user as GET /me returns it; parse-user.ts reads one. */
export type User = PublicUser;

/** "Refer and Earn" only when institute_status is the string "false". */
export function showsReferAndEarn(user: User | null): boolean {
  return user?.institute_status === INDIVIDUAL_INSTITUTE_STATUS;
}

/**
 * "Become a Client" is hidden for a free plan (transaction_id free_subscription), the base
 * plan (subscription_id 1) and a student whose school's subscription gives full access;
 * visitors, who have no user record, see it.
 */
export function showsBecomeAClient(user: User | null): boolean {
  if (!user) return true;
  return (
    user.transaction_id !== FREE_SUBSCRIPTION_TRANSACTION_ID &&
    user.subscription_id !== BASE_PLAN_SUBSCRIPTION_ID &&
    user.institute_subscription_active !== true
  );
}

/** First letter of the name for the avatar, or null when there is no usable name. */
export function avatarInitial(user: User | null): string | null {
  const first = user?.name.trim().charAt(0);
  return first ? first.toUpperCase() : null;
}
