import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type ComparedProgram,
  comparedProgramName,
  comparedProgramsParam,
  comparePrograms,
  PROGRAM_COMPARE_LIMIT,
  sameProgram,
  stateCodeOf,
} from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { NumberField } from '@/components/ui/number-field';
import { FamilyIncomeSelect, HomeStateSelect } from '../components/home-state-income-fields';
import { useLanguage } from '@/lib/i18n/language';
import { paths } from '@/lib/paths';
import { useGetCalculatorReferenceQuery } from '../api/calculator-api';
import { scenarioReferenceOf } from '../live-results';
import { useCalculatorTexts } from '../calculator-texts';
import { type CompareView, compareViewParams, parseCompareView } from '../program-compare-view';
import { useComparedFacts } from '../use-compared-facts';
import { DataSources } from '../components/data-sources';
import { ProgramComparePicker } from '../components/program-compare-picker';
import { ResultsComparison } from '../components/results-comparison';

const linkClass = 'text-emerald-800 underline underline-offset-2';

/**
 * /rankings/programs/compare: up to four programs side by side, of one college or several, with
 * the calculator's cards and charts. The comparison is the engine's personal view of each
 * program (core comparePrograms) for one home state, family income and yearly loan, all kept in
 * the address so a link reproduces it. Visitors may use it: it saves nothing.
 */
