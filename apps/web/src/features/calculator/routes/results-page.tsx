import { useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { QueryError } from '@/components/query-error';
import { ButtonLink } from '@/components/ui/button-link';
import { useGetScenarioQuery, useGetScenariosQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { ResultsView } from '../components/results-view';
import { ScenarioLoadError } from '../components/scenario-load-error';
import { CardsSkeleton } from '../components/skeletons';

/**
 * /collegeSelection/results/{id} (signed in, the route guard sends others to /): a
 * saved scenario's results. Without an id: the newest saved scenario, or an empty state.
 */
export function ResultsPage() {
  const { t } = useCalculatorTexts();
  const { id } = useParams();
  return (
    <PageContainer title={t('resultsTitle')}>
      <Seo title={t('seoResults')} noIndex />
      {id ? <SavedResults id={id} /> : <LatestResults />}
    </PageContainer>
  );
}

function LatestResults() {
  const { t } = useCalculatorTexts();
  const list = useGetScenariosQuery();
  if (list.isError) {
    return (
      <div className="mt-6">
        <QueryError
          error={list.error}
          fallback={t('scenariosFailed')}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  if (!list.data) return <CardsSkeleton label={t('resultsLoading')} />;
  const latest = list.data.scenarios[0];
  if (!latest) {
    return (
      <div className="mt-6 space-y-4 rounded-xl border border-dashed border-slate-300 p-6">
        <p className="text-slate-700">{t('noSavedResults')}</p>
        <ButtonLink to={paths.collegeSelection}>{t('buildScenario')}</ButtonLink>
      </div>
    );
  }
  return <SavedResults id={latest.id} />;
}

function SavedResults({ id }: { id: string }) {
  const { t } = useCalculatorTexts();
  const query = useGetScenarioQuery(id);
  if (query.isError) {
    return <ScenarioLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const scenario = query.currentData?.scenario;
  if (!scenario) return <CardsSkeleton label={t('resultsLoading')} />;
  return <ResultsView key={scenario.id} scenario={scenario} />;
}
