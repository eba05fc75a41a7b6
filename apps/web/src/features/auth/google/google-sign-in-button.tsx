import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SOCIAL_BUTTON_SIZES, type SocialButtonSize } from '@degreeworth/core';
import { usePublicConfig } from '@/lib/public-config';
import { forgetReferralCode, referralCodeField } from '@/lib/referral-code';
import { useGoogleLoginMutation } from '../api/auth-api';
import { useAuthTexts } from '../auth-texts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { loadGoogleIdentity } from './google-identity';

interface GoogleSignInButtonProps {
  /** Large 40 px, medium 32 px, small 20 px high. */
  size?: SocialButtonSize;
}

/**
 * The social sign-in button: Google Identity Services draws it; its credential goes
 * to POST /auth/google as access_token. Without a configured client id it says so instead.
 */
export function GoogleSignInButton({ size = 'large' }: GoogleSignInButtonProps) {
  const { t } = useAuthTexts();
  const { googleClientId, googleScriptUrl } = usePublicConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [googleLogin] = useGoogleLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const height = SOCIAL_BUTTON_SIZES[size];

  const onCredential = useEffectEvent(async (credential: string | undefined) => {
    // A social login failure is only logged (no credential, or the server refused it).
    if (!credential) return console.error('Google sign-in returned no credential.');
    try {
      // A new account keeps the referrer of a kept referral link.
      const answer = await googleLogin({
        access_token: credential,
        ...referralCodeField(),
      }).unwrap();
      forgetReferralCode();
      completeSignIn(answer);
    } catch (err) {
      console.error('Google sign-in failed.', err);
    }
  });
  const onScriptError = useEffectEvent((err: unknown) => {
    // The button's error handler only logs; the note below keeps the gap visible.
    console.error('Google sign-in is unavailable.', err);
    setFailed(true);
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!googleClientId || !container) return;
    let isActive = true;
    loadGoogleIdentity(googleScriptUrl).then(
      (id) => {
        if (!isActive) return;
        id.initialize({
          client_id: googleClientId,
          callback: (response) => void onCredential(response.credential),
        });
        id.renderButton(container, { size, type: 'standard', text: 'signin_with' });
      },
      (err: unknown) => {
        if (isActive) onScriptError(err);
      },
    );
    return () => {
      isActive = false;
      container.replaceChildren();
    };
  }, [googleClientId, googleScriptUrl, size]);

  if (!googleClientId) {
    return (
      <button
        type="button"
        disabled
        style={{ minHeight: height }}
        className="w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-500"
      >
        {t('googleNotConfigured')}
      </button>
    );
  }
  return (
    <div className="flex flex-col items-center">
      <div ref={containerRef} style={{ minHeight: failed ? undefined : height }} />
      {failed && <p className="text-sm text-slate-500">{t('googleUnavailable')}</p>}
    </div>
  );
}
