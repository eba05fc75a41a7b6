import { Outlet } from 'react-router';
import { SessionSync } from '@/features/auth/components/session-sync';
import { ReferralLinkCatcher } from '@/features/referral/components/referral-link-catcher';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/**
 * Wraps every route: session watching, scrolling and focus on route changes apply with or
 * without the shared layout.
 */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <RouteFocus />
      <SessionSync />
      <ReferralLinkCatcher />
      <Outlet />
    </>
  );
}
