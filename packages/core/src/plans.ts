import {
  BASE_PLAN_SUBSCRIPTION_ID,
  FREE_SUBSCRIPTION_TRANSACTION_ID,
  PRICE_ORIGINAL_USD,
  PRICE_USD,
} from './constants';
import type { SubscriptionStatus } from './schemas/subscriptions';

/** The Individual Pro benefit that unlocks every sort and the advanced ranking filters. */
export const FULL_RANKINGS_BENEFIT = 'Full sortable ROI-based college rankings';

/** The two plans of the pricing modal. */
export const PLANS = {
  individualPro: {
    name: 'Individual Pro',
    priceUsd: PRICE_USD,
    originalPriceUsd: PRICE_ORIGINAL_USD,
    period: 'lifetime',
    benefits: [
      'Unlimited calculator access for personal scenarios',
      FULL_RANKINGS_BENEFIT,
      'PDF generation and download, delivered to email',
    ],
  },
  district: {
    name: 'High School and District-Wide Access',
    benefits: [
      'Access for all students',
      'Admin access for guidance counselors to coach on student scenarios',
      'Full access to calculator, resources and rankings',
    ],
  },
} as const;

/** Today's calendar date in UTC, "YYYY-MM-DD": the day subscription dates are compared with. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * An institute subscription's status on `today` (all "YYYY-MM-DD", compared as text): active from
 * the start date to the end date, both included (decision 014).
 */
export function subscriptionStatusOn(
  start: string,
  end: string,
  today: string,
): SubscriptionStatus {
  if (today < start) return 'scheduled';
  return today > end ? 'expired' : 'active';
}

/**
 * What decides full access: the user fields of the `/me` answer and whether the user is a
 * student of an institute whose subscription is current today (district access: the
 * subscription's end date ends it).
 */
export interface AccessSubject {
  subscription_id?: number | null;
  transaction_id?: string | null;
  institute_subscription_active?: boolean | null;
}

/**
 * The one rule for paid features: `subscription_id` 1 (the base plan, bought or
 * granted), `transaction_id` "free_subscription" (granted by an admin), or a student of an
 * institute with a current subscription. Visitors (null) never have it.
 */
export function hasFullAccess(user: AccessSubject | null | undefined): boolean {
  if (!user) return false;
  return (
    user.subscription_id === BASE_PLAN_SUBSCRIPTION_ID ||
    user.transaction_id === FREE_SUBSCRIPTION_TRANSACTION_ID ||
    user.institute_subscription_active === true
  );
}
