import { useLocation } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';

/**
 * Any deeper path no route claims (single segments open the pricing modal instead), and a
 * three-segment path that is not a student login link.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageContainer title="Page not found">
      <Seo title="Page not found" noIndex />
      <p className="mt-4 text-lg text-slate-700">
        There is no page at <code className="break-all rounded bg-slate-100 px-1">{pathname}</code>.
        It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Back to home</ButtonLink>
        <ButtonLink to={paths.rankings} variant="secondary">
          See the college rankings
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
