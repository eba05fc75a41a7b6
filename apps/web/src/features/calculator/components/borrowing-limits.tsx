import { useLanguage } from '@/lib/i18n/language';
import { borrowingLabels, borrowingLines, type ScenarioCollegeResult } from '@degreeworth/core';

/**
 * The college's planned borrowing held to the federal limits: the federal loans, the parents'
 * PLUS loans, what lies above the limits and how that gap is paid. Nothing without borrowing.
 */
export function BorrowingLimits({ result: r }: { result: ScenarioCollegeResult }) {
  const language = useLanguage();
  const lines = r.roi.borrowing && borrowingLines(r.roi.borrowing, language);
  if (!lines) return null;
  const heading = borrowingLabels(language).heading;
  return (
    <section className="mt-4 text-sm" aria-label={`${heading}: ${r.name}`}>
      <h4 className="font-semibold text-slate-900">{heading}</h4>
      <dl className="mt-1 space-y-1">
        {lines.map((line) => (
          <div key={line.label} className="border-t border-slate-100 pt-1">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="font-medium break-words text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
