import { useParams } from 'react-router';
import { formatDate, SCENARIO_SHARE_TEXT, stateName } from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { PageContainer } from '@/components/page-container';
import { QueryError, statusOf } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';
import { useGetSharedScenarioQuery } from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';
import { ReadOnlyResults } from '../components/read-only-results';
import { CardsSkeleton } from '../components/skeletons';

/**
 * /shared/{token} (anyone, no account): a scenario its owner shared, read-only, as the owner sees
 * its results. No edit, save or PDF; a way to build one's own. A stopped or unknown link says it
 * no longer works. Asked anew on every visit, so a stopped link never shows from the cache.
 */
export function SharedScenarioPage() {
  const { token = '' } = useParams();
  const query = useGetSharedScenarioQuery(token, { refetchOnMountOrArgChange: true });
  const scenario = query.currentData?.scenario;

  let body;
  if (query.isError && statusOf(query.error) === 404) {
    body = (
      <div className="mt-6 space-y-4">
        <p className="text-lg text-slate-700">{SCENARIO_SHARE_TEXT.gone}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.collegeSelection}>{TEXTS.sharedBuildOwn}</ButtonLink>
          <ButtonLink to={paths.home} variant="secondary">
            {TEXTS.sharedGoneNext}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="mt-6">
        <QueryError
          error={query.error}
          fallback={TEXTS.sharedLoadFailed}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  } else if (!scenario) {
    body = <CardsSkeleton label={TEXTS.sharedLoading} />;
  } else {
    const state = stateName(scenario.payload.home_state) ?? scenario.payload.home_state;
    body = (
      <div className="mt-6 space-y-10">
        <header className="space-y-3">
          <h2 className="text-2xl font-semibold break-words text-slate-900">
            {scenario.name || TEXTS.untitled}
          </h2>
          <p className="text-sm text-slate-600">
            Saved {formatDate(scenario.updated_at)} · {state}
          </p>
          <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-slate-700">{TEXTS.sharedNotice}</p>
            <ButtonLink to={paths.collegeSelection} variant="secondary">
              {TEXTS.sharedBuildOwn}
            </ButtonLink>
          </div>
        </header>
        <ChartBoundary name="Shared scenario results" fallback={TEXTS.sharedLoadFailed}>
          <ReadOnlyResults scenario={scenario} />
        </ChartBoundary>
      </div>
    );
  }

  return (
    <PageContainer title={TEXTS.sharedTitle}>
      <Seo title={TEXTS.sharedTitle} noIndex />
      {body}
    </PageContainer>
  );
}
