import { useCalculatorTexts } from '../calculator-texts';

export interface ReadoutRow {
  key: string;
  label: string;
  color: string;
  /** The value in its display format ("$12,345"). */
  value: string;
}

interface ChartReadoutProps {
  /** The year being read, or null when no point is: then the readout says how to read one. */
  year: number | null;
  /**
   * Each line's name and value that year. With no year they are still given (any year's) and
   * kept in place unseen, so the box keeps its height.
   */
  rows: ReadoutRow[];
  /** What happens that year besides the values ("… breaks even in year 9"). */
  notes: string[];
}

/**
 * The values of the year under the pointer or keyboard focus, under the chart (never over it,
 * so it covers no line on a phone). Screen readers hear the same words from the chart's slider
 * (ChartCursor), so this box is not a live region. The box is as tall with a year as without:
 * the hint and the year share one place, and the rows stay (hidden) when no year is read, so
 * what is under the chart does not move when the pointer leaves it (a click on the data table's
 * summary would otherwise land on whatever moved under the pointer).
 */
export function ChartReadout({ year, rows, notes }: ChartReadoutProps) {
  const { t } = useCalculatorTexts();
  const reading = year !== null;
  return (
    <div className="min-h-12 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      <div className="grid">
        <p
          className={`col-start-1 row-start-1 text-slate-600 ${reading ? 'invisible' : ''}`}
          aria-hidden={reading || undefined}
        >
          {t('chartHint')}
        </p>
        {reading && (
          <p className="col-start-1 row-start-1 font-semibold text-slate-900">
            {t('chartYear', { year })}
          </p>
        )}
      </div>
      <dl
        className={`mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 tabular-nums ${reading ? '' : 'invisible'}`}
        aria-hidden={!reading || undefined}
      >
        {rows.map((r) => (
          <div key={r.key} className="contents">
            <dt className="flex min-w-0 items-center gap-2">
              <svg aria-hidden="true" width="10" height="10" className="shrink-0">
                <circle cx="5" cy="5" r="5" fill={r.color} />
              </svg>
              <span className="min-w-0 break-words">{r.label}</span>
            </dt>
            <dd className="text-right font-medium whitespace-nowrap">{r.value}</dd>
          </div>
        ))}
      </dl>
      {reading &&
        notes.map((n) => (
          <p key={n} className="mt-1 font-medium text-slate-900">
            {n}
          </p>
        ))}
    </div>
  );
}
