import type { TFunction } from 'i18next';
import { showsReferAndEarn, type User } from '@/lib/user';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The navigation items, in order; "Refer and Earn" only for institute_status "false". */
export function navItems(user: User | null, t: TFunction): NavItem[] {
  return [
    { label: t('nav.home'), to: paths.home },
    { label: t('nav.rankings'), to: paths.rankings },
    { label: t('nav.resources'), to: paths.resources },
    ...(showsReferAndEarn(user) ? [{ label: t('nav.referAndEarn'), to: paths.referral }] : []),
    { label: t('nav.about'), to: paths.about },
    { label: t('nav.contact'), to: paths.contact },
  ];
}
