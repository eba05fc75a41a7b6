import { MESSAGES } from '@degreeworth/core';
import { useAppSelector } from '@/lib/hooks';
import { Button } from '@/components/ui/button';
import { selectUser } from '@/lib/auth-slice';
import { toast } from '@/lib/toast';
import { useResendVerificationMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';

/**
 * Shown while the signed-in user's e-mail is unverified (sign-in status verify, issue item 1),
 * with a link that mails a new verification link (POST /auth/resend-verification).
 */
export function VerifyEmailBanner() {
  const user = useAppSelector(selectUser);
  const [resend, { isLoading }] = useResendVerificationMutation();
  if (!user || user.email_verified) return null;

  const onResend = async () => {
    try {
      toast.success((await resend().unwrap()).message);
    } catch (err) {
      toast.apiError(err, MESSAGES.contactFailed);
    }
  };

  return (
    <div role="region" aria-label="Email verification" className="bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm">
        <span>
          {AUTH_TEXTS.verifyBanner} <strong className="break-all">{user.email}</strong>.
        </span>
        <Button variant="link" onClick={onResend} isLoading={isLoading}>
          {AUTH_TEXTS.verifyBannerResend}
        </Button>
      </p>
    </div>
  );
}
