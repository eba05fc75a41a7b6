import { MESSAGES } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { User } from '@/lib/user';
import { useResendVerificationMutation } from '../api/auth-api';
import { Trans } from '@/lib/i18n';
import { useAuthTexts } from '../auth-texts';

/** The banner of VerifyEmailBanner, with the link that mails a new verification link. */
export function VerifyEmailBannerBody({ user }: { user: User }) {
  const { t } = useAuthTexts();
  const [resend, { isLoading }] = useResendVerificationMutation();

  const onResend = async () => {
    try {
      toast.success((await resend().unwrap()).message);
    } catch (err) {
      toast.apiError(err, MESSAGES.contactFailed);
    }
  };

  return (
    <div role="region" aria-label={t('emailVerifyTitle')} className="bg-amber-50 text-amber-950">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm">
        <span>
          <Trans
            t={t}
            i18nKey="verifyBanner"
            values={{ email: user.email }}
            components={{ strong: <strong className="break-all" /> }}
          />
        </span>
        <Button variant="link" onClick={onResend} isLoading={isLoading}>
          {t('verifyBannerResend')}
        </Button>
      </p>
    </div>
  );
}
