import { useState } from 'react';
import { Link } from 'react-router';
import {
  EARNINGS_TEST_NOTE,
  type EarningsTestBenchmark,
  type EarningsTestEstimate,
  earningsTestEstimate,
  earningsTestSentence,
  type UniversityResponse,
  formatCents,
  formatCount,
  formatMoney,
  formatPercent,
  formatYears,
  type ProgramFigureKey,
} from '@degreeworth/core';
import { EarningsTestCell } from '@/components/earnings-test-cell';
import { ProgramSources } from '@/components/program-sources';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { Shown } from '@/components/missing-value';

interface CollegeMajorsProps {
  majors: UniversityResponse['majors'];
  programs: UniversityResponse['programs'];
  /** The page's dollar year: every program amount is restated to it. */
  dollarYear: number;
  /** What the earnings test estimate compares with: the state's high-school earnings. */
  benchmark: EarningsTestBenchmark;
  /**
   * The college's own estimate (all its graduates together) when the data has no program at
   * its credential with earnings; null otherwise.
   */
  collegeEstimate: EarningsTestEstimate | null;
}

/**
 * Fields of study: the share of degrees by 2-digit CIP family (Scorecard PCIP*) and, when the
 * field-of-study files were imported, each program's earnings and debt.
 */
export function CollegeMajors({
  majors,
  programs,
  dollarYear,
  benchmark,
  collegeEstimate,
}: CollegeMajorsProps) {
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
      {programs.length > 0 && (
        <ProgramsTable programs={programs} dollarYear={dollarYear} benchmark={benchmark} />
      )}
      {collegeEstimate && (
        <div
          className={`max-w-3xl rounded-md px-4 py-3 text-sm ${collegeEstimate.status === 'at_risk' ? 'border-l-4 border-amber-600 bg-amber-50 text-amber-950' : 'bg-slate-50 text-slate-700'}`}
        >
          <p>
            <strong className="font-semibold">Earnings test (estimate).</strong>{' '}
            {earningsTestSentence(collegeEstimate)}
          </p>
          <p className="mt-2">{EARNINGS_TEST_NOTE}</p>
        </div>
      )}
    </div>
  );
}

type Program = UniversityResponse['programs'][number];

/** A figure column of the programs table: heading, the program's figure, its format. */
interface FigureColumn {
  key: string;
  heading: string;
  value: (p: Program) => number | null;
  format: (value: number) => string;
  /** The reason field of a null figure (program.reasons), else "not reported". */
  reason?: string;
  /** A published figure: its source (program.sources) says whose and which dollars. */
  source?: ProgramFigureKey;
}

/** The program's title as published, else its CIP code. */
const titleOf = (p: Program) => p.title ?? `CIP ${p.cip}`;
/** How the credential is written; a level the data does not name is said to be unknown. */
const credentialOf = (p: Program) => p.credential ?? 'Credential not stated';
/**
 * The program's title, linking to the ranking of the same field and credential at every
 * college (/rankings/programs), where the credential is known.
 */
function ProgramTitle({ program }: { program: Program }) {
  if (program.credential_level === null) return <>{titleOf(program)}</>;
  const query = new URLSearchParams({
    program: program.cip,
    credential: String(program.credential_level),
  });
  return (
    <Link
      to={`/rankings/programs?${query}`}
      className="text-emerald-800 underline underline-offset-2"
    >
      {titleOf(program)}
    </Link>
  );
}

/** A college lists a CIP code once per credential. */
const keyOf = (p: Program) => `${p.cip}-${p.credential_level ?? ''}`;

/** A published amount: its reason and source are kept under its own name. */
const published = (heading: string, key: ProgramFigureKey): FigureColumn => ({
  key,
  heading,
  value: (p) => p[key],
  format: key === 'completers' ? formatCount : formatMoney,
  reason: key,
  source: key,
});