export function ProgramComparePage() {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  // Parsed once per address, so the comparison below is computed again only when it changes.
  const query = params.toString();
  const view = useMemo(() => parseCompareView(new URLSearchParams(query)), [query]);
  const reference = useGetCalculatorReferenceQuery();
  const ids = [...new Set(view.programs.map((p) => p.university_id))];
  const facts = useComparedFacts(ids);
  const responses = facts.status === 'ready' ? facts.responses : null;
  const [loansText, setLoansText] = useState(view.loans === 0 ? '' : String(view.loans));
  // Whether the loans typed do not read; its message follows the language shown.
  const [loansInvalid, setLoansInvalid] = useState(false);

  const show = (patch: Partial<CompareView>) =>
    setParams(compareViewParams({ ...view, ...patch }), { replace: true });
  // Without a chosen state, the first program's college state: there the figures are the
  // program rankings' (in-state cost, that state's high-school baseline).
  const firstState = view.programs
    .map((p) => responses?.get(p.university_id)?.facts.state)
    .find((s) => s != null);
  const homeState = view.state ?? (firstState ? stateCodeOf(firstState) : undefined) ?? '';

  const comparison = useMemo(() => {
    if (!responses || !reference.data || homeState === '' || view.programs.length === 0)
      return null;
    const ref = scenarioReferenceOf(
      reference.data,
      [...responses.values()].map((r) => r.facts),
    );
    return comparePrograms(
      view.programs,
      ref,
      { homeState, familyIncome: view.income, loansPerYear: view.loans },
      language,
    );
  }, [responses, reference.data, homeState, view, language]);

  const nameOf = (p: ComparedProgram) => {
    const college = responses?.get(p.university_id)?.facts;
    if (!college) {
      const unknown = t('compare.unknownCollege', { id: p.university_id });
      return comparedProgramName(null, p.program, unknown, language);
    }
    const title = college.programs?.find((x) => x.id === p.program)?.title ?? null;
    return comparedProgramName(title, p.program, college.name, language);
  };
  const remove = (p: ComparedProgram) =>
    show({ programs: view.programs.filter((x) => !sameProgram(x, p)) });
  const isFull = view.programs.length >= PROGRAM_COMPARE_LIMIT;

  const changeLoans = (text: string) => {
    setLoansText(text);
    const trimmed = text.trim();
    const amount = trimmed === '' ? 0 : Number(trimmed);
    if (!Number.isInteger(amount) || amount < 0 || amount > 999_999) {
      setLoansInvalid(true);
      return;
    }
    setLoansInvalid(false);
    show({ loans: amount });
  };

  return (
    <PageContainer title={t('compare.title')} intro={<p>{t('compare.intro')}</p>}>
      <Seo title={t('compare.title')} keywords={t('compare.seoKeywords')} />
      <div className="mt-8 space-y-10">
        <p className="text-sm">
          {/* The chosen programs go along, so more can be chosen there. */}
          <Link
            to={
              view.programs.length > 0
                ? `${paths.programRankings}?${new URLSearchParams({ compare: comparedProgramsParam(view.programs) })}`
                : paths.programRankings
            }
            className={linkClass}
          >
            {t('compare.toRankings')}
          </Link>
        </p>

        <section aria-labelledby="programs-heading" className="space-y-4">
          <h2 id="programs-heading" className="text-2xl font-semibold text-slate-900">
            {t('compare.programsHeading')}{' '}
            <span className="text-base font-normal text-slate-600">
              {t('compare.count', { n: view.programs.length, max: PROGRAM_COMPARE_LIMIT })}
            </span>
          </h2>
          {view.programs.length === 0 ? (
            <p className="text-slate-700">{t('compare.none')}</p>
          ) : (
            <ul className="space-y-2">
              {view.programs.map((p) => (
                <li
                  key={`${p.university_id}-${p.program}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
                >
                  <span className="min-w-0 break-words text-slate-900">
                    {responses ? nameOf(p) : t('compare.loading')}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('compare.remove', { name: responses ? nameOf(p) : p.program })}
                    onClick={() => remove(p)}
                  >
                    {t('compare.removeWord')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <ProgramComparePicker
            compared={view.programs}
            isFull={isFull}
            maxPrograms={PROGRAM_COMPARE_LIMIT}
            homeState={homeState || undefined}
            onAdd={(p) => show({ programs: [...view.programs, p] })}
          />
        </section>

        <section aria-labelledby="for-whom-heading" className="space-y-4">
          <h2 id="for-whom-heading" className="text-2xl font-semibold text-slate-900">
            {t('compare.forWhomHeading')}
          </h2>
          <div className="grid max-w-4xl gap-4 sm:grid-cols-3">
            <HomeStateSelect
              value={homeState}
              onChange={(value) => show({ state: stateCodeOf(value) ?? undefined })}
            />
            <FamilyIncomeSelect value={view.income} onChange={(income) => show({ income })} />
            <NumberField
              label={t('compare.loansPerYear')}
              name="loans_per_year"
              unit="usd"
              value={loansText}
              error={loansInvalid ? t('compare.loansError') : null}
              hint={t('compare.loansHint')}
              onChange={({ value }) => changeLoans(value)}
            />
          </div>
          <p className="max-w-3xl text-sm text-slate-600">{t('compare.sameAsRankings')}</p>
        </section>

        <CompareResults
          view={view}
          homeState={homeState}
          facts={facts}
          referenceFailed={reference.isError}
          retryReference={() => void reference.refetch()}
          comparison={comparison}
          sources={reference.data?.sources ?? null}
          dollarYear={reference.data?.dollar_year}
          nameOf={nameOf}
        />
      </div>
    </PageContainer>
  );
}

interface CompareResultsProps {
  view: CompareView;
  homeState: string;
  facts: ReturnType<typeof useComparedFacts>;
  referenceFailed: boolean;
  retryReference: () => void;
  comparison: ReturnType<typeof comparePrograms> | null;
  sources: string[] | null;
  dollarYear: number | undefined;
  nameOf: (p: ComparedProgram) => string;
}

/** The cards and charts, or why they are not there yet. */
function CompareResults({
  view,
  homeState,
  facts,
  referenceFailed,
  retryReference,
  comparison,
  sources,
  dollarYear,
  nameOf,
}: CompareResultsProps) {
  const { t } = useCalculatorTexts();
  if (view.programs.length === 0) return null;
  if (facts.status === 'error' || referenceFailed) {
    return (
      <div className="space-y-3">
        <FormAlert tone="error" message={t('compare.loadFailed')} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (facts.status === 'error') facts.retry();
            if (referenceFailed) retryReference();
          }}
        >
          {t('compare.retry')}
        </Button>
      </div>
    );
  }
  if (facts.status === 'loading' || (!comparison && homeState !== '')) {
    return (
      <p role="status" className="text-slate-600">
        {t('compare.loading')}
      </p>
    );
  }
  if (homeState === '' || !comparison)
    return <p className="text-slate-700">{t('compare.chooseState')}</p>;
  const { result, leftOut } = comparison;
  return (
    <div className="space-y-10">
      {leftOut.length > 0 && (
        <section aria-labelledby="left-out-heading" className="space-y-2">
          <h2 id="left-out-heading" className="text-lg font-semibold text-slate-900">
            {t('compare.leftOutHeading')}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {leftOut.map(({ program, reason }) => (
              <li key={`${program.university_id}-${program.program}`}>
                {t('compare.leftOut', {
                  name: nameOf(program),
                  reason: t(`compare.leftOutReasons.${reason}`),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.colleges.length > 0 && (
        <>
          <ResultsComparison results={result} dollarYear={dollarYear} />
          <DataSources sources={sources} results={result} namedByProgram />
        </>
      )}
    </div>
  );
}
