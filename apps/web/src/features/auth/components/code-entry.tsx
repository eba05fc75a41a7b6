import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, MESSAGES, OTP_LENGTH, OTP_TTL_SECONDS } from '@degreeworth/core';
import { FormAlert } from '@/components/ui/form-alert';
import { forgetReferralCode, referralCodeField } from '@/lib/referral-code';
import { apiErrorMessage, toast } from '@/lib/toast';
import {
  useResendOtpMutation,
  useVerifyOtpMutation,
  type VerifyOtpResponse,
} from '../api/student-api';
import { Trans } from '@/lib/i18n';
import { useAuthTexts } from '../auth-texts';
import { useCountdown } from '../hooks/use-countdown';
import { toDigits } from './code-boxes';
import { CodeEntryActions } from './code-entry-actions';
import { CodeField } from './code-field';

interface CodeEntryProps {
  email: string;
  /** The code from the e-mailed link, filled in already. */
  initialCode?: string;
  onVerified: (answer: VerifyOtpResponse) => void;
  onBack: () => void;
}

/**
 * Code entry: six boxes and a countdown from 600 s as mm:ss. While time
 * remains, Submit sends POST /verify-otp; at 0, Resend asks POST /resend-otp for a new code and
 * the countdown restarts at 600 when the answer's status is verify. Back returns to the form.
 */
export function CodeEntry({ email, initialCode, onVerified, onBack }: CodeEntryProps) {
  const { t } = useAuthTexts();
  const [digits, setDigits] = useState(() => toDigits(initialCode));
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { remaining, restart } = useCountdown(OTP_TTL_SECONDS);
  const [verifyOtp, { isLoading: isVerifying }] = useVerifyOtpMutation();
  const [resendOtp, { isLoading: isResending }] = useResendOtpMutation();
  const code = digits.join('');

  const changeDigits = (next: string[]) => {
    setDigits(next);
    setCodeError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return setCodeError(AUTH_MESSAGES.codeFormat);
    try {
      const answer = await verifyOtp({ email, code }).unwrap();
      // The code proved the address: the server recorded the referrer bound to it.
      forgetReferralCode();
      onVerified(answer);
    } catch (err) {
      setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  };

  const resend = async () => {
    setFormError(null);
    try {
      // A new code is bound to the referral link its own request sends, like the first one.
      const answer = await resendOtp({ email, ...referralCodeField() }).unwrap();
      // The countdown starts over at 600 when the resend status is verify.
      if (answer.status === 'verify') {
        restart();
        setDigits(toDigits());
      }
      toast.success(answer.message);
    } catch (err) {
      setFormError(apiErrorMessage(err) ?? MESSAGES.contactFailed);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('codeTitle')}>
      <p>
        <Trans
          t={t}
          i18nKey="codeSent"
          values={{ length: OTP_LENGTH, email }}
          components={{ strong: <strong className="break-all" /> }}
        />
      </p>
      <FormAlert message={formError} />
      <CodeField digits={digits} onChange={changeDigits} error={codeError} disabled={isVerifying} />
      <CodeEntryActions
        remaining={remaining}
        isVerifying={isVerifying}
        isResending={isResending}
        onBack={onBack}
        onResend={resend}
      />
    </form>
  );
}
