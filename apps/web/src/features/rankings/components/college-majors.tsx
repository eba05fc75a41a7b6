import { useLanguage } from '@/lib/i18n/language';
import { useState } from 'react';
import { Link } from 'react-router';
import {
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
import { useEarningsTestNote } from '../earnings-test-note';
import { useRankingsTexts } from '../rankings-texts';

type Texts = ReturnType<typeof useRankingsTexts>['t'];

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
  const { t } = useRankingsTexts();
  const language = useLanguage();
  const testNote = useEarningsTestNote();
  return (
    <div className="space-y-6">
      {majors.length === 0 ? (
        <p className="text-sm text-slate-600">{t('programs.noBreakdown')}</p>
      ) : (
        <div>
          <p className="text-sm text-slate-600">{t('programs.shares')}</p>
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
            <strong className="font-semibold">{t('programs.testLabel')}</strong>{' '}
            {earningsTestSentence(collegeEstimate, language)}
          </p>
          <p className="mt-2">{testNote}</p>
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
const titleOf = (t: Texts, p: Program) => p.title ?? t('programs.cip', { cip: p.cip });
/** How the credential is written; a level the data does not name is said to be unknown. */
const credentialOf = (t: Texts, p: Program) => p.credential ?? t('programs.noCredential');
/**
 * The program's title, linking to the ranking of the same field and credential at every
 * college (/rankings/programs), where the credential is known.
 */
function ProgramTitle({ program }: { program: Program }) {
  const { t } = useRankingsTexts();
  if (program.credential_level === null) return <>{titleOf(t, program)}</>;
  const query = new URLSearchParams({
    program: program.cip,
    credential: String(program.credential_level),
  });
  return (
    <Link
      to={`/rankings/programs?${query}`}
      className="text-emerald-800 underline underline-offset-2"
    >
      {titleOf(t, program)}
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
const figureColumns = (t: Texts): FigureColumn[] => [
  published(t('programs.graduates'), 'completers'),
  published(t('programs.earnings1'), 'earnings_1yr'),
  published(t('programs.earnings4'), 'earnings_4yr'),
  published(t('programs.earnings5'), 'earnings_5yr'),
  published(t('programs.medianDebt'), 'median_debt'),
  {
    key: 'monthly_payment',
    heading: t('programs.monthlyPayment'),
    value: (p) => p.monthly_payment,
    // Dollars and cents (the API sends dollars with two decimals).
    format: (v) => formatCents(v * 100),
    reason: 'monthly_payment',
  },
  {
    key: 'debt_to_earnings',
    heading: t('programs.debtToEarnings'),
    value: (p) => p.debt_to_earnings,
    format: (v) => formatPercent(v),
    reason: 'debt_to_earnings',
  },
  {
    key: 'npv_20',
    heading: t('programs.npv20'),
    value: (p) => p.npv['20'],
    format: formatMoney,
    reason: 'npv',
  },
  {
    key: 'break_even_years',
    heading: t('programs.breakEven'),
    value: (p) => p.break_even_years,
    format: formatYears,
    reason: 'break_even_years',
  },
];

/** Columns that are always shown, even when no program has the figure. */
const ALWAYS = new Set(['earnings_1yr', 'earnings_5yr', 'npv_20', 'break_even_years']);

const SORTS = [
  { key: 'file', label: 'programs.sortFile' },
  { key: 'title', label: 'programs.sortTitle' },
  { key: 'completers', label: 'programs.graduates' },
  { key: 'earnings_1yr', label: 'programs.earnings1' },
  { key: 'earnings_5yr', label: 'programs.earnings5' },
  { key: 'npv_20', label: 'programs.npv20' },
] as const;
type SortKey = (typeof SORTS)[number]['key'];

/** Every credential: the filter's value that keeps them all. */
const ALL_CREDENTIALS = '';

/**
 * The programs shown: those of `credential` whose title has `search`, in `sort` order
 * (largest first, missing last).
 */
function shownPrograms(
  t: Texts,
  columns: FigureColumn[],
  programs: Program[],
  search: string,
  credential: string,
  sort: SortKey,
): Program[] {
  const words = search.trim().toLowerCase();
  const found = programs.filter(
    (p) =>
      (credential === ALL_CREDENTIALS || credentialOf(t, p) === credential) &&
      (!words || titleOf(t, p).toLowerCase().includes(words)),
  );
  if (sort === 'file') return found;
  if (sort === 'title') {
    return [...found].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
  }
  const column = columns.find((c) => c.key === sort)!;
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
  const { t } = useRankingsTexts();
  const testNote = useEarningsTestNote();
  const testOf = (p: Program) => earningsTestEstimate(p, benchmark);
  const all = figureColumns(t);
  const [search, setSearch] = useState('');
  const [credential, setCredential] = useState(ALL_CREDENTIALS);
  const [sort, setSort] = useState<SortKey>('file');
  const columns = all.filter((c) => ALWAYS.has(c.key) || programs.some((p) => c.value(p) !== null));
  const credentials = [...new Set(programs.map((p) => credentialOf(t, p)))];
  const shown = shownPrograms(t, all, programs, search, credential, sort);
  const filtered = search.trim() !== '' || credential !== ALL_CREDENTIALS;
  const phone = usePhoneLayout();
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField label={t('programs.search')} value={search} onChange={setSearch} />
        {credentials.length > 1 && (
          <SelectField
            label={t('programs.credential')}
            size="sm"
            value={credential}
            onChange={setCredential}
          >
            <option value={ALL_CREDENTIALS}>{t('programs.allCredentials')}</option>
            {credentials.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={t('programs.sortBy')}
          size="sm"
          value={sort}
          onChange={(value) => setSort(value as SortKey)}
        >
          {SORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {t(s.label)}
            </option>
          ))}
        </SelectField>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {matchText(t, shown.length, programs.length, filtered ? search.trim() : null)}
      </p>
      {phone ? (
        <ProgramCards programs={shown} columns={columns} testOf={testOf} />
      ) : (
        <ProgramTable programs={shown} columns={columns} testOf={testOf} />
      )}
      <p className="text-sm text-slate-600">
        <strong className="font-semibold text-slate-800">{t('programs.testLabel')}</strong>{' '}
        {testNote}
      </p>
      <ProgramSources
        rows={shown}
        figures={columns}
        dollarYear={dollarYear}
        title={t('programs.sources')}
        level="h3"
      />
    </div>
  );
}

/** "12 programs", "3 of 12 programs match “nurs”", "4 of 12 programs shown". */
function matchText(t: Texts, shown: number, all: number, search: string | null): string {
  if (search === null) return t('programs.count', { count: all });
  if (search === '') return t('programs.shown', { shown, count: all });
  return t('programs.match', { shown, count: all, search });
}

interface ProgramListProps {
  programs: Program[];
  columns: FigureColumn[];
  testOf: (p: Program) => EarningsTestEstimate;
}

/** A program's figure in a column, or why it is missing (its reason, else "not reported"). */
function ProgramFigure({ program, column }: { program: Program; column: FigureColumn }) {
  const reason = column.reason ? program.reasons[column.reason] : undefined;
  return (
    <Shown value={column.value(program)} format={column.format} reason={reason ?? 'not_reported'} />
  );
}

function ProgramTable({ programs, columns, testOf }: ProgramListProps) {
  const { t } = useRankingsTexts();
  return (
    <div
      role="region"
      aria-label={t('programs.label')}
      tabIndex={0}
      className="relative overflow-x-auto"
    >
      <table className="w-full min-w-[48rem] text-sm">
        <caption className="pb-2 text-left text-slate-600">{t('programs.note')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('programs.program')}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="py-2 pr-4 text-right font-semibold">
                {c.heading}
              </th>
            ))}
            <th scope="col" className="py-2 pr-4 text-left font-semibold">
              {t('programs.testHeading')}
            </th>
          </tr>
        </thead>
        <tbody>
          {programs.map((p) => (
            <tr key={keyOf(p)} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                <ProgramTitle program={p} />
                <span className="sr-only">, </span>
                <span className="block text-xs text-slate-500">{credentialOf(t, p)}</span>
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
  const { t } = useRankingsTexts();
  return (
    <>
      <p className="text-sm text-slate-600">{t('programs.note')}</p>
      <ul aria-label={t('programs.label')} className="space-y-3">
        {programs.map((p) => (
          <li key={keyOf(p)}>
            <article
              aria-label={`${titleOf(t, p)}, ${credentialOf(t, p)}`}
              className="rounded-lg border border-slate-200 p-3 text-sm"
            >
              <h3 className="font-semibold text-slate-900">
                <ProgramTitle program={p} />
              </h3>
              <p className="text-xs text-slate-500">{credentialOf(t, p)}</p>
              <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
                {columns.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="text-slate-600">{c.heading}</dt>
                    <dd className="text-right tabular-nums">
                      <ProgramFigure program={p} column={c} />
                    </dd>
                  </div>
                ))}
                <dt className="text-slate-600">{t('programs.testHeading')}</dt>
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