/** Every figure a program can have; columns no program has a value for are left out. */
const FIGURE_COLUMNS: FigureColumn[] = [
  published('Graduates', 'completers'),
  published('Earnings 1 year after', 'earnings_1yr'),
  published('Earnings 4 years after', 'earnings_4yr'),
  published('Earnings 5 years after', 'earnings_5yr'),
  published('Median debt', 'median_debt'),
  {
    key: 'monthly_payment',
    heading: 'Monthly payment',
    value: (p) => p.monthly_payment,
    // Dollars and cents (the API sends dollars with two decimals).
    format: (v) => formatCents(v * 100),
    reason: 'monthly_payment',
  },
  {
    key: 'debt_to_earnings',
    heading: 'Debt-to-earnings',
    value: (p) => p.debt_to_earnings,
    format: (v) => formatPercent(v),
    reason: 'debt_to_earnings',
  },
  {
    key: 'npv_20',
    heading: 'NPV at 20 years',
    value: (p) => p.npv['20'],
    format: formatMoney,
    reason: 'npv',
  },
  {
    key: 'break_even_years',
    heading: 'Break-even',
    value: (p) => p.break_even_years,
    format: formatYears,
    reason: 'break_even_years',
  },
];

/** What the programs' figures are (the table's caption; above the cards on a phone). */
const PROGRAMS_NOTE =
  'Programs with their own earnings and debt (field-of-study data). Graduates: degrees ' +
  "awarded in the two years of the program's cohort. NPV and break-even: the program's " +
  "earnings at the college's net price and completion rate, years counted from entry. " +
  "Each program's name links to the same program at other colleges, to compare them.";

/** Columns that are always shown, even when no program has the figure. */
const ALWAYS = new Set(['earnings_1yr', 'earnings_5yr', 'npv_20', 'break_even_years']);

const SORTS = [
  { key: 'file', label: 'As published' },
  { key: 'title', label: 'Program name' },
  { key: 'completers', label: 'Graduates' },
  { key: 'earnings_1yr', label: 'Earnings 1 year after' },
  { key: 'earnings_5yr', label: 'Earnings 5 years after' },
  { key: 'npv_20', label: 'NPV at 20 years' },
] as const;
type SortKey = (typeof SORTS)[number]['key'];

/** Every credential: the filter's value that keeps them all. */
const ALL_CREDENTIALS = '';

/**
 * The programs shown: those of `credential` whose title has `search`, in `sort` order
 * (largest first, missing last).
 */
