import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, type ScenarioInput } from '@degreeworth/core';
import { ALABAMA, collegeInput, savedScenario } from '@/testing/scenario-fixtures';
import { CollegeResult } from './college-result';

/** Alabama with loans, on the plan and salary given, as the server computes it. */
function resultWith(plan: 'standard' | 'rap', loans: number, salary: number | null = null) {
  const input: ScenarioInput = {
    name: 'Plans',
    home_state: 'AL',
    colleges: [collegeInput(ALABAMA, { loans_per_year: loans, starting_salary: salary })],
    assumptions: {
      discount_rate: 3,
      salary_growth: 0,
      tax_rate: 0,
      baseline_earnings: null,
      repayment_plan: plan,
      dependents: 0,
    },
  };
  return savedScenario('sc-plans', input).scenario.results.colleges[0]!;
}

const plansTable = () => screen.getByRole('table', { name: 'Repayment plans' });
const row = (label: string) =>
  within(plansTable()).getByRole('rowheader', { name: label }).closest('tr')!;
const cells = (label: string) =>
  within(row(label))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the repayment plans of a college’s results', () => {
  it('puts the standard plan and RAP side by side, marks the one the figures follow', () => {
    const r = resultWith('rap', 5_500);
    render(<CollegeResult result={r} color="#0072B2" view="outcome" />);
    const { standard, rap } = r.roi.plans;
    expect(
      within(plansTable())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Standard plan', 'RAP(your figures)']);
    expect(cells('Monthly payment, year 1 of repayment')).toEqual([
      formatMoney(standard.monthlyPayment.year1),
      formatMoney(rap!.monthlyPayment.year1),
    ]);
    expect(cells('Total paid')).toEqual([
      formatMoney(standard.totalPaid),
      formatMoney(rap!.totalPaid),
    ]);
    expect(cells('Payments in today’s dollars')).toEqual([
      formatMoney(standard.presentCost),
      formatMoney(rap!.presentCost),
    ]);
    const cheaper = r.roi.cheaperPlan === 'rap' ? rap! : standard;
    const other = r.roi.cheaperPlan === 'rap' ? standard : rap!;
    expect(screen.getByText(/costs less in today’s dollars/)).toHaveTextContent(
      `${cheaper.plan === 'rap' ? 'Repayment Assistance Plan (RAP)' : 'Standard plan'} costs less in today’s dollars: ${formatMoney(cheaper.presentCost)} against ${formatMoney(other.presentCost)}.`,
    );
    // The loan figures above follow RAP: its first payment, set by income.
    expect(screen.getByText(/at first \(RAP, by income\)$/)).toHaveTextContent(
      `${formatMoney(r.roi.loan.monthlyPayment)} at first (RAP, by income)`,
    );
  });

  it('says what is forgiven after 30 years of low payments, and that it is taxable', () => {
    const r = resultWith('rap', 12_500, 22_000);
    render(<CollegeResult result={r} color="#0072B2" view="outcome" />);
    const forgiven = r.roi.plans.rap!.forgiven;
    expect(forgiven).toBeGreaterThan(0);
    expect(cells('Years of payments')[1]).toBe('30 years, then forgiven');
    expect(cells('Forgiven at the end')).toEqual(['Nothing', formatMoney(forgiven)]);
    expect(screen.getByText(/is forgiven after 360 payments/)).toHaveTextContent(
      `Under RAP, ${formatMoney(forgiven)} is forgiven after 360 payments; outside Public Service Loan Forgiveness that counts as taxable income in the year it is forgiven.`,
    );
  });

  it('shows no plans without a loan', () => {
    render(<CollegeResult result={resultWith('standard', 0)} color="#0072B2" view="outcome" />);
    expect(screen.queryByRole('table', { name: 'Repayment plans' })).toBeNull();
  });
});
