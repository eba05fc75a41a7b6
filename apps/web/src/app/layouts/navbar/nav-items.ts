import { showsReferAndEarn, type User } from '@/lib/user';
import { paths } from '@/lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** The navigation items, in order; "Refer and Earn" only for institute_status "false". */
export function navItems(user: User | null): NavItem[] {
  return [
    { label: 'Home', to: paths.home },
    { label: 'Rankings', to: paths.rankings },
    { label: 'Resources', to: paths.resources },
    ...(showsReferAndEarn(user) ? [{ label: 'Refer and Earn', to: paths.referral }] : []),
    { label: 'About Us', to: paths.about },
    { label: 'Contact Us', to: paths.contact },
  ];
}