function shownPrograms(
  programs: Program[],
  search: string,
  credential: string,
  sort: SortKey,
): Program[] {
  const words = search.trim().toLowerCase();
  const found = programs.filter(
    (p) =>
      (credential === ALL_CREDENTIALS || credentialOf(p) === credential) &&
      (!words || titleOf(p).toLowerCase().includes(words)),
  );
  if (sort === 'file') return found;
  if (sort === 'title') {
    return [...found].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
  }
  const column = FIGURE_COLUMNS.find((c) => c.key === sort)!;
  return [...found].sort((a, b) => {
    const [x, y] = [column.value(a), column.value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return y - x;
  });
}

/**
 * The college's programs (institution × CIP × credential) as the Field of Study file publishes
 * them: graduates, earnings 1 and 5 years after completion, median debt and its monthly payment,
 * and each program's own return (the engine's program view: NPV at 20 years, break-even). A
 * column no program has a figure for (4-year earnings, debt, in files that lack them) is left
 * out. A search box filters by title; a list sorts.
 */
function ProgramsTable({
  programs,
  dollarYear,
  benchmark,
}: {
  programs: Program[];
  dollarYear: number;
  benchmark: EarningsTestBenchmark;
}) {
  const testOf = (p: Program) => earningsTestEstimate(p, benchmark);
  const [search, setSearch] = useState('');
  const [credential, setCredential] = useState(ALL_CREDENTIALS);
  const [sort, setSort] = useState<SortKey>('file');
  const columns = FIGURE_COLUMNS.filter(
    (c) => ALWAYS.has(c.key) || programs.some((p) => c.value(p) !== null),
  );
  const credentials = [...new Set(programs.map(credentialOf))];
  const shown = shownPrograms(programs, search, credential, sort);
  const filtered = search.trim() !== '' || credential !== ALL_CREDENTIALS;
  const phone = usePhoneLayout();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField label="Search programs" value={search} onChange={setSearch} />
        {credentials.length > 1 && (
          <SelectField label="Credential" size="sm" value={credential} onChange={setCredential}>
            <option value={ALL_CREDENTIALS}>All credentials</option>
            {credentials.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label="Sort programs by"
          size="sm"
          value={sort}
          onChange={(value) => setSort(value as SortKey)}
        >
          {SORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {matchText(shown.length, programs.length, filtered ? search.trim() : null)}
      </p>
      {phone ? (
        <ProgramCards programs={shown} columns={columns} testOf={testOf} />
      ) : (
        <ProgramTable programs={shown} columns={columns} testOf={testOf} />
      )}
      <p className="text-sm text-slate-600">
        <strong className="font-semibold text-slate-800">Earnings test (estimate).</strong>{' '}
        {EARNINGS_TEST_NOTE}
      </p>
      <ProgramSources
        rows={shown}
        figures={columns}
        dollarYear={dollarYear}
        title="Where the program figures come from"
        level="h3"
      />
    </div>
  );
}

/** "12 programs", "3 of 12 programs match “nurs”", "4 of 12 programs shown". */
function matchText(shown: number, all: number, search: string | null): string {
  const noun = (n: number) => (n === 1 ? 'program' : 'programs');
  if (search === null) return `${all} ${noun(all)}`;
  if (search === '') return `${shown} of ${all} ${noun(all)} shown`;
  return `${shown} of ${all} ${noun(all)} match “${search}”`;
}

interface ProgramListProps {
  programs: Program[];
  columns: FigureColumn[];
  testOf: (p: Program) => EarningsTestEstimate;
}

const TEST_HEADING = 'Earnings test (estimate)';

/** A program's figure in a column, or why it is missing (its reason, else "not reported"). */
function ProgramFigure({ program, column }: { program: Program; column: FigureColumn }) {
  const reason = column.reason ? program.reasons[column.reason] : undefined;
  return (
    <Shown value={column.value(program)} format={column.format} reason={reason ?? 'not_reported'} />
  );
}

function ProgramTable({ programs, columns, testOf }: ProgramListProps) {
  return (
    <div role="region" aria-label="Programs" tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="pb-2 text-left text-slate-600">{PROGRAMS_NOTE}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Program
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-4 text-right font-semibold">
                {c.heading}
              </th>
            ))}
            <th scope="col" className="py-2 pr-4 text-left font-semibold">
              {TEST_HEADING}
            </th>
          </tr>
        </thead>
        <tbody>
          {programs.map((p) => (
            <tr key={keyOf(p)} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <ProgramTitle program={p} />
                <span className="sr-only">, </span>
                <span className="block text-xs text-slate-500">{credentialOf(p)}</span>
              </th>
              {columns.map((c) => (
                <td key={c.key} className="py-2 pr-4 text-right tabular-nums">
                  <ProgramFigure program={p} column={c} />
                </td>
              ))}
              <td className="py-2 pr-4 text-left">
                <EarningsTestCell estimate={testOf(p)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card per program on a phone, where the table would not fit: the same figures as a list. */
function ProgramCards({ programs, columns, testOf }: ProgramListProps) {
  return (
    <>
      <p className="text-sm text-slate-600">{PROGRAMS_NOTE}</p>
      <ul aria-label="Programs" className="space-y-3">
        {programs.map((p) => (
          <li key={keyOf(p)}>
            <article
              aria-label={`${titleOf(p)}, ${credentialOf(p)}`}
              className="rounded-lg border border-slate-200 p-3 text-sm"
            >
              <h3 className="font-semibold text-slate-900">
                <ProgramTitle program={p} />
              </h3>
              <p className="text-xs text-slate-500">{credentialOf(p)}</p>
              <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
                {columns.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="text-slate-600">{c.heading}</dt>
                    <dd className="text-right tabular-nums">
                      <ProgramFigure program={p} column={c} />
                    </dd>
                  </div>
                ))}
                <dt className="text-slate-600">{TEST_HEADING}</dt>
                <dd className="text-right">
                  <EarningsTestCell estimate={testOf(p)} />
                </dd>
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
