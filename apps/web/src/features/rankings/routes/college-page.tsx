import { useDeferredValue } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  collegeEarningsTestEstimate,
  FIELD_OF_STUDY_LEVEL,
  hasOwnProgramEarnings,
  type UniversityResponse,
} from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { parseReaderContext, type ReaderContext } from '@/lib/scenario-link';
import { AddToScenarioLink } from '@/components/add-to-scenario-link';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { TitledSection } from '@/components/titled-section';
import { SelectField } from '@/components/ui/select-field';
import { useGetUniversityQuery } from '../api/rankings-api';
import { NetPriceChart, NpvChart } from '../components/college-charts';
import { CostsByIncome, PriceList } from '../components/college-costs';
import { CompatibilityFigures, KeyFigures, NpvByHorizon } from '../components/college-figures';
import { CollegeMajors } from '../components/college-majors';
import { DataVintage } from '../components/data-vintage';
import { CollegeCautions } from '../components/college-cautions';
import { FlagList } from '../components/flag-list';
import { QueryError, statusOf } from '@/components/query-error';
import { TableSkeleton } from '../components/table-skeleton';
import { translateMessage, useRankingsTexts } from '../rankings-texts';

const wholeNumber = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * /rankings/college/:id?year=: one college's numbers, majors, flags and data source, and "Add to
 * my scenario". The rankings' links carry the reader's state and income band (&state=&income=),
 * which that link passes on to the calculator.
 */
export function CollegePage() {
  const { t } = useRankingsTexts();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const collegeId = wholeNumber(id);
  const year = wholeNumber(params.get('year'));
  const query = useGetUniversityQuery(collegeId ? { id: collegeId, year } : skipToken);
  // The college's figures, charts and tables render in the background, in slices between which
  // the browser stays responsive (a long render on a phone).
  const college = useDeferredValue(query.currentData);

  const status = statusOf(query.error);
  if (!collegeId || status === 404 || status === 400) {
    const message = collegeId
      ? translateMessage((query.error as { message?: string }).message ?? '')
      : t('college.notAnId', { id: id ?? '' });
    return (
      <PageContainer title={status === 400 ? t('college.title') : t('college.notFound')}>
        <Seo title={status === 400 ? t('college.title') : t('college.notFound')} />
        <p className="mt-6 text-slate-700">{message}</p>
        <div className="mt-4 flex flex-wrap gap-6">
          {status === 400 && collegeId && (
            <Link
              to={paths.college(collegeId)}
              className="text-sm text-emerald-800 underline underline-offset-2"
            >
              {t('college.showNewest')}
            </Link>
          )}
          <BackLink />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) {
    return (
      <PageContainer title={t('college.title')}>
        <Seo title={t('college.title')} />
        <div className="mt-6">
          <QueryError
            error={query.error}
            fallback={t('collegeLoadFailed')}
            onRetry={query.refetch}
          />
        </div>
        <BackLink />
      </PageContainer>
    );
  }
  if (!college) {
    return (
      <PageContainer title={t('college.title')}>
        <Seo title={t('college.title')} />
        {/* A screen tall while loading: the footer would otherwise show and then jump down
            (a layout shift Lighthouse counts against this page). */}
        <div className="mt-6 min-h-screen">
          <TableSkeleton rows={6} />
        </div>
      </PageContainer>
    );
  }
  // A new year keeps the reader's state and band in the address.
  const onYear = (y: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('year', String(y));
        return next;
      },
      { replace: true },
    );
  return <CollegeDetails college={college} context={parseReaderContext(params)} onYear={onYear} />;
}

function CollegeDetails({
  college: c,
  context,
  onYear,
}: {
  college: UniversityResponse;
  context: ReaderContext;
  onYear: (year: number) => void;
}) {
  const place = [c.city, [c.state, c.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const { t } = useRankingsTexts();
  const kind = [c.control ? t(`control.${c.control}`) : null, t(`type.${c.type}`)]
    .filter(Boolean)
    .join(' · ');
  // The earnings test's benchmark: the high-school earnings of the college's state.
  const benchmark = {
    value: c.baseline_earnings,
    state: c.state,
    surveyYear: null,
    dollarYear: c.dollar_year,
  };
  return (
    <PageContainer title={c.name} intro={[place, kind].filter(Boolean).join(' — ')}>
      <Seo title={t('college.seoTitle', { name: c.name })} />
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <BackLink />
        <AddToScenarioLink
          universityId={c.university_id}
          name={c.name}
          context={context}
          look="button"
        />
        <CollegeLinks college={c} />
      </div>
      {c.cautions.length > 0 && (
        <div className="mt-6 max-w-3xl">
          <CollegeCautions college={c} size="md" />
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('college.dataYear')}
          size="sm"
          value={String(c.year)}
          onChange={(year) => onYear(Number(year))}
        >
          {[...c.years].reverse().map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </SelectField>
        <p className="pb-2 text-sm font-medium text-slate-900">
          {t('college.dollars', { year: c.dollar_year })}
        </p>
      </div>

      <TitledSection className="mt-10" title={t('college.keyFigures')}>
        <KeyFigures college={c} />
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.valueOverTime')}>
        <p className="mb-3 max-w-3xl text-sm text-slate-600">{t('college.npvIntro')}</p>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(16rem,24rem)]">
          <NpvChart college={c} />
          <NpvByHorizon college={c} />
        </div>
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.costsByIncome')}>
        <p className="mb-3 max-w-3xl text-sm text-slate-600">{t('college.netPriceIntro')}</p>
        <div className="max-w-2xl">
          <NetPriceChart college={c} />
        </div>
        <div className="mt-6">
          <CostsByIncome college={c} />
        </div>
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.publishedPrices')}>
        <PriceList college={c} />
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.majors')}>
        <CollegeMajors
          majors={c.majors}
          programs={c.programs}
          dollarYear={c.dollar_year}
          benchmark={benchmark}
          collegeEstimate={
            !hasOwnProgramEarnings(c.programs, c.type)
              ? collegeEarningsTestEstimate(
                  c.completer_earnings,
                  FIELD_OF_STUDY_LEVEL[c.type],
                  benchmark,
                )
              : null
          }
        />
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.otherMeasures')}>
        <CompatibilityFigures college={c} />
      </TitledSection>
      <TitledSection className="mt-10" title={t('college.howBuilt')}>
        <FlagList flags={c.flags} />
      </TitledSection>
      <div className="mt-10">
        <DataVintage vintage={c.vintage} year={c.year} earningsYear={c.earnings_year} />
      </div>
    </PageContainer>
  );
}

function BackLink() {
  const { t } = useRankingsTexts();
  return (
    <Link to={paths.rankings} className="text-sm text-emerald-800 underline underline-offset-2">
      {t('college.back')}
    </Link>
  );
}

/** The college's own site and net price calculator, when the data has them. */
function CollegeLinks({ college: c }: { college: UniversityResponse }) {
  const { t } = useRankingsTexts();
  if (!c.url && !c.net_price_calculator_url) {
    return <p className="text-sm text-slate-600">{t('college.noLinks')}</p>;
  }
  const external = 'text-sm font-semibold text-emerald-800 underline underline-offset-2';
  return (
    <>
      {c.url && (
        <a href={c.url} target="_blank" rel="noopener noreferrer" className={external}>
          {t('college.website')}
        </a>
      )}
      {c.net_price_calculator_url && (
        <a
          href={c.net_price_calculator_url}
          target="_blank"
          rel="noopener noreferrer"
          className={external}
        >
          {t('college.netPriceCalculator')}
        </a>
      )}
    </>
  );
}
