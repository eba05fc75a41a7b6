import type { TFunction } from 'i18next';
import { useLanguage } from '@/lib/i18n/language';
import {
  formatMoney,
  type PlanSummary,
  scenarioLabels,
  type ScenarioCollegeResult,
} from '@degreeworth/core';
import { useCalculatorTexts } from '../calculator-texts';

/** "15 years", "14.8 years", "30 years, then forgiven". */
function yearsText(p: PlanSummary, t: TFunction<'calculator'>): string {
  const years = Number.isInteger(p.years) ? String(p.years) : p.years.toFixed(1);
  const text = t('figures.planYears', { count: p.years, years });
  return p.forgiven > 0 ? t('figures.thenForgiven', { years: text }) : text;
}

/**
 * The student's loan under both federal plans side by side (the tiered standard plan and RAP),
 * the one the figures follow marked, with which costs less in today's dollars. Nothing without
 * a loan.
 */
export function RepaymentPlans({ result: r }: { result: ScenarioCollegeResult }) {
  const { t } = useCalculatorTexts();
  const language = useLanguage();
  const { roi } = r;
  if (roi.loan.borrowed === 0) return null;
  const plans = [roi.plans.standard, roi.plans.rap].filter((p): p is PlanSummary => p !== null);
  const rows: [string, (p: PlanSummary) => string][] = [
    [t('planMonthly', { year: 1 }), (p) => formatMoney(p.monthlyPayment.year1)],
    [t('planMonthly', { year: 5 }), (p) => formatMoney(p.monthlyPayment.year5)],
    [t('planMonthly', { year: 10 }), (p) => formatMoney(p.monthlyPayment.year10)],
    [t('planTotalPaid'), (p) => formatMoney(p.totalPaid)],
    [t('planYears'), (p) => yearsText(p, t)],
    [t('planForgiven'), (p) => (p.forgiven > 0 ? formatMoney(p.forgiven) : t('planNothing'))],
    [t('planPresentCost'), (p) => formatMoney(p.presentCost)],
  ];
  const cheaper = roi.cheaperPlan === null ? null : roi.plans[roi.cheaperPlan];
  const other = roi.cheaperPlan === 'rap' ? roi.plans.standard : roi.plans.rap;
  return (
    <section className="mt-4 text-sm" aria-label={`${t('plansHeading')}: ${r.name}`}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse">
          <caption className="pb-1 text-left font-semibold text-slate-900">
            {t('plansHeading')}
          </caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <td />
              {plans.map((p) => (
                <th key={p.plan} scope="col" className="px-1 pb-1 text-right font-medium">
                  {p.plan === 'rap' ? 'RAP' : scenarioLabels(language).repaymentPlan.standard}
                  {p.plan === roi.repaymentPlan && (
                    <span className="block font-normal">{t('planChosen')}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-700">
                  {label}
                </th>
                {plans.map((p) => (
                  <td
                    key={p.plan}
                    className={`px-1 py-1 text-right tabular-nums ${p.plan === roi.repaymentPlan ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                  >
                    {value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cheaper && other && (
        <p className="mt-2 text-slate-700">
          {t('planCheaper', {
            plan: scenarioLabels(language).repaymentPlan[cheaper.plan],
            cost: formatMoney(cheaper.presentCost),
            other: formatMoney(other.presentCost),
          })}
        </p>
      )}
      {roi.plans.rap === null && <p className="mt-2 text-slate-700">{t('planNoRap')}</p>}
      {roi.plans.rap && roi.plans.rap.forgiven > 0 && (
        <p className="mt-2 text-slate-700">
          {t('planForgivenTaxable', { amount: formatMoney(roi.plans.rap.forgiven) })}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('planNotes')}</p>
    </section>
  );
}
