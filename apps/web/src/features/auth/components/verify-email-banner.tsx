import { Suspense } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/auth-slice';
import { lazyComponent } from '@/lib/lazy-component';

// Only signed-in users can see it: its code (the resend call) stays out of a visitor's page.
const VerifyEmailBannerBody = lazyComponent(() =>
  import('./verify-email-banner-body').then((m) => m.VerifyEmailBannerBody),
);

/**
 * Shown while the signed-in user's e-mail is unverified (sign-in status verify),
 * with a link that mails a new verification link (POST /auth/resend-verification).
 */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectUser);
  if (!user || user.email_verified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBannerBody user={user} />
    </Suspense>
  );
}
