import { Link, useParams } from 'react-router';
import { SCENARIO_MESSAGES } from '@degreeworth/core';
import { paths } from '@/app/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { useGetScenarioQuery, useGetScenariosQuery } from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';
import { QueryError, statusOf } from '@/components/query-error';
import { ResultsView } from '../components/results-view';
import { CardsSkeleton } from '../components/skeletons';

/**
 * /collegeSelection/results/{id} (spec §2; signed in, the route guard sends others to /): a
 * saved scenario's results. Without an id: the newest saved scenario, or an empty state.
 */
export function ResultsPage() {
  const { id } = useParams();
  return (
    <PageContainer title={TEXTS.resultsTitle}>
      <Seo title="Results" noIndex />
      {id ? <SavedResults id={id} /> : <LatestResults />}
    </PageContainer>
  );
}

function LatestResults() {
  const list = useGetScenariosQuery();
  if (list.isError) {
    return (
      <div className="mt-6">
        <QueryError
          error={list.error}
          fallback={TEXTS.scenariosFailed}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  if (!list.data) return <CardsSkeleton label="Loading your results…" />;
  const latest = list.data.scenarios[0];
  if (!latest) {
    return (
      <div className="mt-6 space-y-4 rounded-xl border border-dashed border-slate-300 p-6">
        <p className="text-slate-700">{TEXTS.noSavedResults}</p>
        <ButtonLink to={paths.collegeSelection}>{TEXTS.buildScenario}</ButtonLink>
      </div>
    );
  }
  return <SavedResults id={latest.id} />;
}

function SavedResults({ id }: { id: string }) {
  const query = useGetScenarioQuery(id);
  if (statusOf(query.error) === 404) {
    return (
      <div className="mt-6 space-y-3">
        <p className="text-slate-700">{SCENARIO_MESSAGES.notFound}</p>
        <Link to={paths.collegeSelection} className="text-emerald-800 underline underline-offset-2">
          {TEXTS.backToSelection}
        </Link>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mt-6">
        <QueryError
          error={query.error}
          fallback={TEXTS.scenarioLoadFailed}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const scenario = query.currentData?.scenario;
  if (!scenario) return <CardsSkeleton label="Loading your results…" />;
  return <ResultsView key={scenario.id} scenario={scenario} />;
}
