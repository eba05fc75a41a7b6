import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { useAppSelector } from '@/lib/hooks';
import { selectAuthToken } from '@/lib/auth-slice';
import { TEXTS } from '../calculator-texts';
import { MyScenarios } from '../components/my-scenarios';
import { ScenarioEditor } from '../components/scenario-editor';
import { EMPTY_FORM } from '../scenario-form';

/**
 * /collegeSelection: the calculator, and the saved scenarios of a signed-in user. Public:
 * a visitor builds a scenario and is asked to log in only to save it. An "Add to my scenario" link
 * (?add=…&state=…&income=…) opens it with that college, state and income band.
 */
export function CollegeSelectionPage() {
  const token = useAppSelector(selectAuthToken);
  return (
    <PageContainer title={TEXTS.selectionTitle} intro={TEXTS.selectionIntro}>
      <Seo title="College Selection" />
      {token && <MyScenarios />}
      {/* The form stays as typed when the student logs in to save it. */}
      <ScenarioEditor initial={EMPTY_FORM} readsLink />
    </PageContainer>
  );
}
