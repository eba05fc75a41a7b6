import {
  type DistributionBin,
  type InstituteDashboardResponse,
  plural,
  ROI_DEFAULTS,
} from '@degreeworth/core';
import { Link } from 'react-router';
import { BarChart } from '@/components/chart/bar-chart';

const HORIZON_YEARS = Math.max(...ROI_DEFAULTS.horizons);
const SEE_STUDENTS = 'see the students';
const choices = (n: number) => plural(n, 'college choice');
const noFigure = (n: number) =>
  n > 0 ? ` ${choices(n)} ${n === 1 ? 'has' : 'have'} no figure: the data cannot say.` : '';

/** What the bars count, with the busiest bar: "14 college choices; the most, 6, at $0 to $100k." */
function countsInWords(bins: DistributionBin[]): string {
  const total = bins.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return 'No college choice has a figure yet.';
  const top = bins.reduce((best, b) => (b.count > best.count ? b : best));
  return `${choices(total)} in saved scenarios; the most, ${top.count}, at ${top.label}.`;
}

const barsOf = (bins: DistributionBin[]) =>
  bins.map((b) => ({
    key: `${b.from ?? 'open'}-${b.to ?? 'open'}`,
    label: b.label,
    value: b.count,
    description: `${b.label}: ${choices(b.count)}`,
  }));

// Many bins: every other one is labelled under the axis (all of them are in the table).
const isLabelled = (i: number, n: number) => n <= 8 || i % 2 === 0;

/**
 * The dashboard's two distributions over every college of every saved scenario, completion-
 * adjusted (GET /institute/dashboard): net gain at 20 years and the break-even year. What the
 * bars leave out (no figure, never breaks even) is said in words. Each bar opens the student list
 * narrowed to the students with a college in it. Loaded lazily with chart code.
 */
export function DistributionCharts({
  data,
  studentsPath,
}: {
  data: InstituteDashboardResponse;
  /** The student list's route; each bar opens it narrowed to the bar's students. */
  studentsPath: string;
}) {
  const { npv, break_even: breakEven } = data;
  const never =
    breakEven.never > 0
      ? ` ${choices(breakEven.never)} ${breakEven.never === 1 ? 'does' : 'do'} not break even within ${HORIZON_YEARS} years.`
      : '';
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <BarChart
        title="Net gain at 20 years (completion-adjusted)"
        summary={countsInWords(npv.bins) + noFigure(npv.unknown)}
        regionLabel="Net gain chart"
        xTitle="Net gain at 20 years"
        yTitle="College choices"
        bars={barsOf(npv.bins)}
        isLabelled={isLabelled}
        linkOf={(i) => `${studentsPath}?npv_bar=${i}`}
        linkWords={SEE_STUDENTS}
      />
      <BarChart
        title="Break-even year (completion-adjusted)"
        summary={countsInWords(breakEven.bins) + never + noFigure(breakEven.unknown)}
        regionLabel="Break-even chart"
        xTitle="Years after starting college"
        yTitle="College choices"
        bars={barsOf(breakEven.bins)}
        isLabelled={isLabelled}
        color="#0369a1"
        linkOf={(i) => `${studentsPath}?break_even_bar=${i}`}
        linkWords={SEE_STUDENTS}
      />
      {breakEven.never > 0 && (
        <p className="text-sm xl:col-start-2">
          <Link
            to={`${studentsPath}?break_even_bar=never`}
            className="text-emerald-800 underline underline-offset-2"
          >
            See the students whose colleges do not break even within {HORIZON_YEARS} years
          </Link>
        </p>
      )}
    </div>
  );
}
