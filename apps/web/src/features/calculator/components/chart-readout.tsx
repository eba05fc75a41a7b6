import { TEXTS } from '../calculator-texts';

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
  rows: ReadoutRow[];
  /** What happens that year besides the values ("… breaks even in year 9"). */
  notes: string[];
}

/**
 * The values of the year under the pointer or keyboard focus, under the chart (never over it,
 * so it covers no line on a phone). Screen readers hear the same words from the chart's slider
 * (ChartCursor), so this box is not a live region.
 */
export function ChartReadout({ year, rows, notes }: ChartReadoutProps) {
  return (
    <div className="min-h-12 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {year === null ? (
        <p className="text-slate-600">{TEXTS.chartHint}</p>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{TEXTS.chartYear(year)}</p>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 tabular-nums">
            {rows.map((r) => (
              <div key={r.key} className="contents">
                <dt className="flex min-w-0 items-center gap-2">
                  <svg aria-hidden="true" width="10" height="10" className="shrink-0">
                    <circle cx="5" cy="5" r="5" fill={r.color} />
                  </svg>
                  <span className="min-w-0 break-words">{r.label}</span>
                </dt>
                <dd className="text-right font-medium">{r.value}</dd>
              </div>
            ))}
          </dl>
          {notes.map((n) => (
            <p key={n} className="mt-1 font-medium text-slate-900">
              {n}
            </p>
          ))}
        </>
      )}
    </div>
  );
}
