import { CopyLinkField } from '@/components/copy-link-field';
import { useReferralTexts } from '../referral-texts';

/** The referral link in a read-only field with a Copy button. */
export function ReferralLinkField({ link }: { link: string }) {
  const { t } = useReferralTexts();
  return <CopyLinkField label={t('linkLabel')} link={link} />;
}
