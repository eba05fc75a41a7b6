import { REFERRAL_TEXT } from '@degreeworth/core';
import { CopyLinkField } from '@/components/copy-link-field';

/** The referral link in a read-only field with a Copy button. */
export function ReferralLinkField({ link }: { link: string }) {
  return <CopyLinkField label={REFERRAL_TEXT.linkLabel} link={link} texts={REFERRAL_TEXT} />;
}
