import { Link } from 'react-router';
import { SCENARIO_MESSAGES } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { QueryError, statusOf } from '@/components/query-error';
import { useCalculatorTexts } from '../calculator-texts';

/**
 * A saved scenario that failed to load (results and edit pages): "Scenario not found." with a
 * way back for a 404, the message and a retry otherwise.
 */
export function ScenarioLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useCalculatorTexts();
  if (statusOf(error) === 404) {
    return (
      <div className="mt-6 space-y-3">
        <p className="text-slate-700">{SCENARIO_MESSAGES.notFound}</p>
        <Link to={paths.collegeSelection} className="text-emerald-800 underline underline-offset-2">
          {t('backToSelection')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-6">
      <QueryError error={error} fallback={t('scenarioLoadFailed')} onRetry={onRetry} />
    </div>
  );
}
