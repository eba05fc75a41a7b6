import { TextWithFigures } from '@/components/figure-text';

/**
 * The one-sentence verdict on the whole comparison (core scenarioVerdict), above the results.
 * It is a polite live region, always in the page, so a screen reader hears the new verdict when
 * an edit changes the results, without being interrupted on every keystroke's other changes.
 */
export function ScenarioVerdict({ verdict }: { verdict: string | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {verdict && (
        <p className="rounded-xl border-l-4 border-slate-900 bg-slate-50 px-4 py-3 text-base font-semibold text-slate-900">
          <TextWithFigures text={verdict} />
        </p>
      )}
    </div>
  );
}
