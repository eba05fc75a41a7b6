import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { FeaturePending } from '@/components/feature-pending';
import { SectionLinks } from '@/components/section-links';
import { Seo } from '@/components/seo';

interface InstitutePageFrameProps {
  title: string;
}

/** Frame of /{institute}/admin/* screens, scoped by the institute in the URL (spec §6). */
export function InstitutePageFrame({ title }: InstitutePageFrameProps) {
  const { institute = '' } = useParams();
  const sections = [
    { to: paths.institute.dashboard(institute), label: 'Dashboard' },
    { to: paths.institute.users(institute), label: 'Users' },
    { to: paths.institute.subadmins(institute), label: 'Subadmins' },
    { to: paths.institute.updatePassword(institute), label: 'Update password' },
  ];
  return (
    <div className="min-h-screen bg-slate-50">
      <Seo title={`Institute: ${title}`} noIndex />
      <header className="bg-slate-900 px-4 py-3 text-slate-200">
        <p className="font-bold text-white">{institute} admin</p>
        <nav aria-label="Institute admin" className="mt-2">
          <SectionLinks sections={sections} />
        </nav>
      </header>
      <main className="mx-auto max-w-5xl p-6 lg:p-10">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <FeaturePending>This institute admin screen is being built.</FeaturePending>
      </main>
    </div>
  );
}
