import { BASE_PLAN_SUBSCRIPTION_ID, type PublicUser } from '@degreeworth/core';

/**
 * Texts of the pricing modal, word for word as the product has them. TODO(web): move to core
 * when the payments work lands, so the e2e tests can share them.
 */
export const PRICING_TEXTS = {
  title: 'Plans and pricing',
  subtitle: 'Choose the best plan',
  notNow: 'Not Now',
  fullAccess: {
    heading: 'You already have full access',
    /** Whose access it is: the school's, Individual Pro, or a free subscription. */
    why: (user: PublicUser): string =>
      user.institute_subscription_active
        ? `${user.institute?.name ?? 'Your school'} gives you full access: there is nothing to buy.`
        : user.subscription_id === BASE_PLAN_SUBSCRIPTION_ID
          ? 'You have Individual Pro, for life: there is nothing to buy.'
          : 'You have a free subscription with full access: there is nothing to buy.',
  },
  limitedOffer: 'Limited time offer',
  individual: {
    name: 'Individual Pro',
    period: 'lifetime',
    cta: 'Choose plan',
    benefits: [
      'Unlimited calculator access for personal scenarios',
      'Full sortable ROI-based college rankings',
      'PDF generation and download, delivered to email',
    ],
  },
  district: {
    name: 'High School and District-Wide Access',
    cta: 'Contact us',
    benefits: [
      'Access for all students',
      'Admin access for guidance counselors to coach on student scenarios',
      'Full access to calculator, resources and rankings',
    ],
  },
  becomeClient: 'Become a Client',
} as const;
