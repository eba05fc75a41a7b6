import { useLanguage } from '@/lib/i18n/language';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  type SavedScenario,
  SCENARIO_SUCCESS,
  ScenarioAssumptionsSchema,
  formatDate,
  stateName,
} from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useGetCalculatorReferenceQuery, useUpdateScenarioMutation } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { assumptionErrorsOf } from '../form-errors';
import { type AssumptionsEntry, assumptionsEntryOf, assumptionsInputOf } from '../scenario-form';
import { useScenarioResults } from '../use-scenario-results';
import { AssumptionsFields } from './assumptions-fields';
import { CounselorComments } from './counselor-comments';
import { DataSources } from './data-sources';
import { PdfActions } from './pdf-actions';
import { ResultsComparison } from './results-comparison';
import { ShareScenario } from './share-scenario';

const linkClass = 'text-sm font-medium text-emerald-800 underline underline-offset-2';
const same = (a: AssumptionsEntry, b: AssumptionsEntry) =>
  (Object.keys(a) as (keyof AssumptionsEntry)[]).every((key) => a[key] === b[key]);

/**
 * A saved scenario's results: the SERVER's results, side by side; changed
 * assumptions (and every result in a language other than English) are recomputed in the
 * browser with the same engine until they are saved.
 */
export function ResultsView({ scenario }: { scenario: SavedScenario }) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const reference = useGetCalculatorReferenceQuery();
  const [edited, setEdited] = useState<AssumptionsEntry | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [put, saving] = useUpdateScenarioMutation();
  const { payload } = scenario;
  const saved = useMemo(() => assumptionsEntryOf(payload.assumptions), [payload.assumptions]);
  const entry = edited ?? saved;
  const isDirty = !same(entry, saved);
  const errors = assumptionErrorsOf(entry);
  const hasErrors = Object.keys(errors).length > 0;
  // Changed assumptions that pass the schema are computed in the browser until saved.
  const changed = useMemo(() => {
    if (!isDirty) return null;
    const parsed = ScenarioAssumptionsSchema.safeParse(assumptionsInputOf(entry));
    return parsed.success ? parsed.data : null;
  }, [isDirty, entry]);
  const { results, isComputedHere, facts } = useScenarioResults(scenario, changed);

  const homeBaseline =
    reference.data?.states.find((s) => s.code === payload.home_state)?.baseline ??
    (scenario.results.baseline.fromHomeState ? scenario.results.baseline.value : null);
  const dollarYear = reference.data?.dollar_year ?? results.colleges[0]?.dollar_year;

  const saveAssumptions = async () => {
    const parsed = ScenarioAssumptionsSchema.safeParse(assumptionsInputOf(entry));
    if (!parsed.success) return;
    try {
      const answer = await put({
        id: scenario.id,
        payload: { ...payload, assumptions: parsed.data },
      }).unwrap();
      toast.success(answer.message || SCENARIO_SUCCESS.updated);
      setEdited(null);
      setTouched(new Set());
    } catch (err) {
      toast.apiError(err, t('saveFailed'));
    }
  };

  return (
    <div className="mt-6 space-y-10">
      <header className="space-y-2">
        <h2 className="text-2xl font-semibold text-slate-900">{scenario.name || t('untitled')}</h2>
        <p className="text-sm text-slate-600">
          {t('saved', { date: formatDate(scenario.updated_at, language) })} ·{' '}
          {stateName(payload.home_state) ?? payload.home_state}
        </p>
        <div className="flex flex-wrap gap-4">
          <Link to={paths.editScenario(scenario.id)} className={linkClass}>
            {t('editTitle')}
          </Link>
          <Link to={paths.collegeSelection} className={linkClass}>
            {t('backToSelection')}
          </Link>
        </div>
      </header>

      <CounselorComments scenarioId={scenario.id} />

      <ResultsComparison
        results={results}
        dollarYear={dollarYear}
        notice={changed && isComputedHere ? t('unsavedAssumptions') : null}
      />

      <section aria-label={t('assumptionsHeading')}>
        <AssumptionsFields
          entry={entry}
          homeBaseline={homeBaseline}
          homeStateName={stateName(payload.home_state)}
          errorOf={(path) => (touched.has(path) ? (errors[path] ?? null) : null)}
          onTouch={(path) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path)))}
          onChange={(patch) => setEdited({ ...entry, ...patch })}
        >
          <div className="mt-4 space-y-3">
            {changed && facts.status === 'loading' && (
              <p role="status" className="text-sm text-slate-600">
                {t('factsLoading')}
              </p>
            )}
            {changed && facts.status === 'error' && <FormAlert message={t('factsFailed')} />}
            {isDirty && hasErrors && (
              <p className="text-sm text-slate-600">{t('fixAssumptions')}</p>
            )}
            <div className="flex flex-wrap gap-3">
              <Button
                onClick={() => void saveAssumptions()}
                disabled={!isDirty || hasErrors}
                isLoading={saving.isLoading}
              >
                {t('saveAssumptions')}
              </Button>
              {isDirty && (
                <Button variant="secondary" onClick={() => setEdited(null)}>
                  {t('backToSaved')}
                </Button>
              )}
            </div>
          </div>
        </AssumptionsFields>
      </section>

      <section aria-labelledby="pdf-heading" className="space-y-3">
        <h2 id="pdf-heading" className="text-xl font-semibold text-slate-900">
          {t('pdfHeading')}
        </h2>
        <PdfActions scenario={scenario} />
      </section>

      <ShareScenario scenarioId={scenario.id} />

      <DataSources sources={reference.data?.sources ?? null} results={results} />
    </div>
  );
}
