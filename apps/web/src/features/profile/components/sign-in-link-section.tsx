import { useEffect, useState } from 'react';
import type { SignInLinkResponse } from '@degreeworth/core';
import { CopyLinkField } from '@/components/copy-link-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { apiErrorMessage } from '@/lib/toast';
import { useCreateSignInLinkMutation } from '../api/profile-api';
import { useProfileTexts } from '../profile-texts';

/**
 * "Sign in on another device": a student on a computer creates a single-use
 * link and opens it on a phone to see their results there, without typing a password. The link
 * is shown until it expires; a new one replaces it (and the server forgets the old one).
 */
export function SignInLinkSection() {
  const { t } = useProfileTexts();
  const [createLink, { isLoading, error }] = useCreateSignInLinkMutation();
  const [link, setLink] = useState<SignInLinkResponse | null>(null);
  const [isExpired, setIsExpired] = useState(false);

  // Past its lifetime the link only answers "invalid": it is taken off the screen.
  useEffect(() => {
    if (!link) return;
    const timer = setTimeout(() => {
      setLink(null);
      setIsExpired(true);
    }, link.expires_in * 1000);
    return () => clearTimeout(timer);
  }, [link]);

  const create = async () => {
    try {
      setLink(await createLink().unwrap());
      setIsExpired(false);
    } catch {
      // The mutation's error is shown below; the previous link (if any) stays usable.
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('signInLink.intro')}</p>
      {link && (
        // Keyed by the link: a new one mounts anew, so it is focused and selected again.
        <CopyLinkField
          key={link.url}
          label={t('signInLink.label')}
          link={link.url}
          hint={t('signInLink.validity', { minutes: Math.round(link.expires_in / 60) })}
          autoFocus
        />
      )}
      {isExpired && <FormAlert tone="info" message={t('signInLink.expired')} />}
      {error && <FormAlert message={apiErrorMessage(error) ?? t('signInLink.failed')} />}
      <Button
        variant={link ? 'secondary' : 'primary'}
        isLoading={isLoading}
        onClick={() => void create()}
      >
        {link ? t('signInLink.createAgain') : t('signInLink.create')}
      </Button>
    </div>
  );
}
