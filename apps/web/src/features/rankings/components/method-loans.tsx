import {
  CURRENT_LOAN_RULES,
  type LoanLimit,
  formatMoney,
  formatPercent,
  ROI_DEFAULTS,
  formatDate,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useRankingsTexts } from '../rankings-texts';

const RULES = CURRENT_LOAN_RULES;
const RAP = RULES.rap!;
const LIMITS = RULES.limits!;
const TEST = RULES.earningsTest!;

/** "May 2026" style date of a rule set's start: "1 July 2026". */
function dayOf(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const FROM = dayOf(RULES.effectiveFrom);

/** "$5,500, $6,500, then $7,500 a year; $31,000 in all". */
function limitWords({ annual, aggregate }: LoanLimit): string {
  const yearly =
    annual.length === 1
      ? formatMoney(annual[0]!)
      : `${annual.slice(0, -1).map(formatMoney).join(', ')}, then ${formatMoney(annual.at(-1)!)}`;
  return `${yearly} a year; ${formatMoney(aggregate)} in all`;
}

/**
 * The federal loan rules the calculator applies, in words, read from core's rules table
 * (federal-loan-rules.ts), so the page says what the engine does and cannot drift from it.
 */
export function LoanRulesMethod() {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  // English keeps the page's own day-month order ("1 July 2026").
  const from = language === 'en' ? FROM : formatDate(`${RULES.effectiveFrom}T00:00:00Z`, language);
  const brackets = RULES.standardPlan.brackets
    .map((b) => `under ${formatMoney(b.below)}, ${b.years} years`)
    .join('; ');
  const bandTop = RAP.minimumAgi + RAP.bandWidth;
  const sources = [RULES.standardPlan, RAP, LIMITS, TEST].map((part) => part.source);
  return (
    <>
      <p>{t('loans.intro', { date: from })}</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <strong>Standard plan.</strong> Fixed monthly payments over a term set by the balance when
          repayment starts: {brackets}; otherwise {RULES.standardPlan.topYears} years.
        </li>
        <li>
          <strong>Repayment Assistance Plan (RAP).</strong> A yearly payment of{' '}
          {formatMoney(RAP.minimumYearlyPayment)} when income (AGI) is at most{' '}
          {formatMoney(RAP.minimumAgi)}; above that a share of the whole income:{' '}
          {formatPercent(RAP.ratePerBand)} up to {formatMoney(bandTop)}, one point more for each
          further {formatMoney(RAP.bandWidth)}, and {formatPercent(RAP.topRate)} above{' '}
          {formatMoney(RAP.minimumAgi + RAP.bandWidth * (RAP.topRate / RAP.ratePerBand - 1))}. The
          monthly payment is that share ÷ 12, less {formatMoney(RAP.perDependentMonthly)} for each
          dependent, and never below {formatMoney(RAP.minimumMonthly)}. Interest the payment does
          not cover is waived; when a payment lowers the balance by less than{' '}
          {formatMoney(RAP.principalMatch)}, the balance falls by {formatMoney(RAP.principalMatch)}{' '}
          (or the payment, if smaller). What is left after {RAP.forgivenessPayments} payments is
          forgiven, and outside Public Service Loan Forgiveness that counts as taxable income.
          Parent PLUS loans cannot use RAP. In a scenario, your income each year is the earnings the
          scenario projects for you.
        </li>
      </ul>
      <p>
        <strong>Borrowing limits</strong> for new borrowers: dependent undergraduates{' '}
        {limitWords(LIMITS.dependentUndergraduate)}; independent undergraduates{' '}
        {limitWords(LIMITS.independentUndergraduate)}; Parent PLUS {limitWords(LIMITS.parentPlus)}{' '}
        per student; graduate students {limitWords(LIMITS.graduate)}; professional students{' '}
        {limitWords(LIMITS.professional)}; {formatMoney(LIMITS.lifetime)} of federal student loans
        in a lifetime, Parent PLUS aside. Graduate PLUS ends for new borrowers. Borrowing above a
        limit is not a federal loan: the calculator asks your year of study and dependency status,
        lends federally only what the limits allow and warns with the amount above them. That gap is
        a private loan at the rate you enter, repaid over {ROI_DEFAULTS.loan.privateTermYears}{' '}
        years, or family money in the year it is needed; no private rate is assumed. Parent PLUS is
        repaid under the standard plan only.
      </p>
      <p>
        <strong>The earnings test.</strong> A program loses Direct Loans when the median earnings of
        its federally aided completers, {TEST.yearsAfterCompletion} years after completing, are
        below a benchmark (for undergraduate programs, what high-school graduates aged 25-34 earn in
        the state) in {TEST.failIn} of {TEST.outOf} years. The Department of Education publishes its
        first results in {TEST.firstResults}; loans stop from {TEST.earliestLossOfLoans} at the
        earliest. Programs with fewer than {TEST.minimumCompleters} completers, even pooled, are not
        measured. DegreeWorth estimates the test for each undergraduate program with its published
        earnings, against what high-school graduates aged 25 and over earn in the college&apos;s
        state (more than those aged 25-34, so the estimate errs toward &ldquo;at risk&rdquo;), and
        never calls it the official result. For a college whose programs the data does not have, it
        takes all the college&apos;s graduates together and says so.
      </p>
      <p className="text-sm">
        Sources:{' '}
        {sources.map((s, i) => (
          <span key={s.about}>
            {s.about}, {s.law}
            {i < sources.length - 1 ? '; ' : '.'}
          </span>
        ))}
      </p>
    </>
  );
}
