import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams } from 'react-router';
import { SCENARIO_MESSAGES } from '@degreeworth/core';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { selectAuthToken } from '@/lib/auth-slice';
import { authModalOpened } from '@/lib/ui-slice';
import { useGetScenarioQuery } from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';
import { QueryError, statusOf } from '@/components/query-error';
import { ScenarioEditor } from '../components/scenario-editor';
import { CardsSkeleton } from '../components/skeletons';
import { formStateOf } from '../scenario-form';
import { useCollegeFacts } from '../use-college-facts';

const linkClass = 'text-emerald-800 underline underline-offset-2';

/** /editscenario/{id} (spec §2): the college selection screen loaded with a saved scenario. */
export function EditScenarioPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken);
  const query = useGetScenarioQuery(token ? id : skipToken);
  const saved = query.currentData?.scenario;
  const facts = useCollegeFacts(saved ? saved.payload.colleges.map((c) => c.university_id) : null);

  const body = () => {
    if (!token) {
      return (
        <div className="mt-6 space-y-3">
          <p className="text-slate-700">{TEXTS.logInToEdit}</p>
          <Button onClick={() => dispatch(authModalOpened('login'))}>{TEXTS.logIn}</Button>
        </div>
      );
    }
    if (statusOf(query.error) === 404) {
      return (
        <div className="mt-6 space-y-3">
          <p className="text-slate-700">{SCENARIO_MESSAGES.notFound}</p>
          <Link to={paths.collegeSelection} className={linkClass}>
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
    if (facts.status === 'error') {
      return (
        <div className="mt-6">
          <QueryError
            error={facts.error}
            fallback={TEXTS.scenarioLoadFailed}
            onRetry={facts.retry}
          />
        </div>
      );
    }
    if (!saved || facts.status !== 'ready') return <CardsSkeleton label="Loading your scenario…" />;
    return (
      <ScenarioEditor
        key={saved.id}
        initial={formStateOf(saved.payload, facts.responses)}
        scenarioId={saved.id}
      />
    );
  };

  return (
    <PageContainer title={TEXTS.editTitle}>
      <Seo title="Edit Scenario" />
      {body()}
    </PageContainer>
  );
}
