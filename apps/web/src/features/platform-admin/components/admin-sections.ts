import type { AdminPermission } from '@degreeworth/core';
import { paths } from '@/lib/paths';

export interface AdminSection {
  to: string;
  label: string;
  /** The permission the screen needs; none: every admin (the dashboard). */
  permission?: AdminPermission;
}

/** The /crm screens, each behind the admin permission named after it. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: paths.crm.dashboard, label: 'Dashboard' },
  { to: paths.crm.users, label: 'Users', permission: 'users' },
  { to: paths.crm.resources, label: 'Resources', permission: 'resources' },
  { to: paths.crm.testimonials, label: 'Testimonials', permission: 'testimonials' },
  { to: paths.crm.subscriptions, label: 'Subscriptions', permission: 'subscriptions' },
  { to: paths.crm.freeSubscription, label: 'Free subscriptions', permission: 'free-subscription' },
  { to: paths.crm.subadmins, label: 'Subadmins', permission: 'subadmins' },
  { to: paths.crm.home, label: 'Home page', permission: 'content' },
  { to: paths.crm.rankings, label: 'Rankings page', permission: 'content' },
  { to: paths.crm.resourcesContent, label: 'Resources page', permission: 'content' },
  { to: paths.crm.about, label: 'About page', permission: 'content' },
  { to: paths.crm.privacy, label: 'Privacy page', permission: 'content' },
  { to: paths.crm.terms, label: 'Terms page', permission: 'content' },
  { to: paths.crm.accessibility, label: 'Accessibility page', permission: 'content' },
];
