import { useLanguage } from '@/lib/i18n/language';
import { useParams } from 'react-router';
import { formatDate, SCENARIO_SHARE_TEXT, stateName } from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { PageContainer } from '@/components/page-container';
import { QueryError, statusOf } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';
import { useGetSharedScenarioQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { ReadOnlyResults } from '../components/read-only-results';
import { CardsSkeleton } from '../components/skeletons';

/**
 * /shared/{token} (anyone, no account): a scenario its owner shared, read-only, as the owner sees
 * its results. No edit, save or PDF; a way to build one's own. A stopped or unknown link says it
 * no longer works. Asked anew on every visit, so a stopped link never shows from the cache.
 */
export function SharedScenarioPage() {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const { token = '' } = useParams();
  const query = useGetSharedScenarioQuery(token, { refetchOnMountOrArgChange: true });
  const scenario = query.currentData?.scenario;

  let body;
  if (query.isError && statusOf(query.error) === 404) {
    body = (
      <div className="mt-6 space-y-4">
        <p className="text-lg text-slate-700">{SCENARIO_SHARE_TEXT.gone}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.collegeSelection}>{t('sharedBuildOwn')}</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            {t('sharedGoneNext')}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="mt-6">
        <QueryError
          error={query.error}
          fallback={t('sharedLoadFailed')}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else if (!scenario) {
    body = <CardsSkeleton label={t('sharedLoading')} />;
  } else {
    const state = stateName(scenario.payload.home_state) ?? scenario.payload.home_state;
    body = (
      <div className="mt-6 space-y-10">
        <header className="space-y-3">
          <h2 className="text-2xl font-semibold break-words text-slate-900">
            {scenario.name || t('untitled')}
          </h2>
          <p className="text-sm text-slate-600">
            {t('saved', { date: formatDate(scenario.updated_at, language) })} · {state}
          </p>
          <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-slate-700">{t('sharedNotice')}</p>
            <ButtonLink to={paths.collegeSelection} variant="secondary">
              {t('sharedBuildOwn')}
            </ButtonLink>
          </div>
        </header>
        <ChartBoundary name="Shared scenario results" fallback={t('sharedLoadFailed')}>
          <ReadOnlyResults scenario={scenario} />
        </ChartBoundary>
      </div>
    );
  }

  return (
    <PageContainer title={t('sharedTitle')}>
      <Seo title={t('sharedTitle')} noIndex />
      {body}
    </PageContainer>
  );
}
