import { useState } from 'react';
import type { ScenarioResult } from '@degreeworth/core';
import { ChartBoundary } from '@/components/chart-boundary';
import { FormAlert } from '@/components/ui/form-alert';
import { useCalculatorTexts } from '../calculator-texts';
import { colorOf } from './college-colors';
import { CollegeResult, type NpvView } from './college-result';
import { NpvToggle } from './npv-toggle';
import { ScenarioCharts } from './scenario-charts';
import { ScenarioVerdict } from './scenario-verdict';

interface ResultsComparisonProps {
  results: ScenarioResult;
  /** Dollars the amounts are in; unknown while the reference loads. */
  dollarYear: number | undefined;
  /** Above the cards: why these results are not the saved ones (changed assumptions). */
  notice?: string | null;
}

/**
 * A scenario's colleges side by side (with the NPV view toggle) and the three charts over 40
 * years: the read-only heart of a results page, for the student and for their counselors.
 */
export function ResultsComparison({ results, dollarYear, notice = null }: ResultsComparisonProps) {
  const { t } = useCalculatorTexts();
  const [view, setView] = useState<NpvView>('outcome');
  // "If I graduate" exists only where the data has graduates' own earnings.
  const graduates = results.colleges.some((c) => c.roi.ifGraduate !== null);
  return (
    <>
      <section aria-labelledby="compare-heading" className="space-y-4">
        <h2 id="compare-heading" className="text-xl font-semibold text-slate-900">
          {t('sideBySide')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('yearsCounted')} {dollarYear ? t('inDollars', { year: dollarYear }) : ''}
        </p>
        <ScenarioVerdict verdict={results.verdict} />
        {graduates && <NpvToggle value={view} onChange={setView} />}
        <FormAlert tone="info" message={notice} />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
          {results.colleges.map((c, i) => (
            <CollegeResult
              // By place: a comparison of programs may hold one college twice.
              key={i}
              result={c}
              color={colorOf(i)}
              view={graduates ? view : 'outcome'}
              isLarge
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="charts-heading" className="space-y-4">
        <h2 id="charts-heading" className="text-xl font-semibold text-slate-900">
          {t('chartsHeading')}
        </h2>
        <ChartBoundary
          name="The scenario charts"
          fallback="The charts could not be drawn. The comparison above has the same figures."
        >
          <ScenarioCharts results={results} dollarYear={dollarYear ?? 0} />
        </ChartBoundary>
      </section>
    </>
  );
}
