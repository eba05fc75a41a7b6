import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { User } from '@/lib/user';
import { useResendVerificationMutation } from '../api/auth-api';
import { AUTH_TEXTS } from '../auth-texts';

/** The banner of VerifyEmailBanner, with the link that mails a new verification link. */
export function VerifyEmailBannerBody({ user }: { user: User }) {
  const [resend, { isLoading }] = useResendVerificationMutation();

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
