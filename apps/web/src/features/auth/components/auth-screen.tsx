import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CenteredPanel } from '@/components/centered-panel';
import { Seo } from '@/components/seo';
import { useAuthTexts } from '../auth-texts';

interface AuthScreenProps {
  title: string;
  children?: ReactNode;
}

/** Frame of the account screens that live outside the shared layout. */
export function AuthScreen({ title, children }: AuthScreenProps) {
  const { t } = useAuthTexts();
  return (
    <CenteredPanel title={title}>
      <Seo title={title} noIndex />
      <div className="mt-2">{children}</div>
      <Link to={paths.home} className="mt-6 inline-block font-semibold text-emerald-800 underline">
        {t('backToHome')}
      </Link>
    </CenteredPanel>
  );
}
