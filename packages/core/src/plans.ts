import {
  BASE_PLAN_SUBSCRIPTION_ID,
  FREE_SUBSCRIPTION_TRANSACTION_ID,
  PRICE_ORIGINAL_USD,
  PRICE_USD,
} from './constants';

/** The Individual Pro benefit that unlocks every sort and the advanced ranking filters. */
export const FULL_RANKINGS_BENEFIT = 'Full sortable ROI-based college rankings';

/** The two plans of the pricing modal (spec §1, §2, §9). */
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

/**
 * What decides full access: the user fields of spec §3 (`/me` answer) plus, once institutes
 * exist, whether the user is a student of an institute whose subscription is current.
 */
export interface AccessSubject {
  subscription_id?: number | null;
  transaction_id?: string | null;
  /** TODO(rankings): filled by the institute issue (spec §6 "District access"). */
  institute_subscription_active?: boolean | null;
}

/**
 * The one rule for paid features (spec §3, §6): `subscription_id` 1 (the base plan, bought or
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
