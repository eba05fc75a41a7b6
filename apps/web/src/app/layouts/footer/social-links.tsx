import { useTranslation } from '@/lib/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { SocialIcon, type SocialNetwork } from './social-icon';

const NETWORKS: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'x', label: 'X' },
  { network: 'youtube', label: 'YouTube' },
];

/** The five social links; addresses come from the public configuration. */
export function SocialLinks() {
  const { t } = useTranslation();
  const { social } = usePublicConfig();
  return (
    <ul aria-label={t('footer.socialMedia')} className="flex gap-3">
      {NETWORKS.map(({ network, label }) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
