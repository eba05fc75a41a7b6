import { useState } from 'react';
import { roundHalfAwayFromZero, ROI_DEFAULTS } from '@degreeworth/core';
import { NumberField } from '@/components/ui/number-field';
import type { FieldChange } from '@/components/ui/field-types';
import { estimateLoan, type EstimateInputs } from '../loan-estimate';

const FIELDS: { name: keyof EstimateInputs; label: string; required: boolean }[] = [
  { name: 'cost_of_attendance', label: 'Cost of attendance per year', required: true },
  { name: 'grants', label: 'Grants and scholarships per year', required: false },
  { name: 'loans', label: 'Loans per year', required: false },
  { name: 'interest_rate', label: 'Interest rate', required: true },
  { name: 'years', label: 'Years to finish', required: true },
];

const usd = (x: number) =>
  roundHalfAwayFromZero(x, 0)!.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

/** The loan part of the scenario, live as the student types (engine in @degreeworth/core). */
export function LoanEstimateForm() {
  const [values, setValues] = useState<EstimateInputs>({
    cost_of_attendance: '',
    grants: '',
    loans: '',
    interest_rate: String(roundHalfAwayFromZero(ROI_DEFAULTS.loan.rate * 100, 2)),
    years: '4',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof EstimateInputs, string | null>>>({});
  const estimate = estimateLoan(values);
  const update = (name: keyof EstimateInputs) => (change: FieldChange) => {
    setValues((v) => ({ ...v, [name]: change.value }));
    setErrors((e) => ({ ...e, [name]: change.error }));
  };

  return (
    <section aria-labelledby="loan-estimate-heading" className="grid gap-6 md:grid-cols-2">
      <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} noValidate>
        <h2 id="loan-estimate-heading" className="text-xl font-semibold text-slate-900">
          Your costs and loans
        </h2>
        {FIELDS.map((f) => (
          <NumberField
            key={f.name}
            {...f}
            value={values[f.name]}
            error={errors[f.name]}
            onChange={update(f.name)}
          />
        ))}
      </form>
      <div aria-live="polite" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 className="text-xl font-semibold text-slate-900">Loan estimate</h2>
        {estimate ? (
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <dt>Net cost per year</dt>
            <dd className="text-right font-semibold">{usd(estimate.netCostPerYear)}</dd>
            <dt>Paid out of pocket per year</dt>
            <dd className="text-right font-semibold">{usd(estimate.outOfPocketPerYear)}</dd>
            <dt>Total borrowed</dt>
            <dd className="text-right font-semibold">{usd(estimate.borrowed)}</dd>
            <dt>Owed when repayment starts</dt>
            <dd className="text-right font-semibold">{usd(estimate.balanceAtRepayment)}</dd>
            <dt>Monthly payment</dt>
            <dd className="text-right text-lg font-bold">
              {usd(estimate.monthlyPayment)}{' '}
              <span className="font-normal">for {estimate.termYears} years</span>
            </dd>
            <dt>Total interest</dt>
            <dd className="text-right font-semibold">{usd(estimate.totalInterest)}</dd>
          </dl>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            Enter the cost of attendance, the interest rate and the years to finish to see your
            estimate.
          </p>
        )}
        <p className="mt-4 text-xs text-slate-600">
          Loans are drawn at the start of each year with the federal{' '}
          {ROI_DEFAULTS.loan.originationFee * 100}% origination fee; interest builds up during
          school and a {ROI_DEFAULTS.loan.graceMonths}-month grace period and is added to the
          balance; the term is the federal standard plan for that balance.
        </p>
      </div>
    </section>
  );
}
