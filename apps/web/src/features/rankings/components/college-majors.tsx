import {
  type UniversityResponse,
  formatCount,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { Shown } from './missing-value';

interface CollegeMajorsProps {
  majors: UniversityResponse['majors'];
  programs: UniversityResponse['programs'];
}

/**
 * Fields of study: the share of degrees by 2-digit CIP family (Scorecard PCIP*) and, when the
 * field-of-study files were imported, each program's earnings and debt.
 */
export function CollegeMajors({ majors, programs }: CollegeMajorsProps) {
  return (
    <div className="space-y-6">
      {majors.length === 0 ? (
        <p className="text-sm text-slate-600">
          The data has no breakdown of this college&apos;s degrees by field of study.
        </p>
      ) : (
        <div>
          <p className="text-sm text-slate-600">
            Share of the degrees awarded, by field (College Scorecard PCIP). These are shares of
            graduates, not earnings by major.
          </p>
          <ul className="mt-3 max-w-2xl space-y-2">
            {majors.map((m) => (
              <li key={m.cip} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span>{m.title}</span>
                  <span className="tabular-nums">{formatPercent(m.share)}</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-1.5 rounded bg-slate-100">
                  <div
                    className="h-1.5 rounded bg-emerald-600"
                    style={{ width: `${Math.min(100, m.share * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {programs.length > 0 && <ProgramsTable programs={programs} />}
    </div>
  );
}

type Program = UniversityResponse['programs'][number];

/** A money column of the programs table: its heading and the program's figure. */
interface MoneyColumn {
  heading: string;
  value: (p: Program) => number | null;
}

/**
 * The college's programs (institution × CIP × credential) as the Field of Study file publishes
 * them: graduates, earnings 1 and 5 years after completion, median debt. Earnings 4 years after
 * are published by older releases only: that column shows when a program has the figure.
 */
function ProgramsTable({ programs }: { programs: Program[] }) {
  const columns: MoneyColumn[] = [
    { heading: 'Earnings 1 year after', value: (p) => p.earnings_1yr },
    ...(programs.some((p) => p.earnings_4yr !== null)
      ? [{ heading: 'Earnings 4 years after', value: (p: Program) => p.earnings_4yr }]
      : []),
    { heading: 'Earnings 5 years after', value: (p) => p.earnings_5yr },
    { heading: 'Median debt', value: (p) => p.median_debt },
  ];
  return (
    <div role="region" aria-label="Programs" tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="pb-2 text-left text-slate-600">
          Programs with their own earnings and debt (field-of-study data). Graduates: degrees
          awarded in the two years of the program&apos;s cohort.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Program
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Graduates
            </th>
            {columns.map((c) => (
              <th key={c.heading} scope="col" className="py-2 pr-4 text-right font-semibold">
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {programs.map((p) => (
            <tr key={`${p.cip}-${p.credential_level ?? ''}`} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {p.title ?? `CIP ${p.cip}`}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">
                <Shown value={p.completers} format={formatCount} reason="not_reported" />
              </td>
              {columns.map((c) => (
                <td key={c.heading} className="py-2 pr-4 text-right tabular-nums">
                  <Shown value={c.value(p)} format={formatMoney} reason="not_reported" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
