import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { CenteredPanel } from '@/components/centered-panel';
import { FeaturePending } from '@/components/feature-pending';
import { Seo } from '@/components/seo';

interface AuthScreenProps {
  title: string;
  children?: ReactNode;
  pending: string;
}

/** Frame of the account screens that live outside the shared layout (spec §2). */
export function AuthScreen({ title, children, pending }: AuthScreenProps) {
  return (
    <CenteredPanel title={title}>
      <Seo title={title} noIndex />
      {children}
      <FeaturePending>{pending}</FeaturePending>
      <Link to={paths.home} className="mt-6 inline-block font-semibold text-emerald-800 underline">
        Back to home
      </Link>
    </CenteredPanel>
  );
}
