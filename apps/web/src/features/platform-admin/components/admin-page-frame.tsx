import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { FeaturePending } from '@/components/feature-pending';
import { SectionLinks } from '@/components/section-links';
import { Seo } from '@/components/seo';

const SECTIONS = [
  { to: paths.crm.dashboard, label: 'Dashboard' },
  { to: paths.crm.users, label: 'Users' },
  { to: paths.crm.resources, label: 'Resources' },
  { to: paths.crm.testimonials, label: 'Testimonials' },
  { to: paths.crm.subscriptions, label: 'Subscriptions' },
  { to: paths.crm.freeSubscription, label: 'Free subscriptions' },
  { to: paths.crm.subadmins, label: 'Subadmins' },
  { to: paths.crm.home, label: 'Home page' },
  { to: paths.crm.rankings, label: 'Rankings page' },
  { to: paths.crm.resourcesContent, label: 'Resources page' },
  { to: paths.crm.about, label: 'About page' },
] as const;

interface AdminPageFrameProps {
  title: string;
  children?: ReactNode;
}

/** Frame of the platform admin screens (/crm/*); the admin issue fills each screen. */
export function AdminPageFrame({ title, children }: AdminPageFrameProps) {
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <Seo title={`Admin: ${title}`} noIndex />
      <nav aria-label="Admin" className="bg-slate-900 p-4 text-slate-200 lg:w-60 lg:flex-none">
        <p className="mb-4 font-bold text-white">{PRODUCT_NAME} admin</p>
        <SectionLinks sections={SECTIONS} isColumn />
      </nav>
      <main className="flex-1 p-6 lg:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <FeaturePending>This admin screen is being built.</FeaturePending>
      </main>
    </div>
  );
}
