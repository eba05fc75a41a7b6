import {
  CURRENT_LOAN_RULES,
  type LoanLimit,
  formatMoney,
  formatPercent,
  ROI_DEFAULTS,
  formatDate,
  formatDayMonthYear,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { Trans } from '@/lib/i18n';
import { useRankingsTexts } from '../rankings-texts';
import { BOLD, bracketWords } from '../method-texts';

const RULES = CURRENT_LOAN_RULES;
const RAP = RULES.rap!;
const LIMITS = RULES.limits!;
const TEST = RULES.earningsTest!;

type Texts = ReturnType<typeof useRankingsTexts>['t'];

/** "$5,500, $6,500, then $7,500 a year; $31,000 in all". */
function limitWords(t: Texts, { annual, aggregate }: LoanLimit): string {
  const yearly =
    annual.length === 1
      ? formatMoney(annual[0]!)
      : t('loanRules.limitSteps', {
          first: annual.slice(0, -1).map(formatMoney).join(', '),
          last: formatMoney(annual.at(-1)!),
        });
  return t('loanRules.limit', { yearly, total: formatMoney(aggregate) });
}

/**
 * The federal loan rules the calculator applies, in words, read from core's rules table
 * (federal-loan-rules.ts), so the page says what the engine does and cannot drift from it.
 */
export function LoanRulesMethod() {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  // English keeps the page's own day-month order ("1 July 2026"). Neither uses Intl, whose first
  // use costs a phone tens of milliseconds of its main thread.
  const start = `${RULES.effectiveFrom}T00:00:00Z`;
  const from = language === 'en' ? formatDayMonthYear(start) : formatDate(start, language);
  const bandTop = RAP.minimumAgi + RAP.bandWidth;
  const sources = [RULES.standardPlan, RAP, LIMITS, TEST].map((part) => part.source);
  return (
    <>
      <p>{t('loans.intro', { date: from })}</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <Trans
            t={t}
            i18nKey="loanRules.standard"
            values={{
              brackets: bracketWords(t, RULES.standardPlan.brackets),
              topYears: RULES.standardPlan.topYears,
            }}
            components={BOLD}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="loanRules.rap"
            values={{
              minPayment: formatMoney(RAP.minimumYearlyPayment),
              minAgi: formatMoney(RAP.minimumAgi),
              rate: formatPercent(RAP.ratePerBand),
              bandTop: formatMoney(bandTop),
              bandWidth: formatMoney(RAP.bandWidth),
              topRate: formatPercent(RAP.topRate),
              topFrom: formatMoney(
                RAP.minimumAgi + RAP.bandWidth * (RAP.topRate / RAP.ratePerBand - 1),
              ),
              perDependent: formatMoney(RAP.perDependentMonthly),
              minMonthly: formatMoney(RAP.minimumMonthly),
              match: formatMoney(RAP.principalMatch),
              payments: RAP.forgivenessPayments,
            }}
            components={BOLD}
          />
        </li>
      </ul>
      <p>
        <Trans
          t={t}
          i18nKey="loanRules.limits"
          values={{
            dependent: limitWords(t, LIMITS.dependentUndergraduate),
            independent: limitWords(t, LIMITS.independentUndergraduate),
            parentPlus: limitWords(t, LIMITS.parentPlus),
            graduate: limitWords(t, LIMITS.graduate),
            professional: limitWords(t, LIMITS.professional),
            lifetime: formatMoney(LIMITS.lifetime),
            privateYears: ROI_DEFAULTS.loan.privateTermYears,
          }}
          components={BOLD}
        />
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="loanRules.test"
          values={{
            years: TEST.yearsAfterCompletion,
            failIn: TEST.failIn,
            outOf: TEST.outOf,
            firstResults: t('loanRules.firstResults'),
            earliest: t('loanRules.earliest'),
            minCompleters: TEST.minimumCompleters,
          }}
          components={BOLD}
        />
      </p>
      <p className="text-sm">
        {t('loanRules.sources')}{' '}
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
