import { Link } from 'react-router';
import { type DataVintage as Vintage, formatDate } from '@degreeworth/core';
import { paths } from '@/lib/paths';

interface DataVintageProps {
  vintage: Vintage;
  /** The ranking (data) year the figures are for. */
  year: number;
  /** Year of the earnings cohort's file, when known. */
  earningsYear?: number | null;
  showMethodLink?: boolean;
}

/**
 * Where the figures come from: source, files, earnings cohort, the dollars and the CPI and ACS
 * tables in use, and the import date.
 */
export function DataVintage({
  vintage,
  year,
  earningsYear,
  showMethodLink = true,
}: DataVintageProps) {
  return (
    <section aria-label="Data source" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <h2 className="font-semibold text-slate-900">Data source and vintage</h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-medium">Source</dt>
        <dd>{vintage.source}</dd>
        <dt className="font-medium">Data year</dt>
        <dd>
          {year} (the academic year {year - 1}–{String(year).slice(2)})
        </dd>
        <dt className="font-medium">Files</dt>
        <dd className="break-words">{vintage.files.length > 0 ? vintage.files.join(', ') : '—'}</dd>
        <dt className="font-medium">Earnings</dt>
        <dd>
          {vintage.earnings_cohort ?? 'No earnings cohort recorded'}
          {earningsYear ? ` (from the ${earningsYear} file)` : ''}
        </dd>
        <dt className="font-medium">Dollars</dt>
        <dd>
          All amounts in {vintage.dollar_year} dollars
          {vintage.cpi &&
            `, restated with the CPI-U annual averages ${vintage.cpi.first_year}–${vintage.cpi.last_year} ` +
              '(U.S. Bureau of Labor Statistics)'}
        </dd>
        {vintage.acs && (
          <>
            <dt className="font-medium">Without college</dt>
            <dd>
              Median earnings of high-school graduates by state, American Community Survey{' '}
              {vintage.acs.survey_year}, table B20004
            </dd>
          </>
        )}
        {Date.parse(vintage.imported_at) > 0 && (
          <>
            <dt className="font-medium">Imported</dt>
            <dd>{formatDate(vintage.imported_at)}</dd>
          </>
        )}
      </dl>
      {showMethodLink && (
        <p className="mt-3">
          <Link to={paths.rankingsMethod} className="text-emerald-800 underline underline-offset-2">
            How we rank: the method, the data and its limits
          </Link>
        </p>
      )}
    </section>
  );
}
