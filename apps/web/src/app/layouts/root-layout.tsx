import { Outlet } from 'react-router';
import { AccountLanguage } from './account-language';
import { SessionSync } from '@/features/auth/components/session-sync';
import { ReferralLinkCatcher } from '@/features/referral/components/referral-link-catcher';
import { PricingPageLeave } from './pricing-page-leave';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/**
 * Wraps every route: session watching, the account's language, scrolling and focus on route changes, and the pricing
 * modal closing with its page, apply with or without the shared layout.
 */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <RouteFocus />
      <SessionSync />
      <AccountLanguage />
      <ReferralLinkCatcher />
      <PricingPageLeave />
      <Outlet />
    </>
  );
}
