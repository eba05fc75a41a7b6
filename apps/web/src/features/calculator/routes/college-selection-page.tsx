import { PageContainer } from '@/components/page-container';
import { QueryError } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { useAppSelector } from '@/lib/hooks';
import { selectAuthToken } from '@/lib/auth-slice';
import { useCalculatorTexts } from '../calculator-texts';
import { DraftNotice } from '../components/draft-notice';
import { MyScenarios } from '../components/my-scenarios';
import { ScenarioEditor } from '../components/scenario-editor';
import { CardsSkeleton } from '../components/skeletons';
import { EMPTY_FORM } from '../scenario-form';
import { useRestoredDraft } from '../use-restored-draft';

/**
 * /collegeSelection: the calculator, and the saved scenarios of a signed-in user. Public:
 * a visitor builds a scenario and is asked to log in only to save it. An "Add to my scenario" link
 * (?add=…&state=…&income=…) opens it with that college, state and income band. What is typed is
 * kept in this browser until saved, and brought back when the page opens again (a reload, a
 * later visit), with a note and "Start over".
 */
export function CollegeSelectionPage() {
  const { t } = useCalculatorTexts();
  const token = useAppSelector(selectAuthToken);
  const draft = useRestoredDraft();
  const { start } = draft;

  const form = () => {
    if (start.status === 'loading') return <CardsSkeleton label={t('draftLoading')} />;
    if (start.status === 'error') {
      return (
        <div className="mt-6">
          <QueryError error={start.error} fallback={t('draftLoadFailed')} onRetry={start.retry} />
        </div>
      );
    }
    // The form stays as typed when the student logs in to save it (same key, same form).
    return (
      <ScenarioEditor
        key={draft.formKey}
        initial={start.status === 'restored' ? start.initial : EMPTY_FORM}
        readsLink
        keepsDraft
      />
    );
  };

  return (
    <PageContainer title={t('selectionTitle')} intro={t('selectionIntro')}>
      <Seo title={t('seoSelection')} />
      {token && <MyScenarios />}
      <DraftNotice
        isRestored={draft.isRestored}
        hasStartedOver={draft.hasStartedOver}
        onStartOver={draft.startOver}
      />
      {form()}
    </PageContainer>
  );
}
