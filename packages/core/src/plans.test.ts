import { describe, expect, it } from 'vitest';
import { FULL_RANKINGS_BENEFIT, hasFullAccess, PLANS } from './plans';

describe('hasFullAccess: the base plan, an admin-granted subscription or a current institute plan', () => {
  it('is true for subscription_id 1, transaction_id "free_subscription" or a current institute plan', () => {
    expect(hasFullAccess({ subscription_id: 1, transaction_id: null })).toBe(true);
    expect(hasFullAccess({ subscription_id: null, transaction_id: 'free_subscription' })).toBe(
      true,
    );
    expect(hasFullAccess({ institute_subscription_active: true })).toBe(true);
  });

  it('is false for visitors and for other plans or transactions', () => {
    expect(hasFullAccess(null)).toBe(false);
    expect(hasFullAccess(undefined)).toBe(false);
    expect(hasFullAccess({ subscription_id: null, transaction_id: null })).toBe(false);
    expect(hasFullAccess({ subscription_id: 2, transaction_id: 'pi_123' })).toBe(false);
    expect(hasFullAccess({ institute_subscription_active: false })).toBe(false);
  });

  it('names the rankings benefit among the Individual Pro benefits', () => {
    expect(PLANS.individualPro.benefits).toContain(FULL_RANKINGS_BENEFIT);
    expect(FULL_RANKINGS_BENEFIT).toBe('Full sortable ROI-based college rankings');
  });
});
