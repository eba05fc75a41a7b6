import { useLocation } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * Any deeper path no route claims (single segments open the pricing modal instead), and a
 * three-segment path that is not a student login link.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <PageContainer title={t('notFound.title')}>
      <Seo title={t('notFound.title')} noIndex />
      <p className="mt-4 text-lg text-slate-700">
        {t('notFound.noPage')}{' '}
        <code className="break-all rounded bg-slate-100 px-1">{pathname}</code>.{' '}
        {t('notFound.moved')}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={paths.rankings} variant="secondary">
          {t('notFound.rankings')}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
