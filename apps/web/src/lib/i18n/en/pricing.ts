/**
 * The pricing modal, its plan cards and "Become a Client", word for word as the product has
 * them. `{{school}}` is the school's name, or "Your school" (`yourSchool`) when it is unknown.
 */
export const pricing = {
  title: 'Plans and pricing',
  subtitle: 'Choose the best plan',
  notNow: 'Not Now',
  fullAccessHeading: 'You already have full access',
  fullAccessSchool: '{{school}} gives you full access: there is nothing to buy.',
  yourSchool: 'Your school',
  fullAccessBasePlan: 'You have Individual Pro, for life: there is nothing to buy.',
  fullAccessFree: 'You have a free subscription with full access: there is nothing to buy.',
  limitedOffer: 'Limited time offer',
  lastDay: 'Last day',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  originalPrice: 'Original price',
  now: ', now',
  individualName: 'Individual Pro',
  individualPeriod: 'lifetime',
  individualCta: 'Choose plan',
  chooseIndividual: 'Choose {{plan}}',
  individualBenefit1: 'Unlimited calculator access for personal scenarios',
  individualBenefit2: 'Full sortable ROI-based college rankings',
  individualBenefit3: 'PDF generation and download, delivered to email',
  districtName: 'High School and District-Wide Access',
  districtCta: 'Contact us',
  districtBenefit1: 'Access for all students',
  districtBenefit2: 'Admin access for guidance counselors to coach on student scenarios',
  districtBenefit3: 'Full access to calculator, resources and rankings',
  becomeClient: 'Become a Client',
} as const;
