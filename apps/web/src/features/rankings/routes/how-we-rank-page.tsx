import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CAUTIONS_METHOD,
  DEFAULT_RANKING_HORIZON,
  PERSONAL_VIEW_METHOD,
  RANKING_HORIZONS,
  ROI_DEFAULTS,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { DataYearsMethod } from '../components/method-years';
import { MajorsMethod } from '../components/method-majors';
import { DataLimits, JudgmentCalls } from '../components/method-limits';
import { LoanRulesMethod } from '../components/method-loans';
import { useRankingsTexts } from '../rankings-texts';

const pct = formatPercent;
const T = ROI_DEFAULTS.yearsEnrolled;
const D = ROI_DEFAULTS.yearsBeforeLeaving;

/** The sections in the page's order; their titles are the texts' `method.sections`. */
const SECTIONS = [
  'npv',
  'baseline',
  'costs',
  'earnings',
  'majors',
  'personal',
  'loans',
  'dollars',
  'years',
  'missing',
  'limits',
  'choices',
] as const;

/**
 * /rankings/method: the ROI method in plain language, the data vintage and its limits, and the
 * judgment calls 4, 5 and 9 of docs/decisions/004. Figures come from the engine's defaults in core,
 * so the page cannot drift from the numbers.
 */
export function HowWeRankPage() {
  const { t } = useRankingsTexts();
  return (
    <PageContainer title={t('method.title')} intro={t('method.intro')}>
      <Seo title={t('method.title')} keywords={t('method.seoKeywords')} />
      <nav aria-label={t('method.onThisPage')} className="mt-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map((id) => (
            <li key={id}>
              <Link
                to={{ pathname: paths.rankingsMethod, hash: id }}
                className="text-emerald-800 underline underline-offset-2"
              >
                {t(`method.sections.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 max-w-3xl space-y-10 text-slate-700">
        <Section id="npv">
          <p>
            Each college gets one number: its <strong>net present value (NPV)</strong>. Starting
            with the first year of college, we add up, year by year, how much more money a student
            has than if they had gone straight to work after high school: their earnings, minus what
            a high-school graduate earns, minus the net price while they are enrolled.
          </p>
          <p>
            Money later counts for less than money now, so each year is discounted by{' '}
            {pct(ROI_DEFAULTS.discountRate)} a year (after inflation): a dollar ten years away
            counts as about {Math.round(100 * (1 + ROI_DEFAULTS.discountRate) ** -10)} cents today.
          </p>
          <p>
            The rankings add up the first <strong>{DEFAULT_RANKING_HORIZON} years</strong> from
            entry by default and list the highest NPV first. Individual Pro can also look at{' '}
            {RANKING_HORIZONS.filter((h) => h !== DEFAULT_RANKING_HORIZON).join(', ')} years.
          </p>
          <p>
            <strong>Break-even</strong> is the first year after school in which the running total
            turns positive, counted from the first year of college: 8 years for a bachelor&apos;s
            degree means 4 years after a four-year program ends. If it never turns positive within{' '}
            {ROI_DEFAULTS.seriesYears} years, we say so.
          </p>
        </Section>

        <Section id="baseline">
          <p>
            The comparison is a high-school graduate in the college&apos;s state: the state&apos;s
            median earnings of high-school graduates from the Census Bureau&apos;s American
            Community Survey (table B20004; the newest survey we have, named under{' '}
            <Link
              to={{ pathname: paths.rankingsMethod, hash: 'years' }}
              className="text-emerald-800 underline underline-offset-2"
            >
              Which years come from which files
            </Link>
            ), restated to today&apos;s dollars. If a state&apos;s figure is missing, the national
            one is used and the college is flagged.
          </p>
          <p>
            We count those earnings in every year, the school years included, so the earnings a
            student gives up while studying are part of the cost.
          </p>
        </Section>

        <Section id="costs">
          <p>
            The cost is the college&apos;s <strong>net price</strong>: the average price paid after
            grants and scholarships, as the College Scorecard publishes it, for {T.bachelors} years
            (bachelor&apos;s), {T.associate} years (associate) or {T.certificate} year
            (certificate). Individual Pro can switch to the net price of one family income band.
          </p>
          <p>
            The rankings treat the price as paid in cash: no loans and no taxes. Your own scenario,
            in the calculator, adds loans, interest and your own numbers.
          </p>
        </Section>

        <Section id="earnings">
          <p>
            Where the data has the earnings of graduates (1 and 4 years after finishing), the result
            is <strong>completion-adjusted</strong>: the graduates&apos; path weighted by the
            completion rate, plus the students who leave without a degree (after {D.bachelors} years
            for a bachelor&apos;s, {D.associate} otherwise) and then earn what a high-school
            graduate earns.
          </p>
          <p>
            Otherwise we use <strong>entrant-based earnings</strong>: the median earnings of
            everyone who entered with federal aid, graduates and non-graduates together, 6, 8 and 10
            years after entry. The chance of not finishing is already inside those numbers, so the
            completion rate is not applied again. When only the 10-year figure is known, the earlier
            years are <strong>back-filled</strong> from it, assuming earnings grow{' '}
            {pct(ROI_DEFAULTS.earlyGrowth)} a year up to year 10. After the last known year,
            earnings stay flat, as in Georgetown CEW&apos;s method.
          </p>
          <p>
            The completion rate is the share of first-time, full-time students who finish within
            150% of the normal time (six years for a bachelor&apos;s).
          </p>
          <p>{CAUTIONS_METHOD}</p>
        </Section>

        <Section id="dollars">
          <p>
            All amounts are in <strong>constant dollars</strong> of one year, the latest year of the
            consumer price index we use (CPI-U annual averages), so colleges and years compare
            fairly. Each amount is restated from the year its dollars are in. For example,
            MIT&apos;s 2021-22 net price of $5,084 (2021 dollars) becomes {formatMoney(6040)} in
            2025 dollars, and its 10-year earnings of $143,372 (2022 dollars) become{' '}
            {formatMoney(157720)}.
          </p>
          <p>
            Each restated amount is rounded to whole dollars (halves away from zero), the figures
            the college pages show, and every calculation, the rankings&apos; and your
            scenario&apos;s, starts from those same figures, so the two agree to the dollar. The
            calculations themselves are not rounded; only the results shown are.
          </p>
        </Section>

        <Section id="years">
          <DataYearsMethod />
        </Section>

        <Section id="majors">
          <MajorsMethod />
        </Section>

        <Section id="personal">
          {PERSONAL_VIEW_METHOD.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Section>

        <Section id="loans">
          <LoanRulesMethod />
        </Section>

        <Section id="missing">
          <p>{t('method.missing')}</p>
        </Section>

        <Section id="limits">
          <DataLimits />
        </Section>

        <Section id="choices">
          <JudgmentCalls />
        </Section>
      </div>
    </PageContainer>
  );
}

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useRankingsTexts();
  const title = t(`method.sections.${id}`);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
