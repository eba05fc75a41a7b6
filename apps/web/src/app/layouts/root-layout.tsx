import { Outlet } from 'react-router';
import { SessionSync } from '@/features/auth/components/session-sync';
import { ReferralLinkCatcher } from '@/features/referral/components/referral-link-catcher';
import { ScrollManager } from './scroll-manager';

/** Wraps every route: session watching and scrolling apply with or without the shared layout. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <SessionSync />
      <ReferralLinkCatcher />
      <Outlet />
    </>
  );
}
