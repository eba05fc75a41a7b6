import { formatMoney, formatTypedPercent, type SavedScenario, stateName } from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { useGetCalculatorReferenceQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { useScenarioResults } from '../use-scenario-results';
import { PERCENTS } from './assumptions-fields';
import { DataSources } from './data-sources';
import { ResultsComparison } from './results-comparison';

/**
 * A saved scenario's results as the server computed them, with no edit, save or PDF controls:
 * what an institute's counselors read of a student's scenario, and what a share link shows. The
 * institute screens receive it from app/admin-routes.tsx, since one feature never imports another.
 */
export function ReadOnlyResults({
  scenario,
}: {
  scenario: Pick<SavedScenario, 'results' | 'payload'>;
}) {
  const { t } = useCalculatorTexts();
  const reference = useGetCalculatorReferenceQuery();
  const { payload } = scenario;
  const { results } = useScenarioResults(scenario);
  const dollarYear = reference.data?.dollar_year ?? results.colleges[0]?.dollar_year;
  const baseline = results.baseline;
  const state = stateName(payload.home_state) ?? payload.home_state;
  return (
    <div className="space-y-10">
      <ResultsComparison results={results} dollarYear={dollarYear} />
      <TitledSection title={t('assumptionsHeading')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {PERCENTS.map((key) => (
            <div key={key} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-600">{t(`assumptionFields.${key}`)}</dt>
              <dd className="font-semibold text-slate-900">
                {formatTypedPercent(payload.assumptions[key])}
              </dd>
            </div>
          ))}
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-slate-600">{t('withoutCollege')}</dt>
            <dd className="font-semibold text-slate-900">
              {baseline.value === null ? t('notAvailable') : formatMoney(baseline.value)}
              {baseline.fromHomeState && (
                <span className="block text-xs font-normal text-slate-600">
                  {t('baselineFromState', { state })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </TitledSection>
      <DataSources sources={reference.data?.sources ?? null} results={results} />
    </div>
  );
}
