import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { selectAuthToken } from '@/lib/auth-slice';
import { authModalOpened } from '@/lib/ui-slice';
import { useGetScenarioQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { ScenarioEditor } from '../components/scenario-editor';
import { ScenarioLoadError } from '../components/scenario-load-error';
import { CardsSkeleton } from '../components/skeletons';
import { formStateOf } from '../scenario-form';
import { useCollegeFacts } from '../use-college-facts';

/** /editscenario/{id}: the college selection screen loaded with a saved scenario. */
export function EditScenarioPage() {
  const { t } = useCalculatorTexts();
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
          <p className="text-slate-700">{t('logInToEdit')}</p>
          <Button onClick={() => dispatch(authModalOpened('login'))}>{t('logIn')}</Button>
        </div>
      );
    }
    if (query.isError) {
      return <ScenarioLoadError error={query.error} onRetry={() => void query.refetch()} />;
    }
    if (facts.status === 'error')
      return <ScenarioLoadError error={facts.error} onRetry={facts.retry} />;
    if (!saved || facts.status !== 'ready') return <CardsSkeleton label={t('scenarioLoading')} />;
    return (
      <ScenarioEditor
        key={saved.id}
        initial={formStateOf(saved.payload, facts.responses)}
        scenarioId={saved.id}
      />
    );
  };

  return (
    <PageContainer title={t('editTitle')}>
      <Seo title={t('seoEdit')} />
      {body()}
    </PageContainer>
  );
}
