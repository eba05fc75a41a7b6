import { Link } from 'react-router';
import {
  earningsTestLabel,
  formatCountOf,
  formatMoney,
  formatPercent,
  type InstituteDashboardResponse,
  type LoanAttention,
  REPAYMENT_PLAN_LABELS,
  ROI_DEFAULTS,
} from '@degreeworth/core';
import { FigureCard } from '@/components/admin/figure-card';
import { TableFrame, TD } from '@/components/admin/table-frame';
import { paths } from '@/lib/paths';
import { TEXT } from '../institute-texts';

/** "At risk", "Likely passes (all programs)" for a college-wide estimate, or no program. */
function testWords(a: LoanAttention): string {
  if (a.earnings_test === null) return 'No program chosen';
  return earningsTestLabel(a.earnings_test, a.earnings_test_scope ?? 'program');
}

const HIGH = formatPercent(ROI_DEFAULTS.debtToEarnings.highAbove);
const link = 'text-emerald-800 underline underline-offset-2';
const students = (n: number) => formatCountOf(n, 'student');

/**
 * The loan law of 1 July 2026 across the class: how many students borrow above the federal
 * limits, have a program at risk under the earnings test estimate, or would pay over 14% of
 * their starting salary, and the colleges of their saved scenarios to look at.
 */
export function LoanConcerns({
  institute,
  loans,
}: {
  institute: string;
  loans: InstituteDashboardResponse['loans'];
}) {
  return (
    <section aria-labelledby="loan-concerns" className="space-y-4">
      <div>
        <h2 id="loan-concerns" className="text-xl font-semibold text-slate-900">
          {TEXT.loansHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{TEXT.loansIntro}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          label={TEXT.loansAboveLimits}
          value={students(loans.students_above_limits)}
          note={TEXT.loansAboveLimitsNote}
        />
        <FigureCard
          label={TEXT.loansProgramAtRisk}
          value={students(loans.students_program_at_risk)}
          note={TEXT.loansProgramAtRiskNote}
        />
        <FigureCard
          label={`Loan payments over ${HIGH} of salary`}
          value={students(loans.students_high_payment)}
          note={TEXT.loansHighPaymentNote}
        />
      </dl>
      {loans.attention.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          {TEXT.loansNothing(HIGH)}
        </p>
      ) : (
        <>
          <TableFrame
            label={TEXT.loansTable}
            columns={[
              'Student',
              'Scenario',
              'College',
              'Plan',
              'Monthly payment',
              'Payment-to-income',
              'Above the limits',
              'Earnings test (estimate)',
            ]}
          >
            <tbody className="divide-y divide-slate-100">
              {loans.attention.map((a) => (
                <tr key={`${a.scenario_id}|${a.college}`}>
                  <th scope="row" className={`${TD} font-medium`}>
                    <Link to={paths.institute.student(institute, a.student_id)} className={link}>
                      {a.student_name}
                    </Link>
                  </th>
                  <td className={TD}>
                    <Link to={paths.institute.scenario(institute, a.scenario_id)} className={link}>
                      {a.scenario_name || 'Untitled scenario'}
                    </Link>
                  </td>
                  <td className={TD}>{a.college}</td>
                  <td className={TD}>
                    {a.repayment_plan === 'rap' ? 'RAP' : REPAYMENT_PLAN_LABELS.standard}
                  </td>
                  <td className={`${TD} tabular-nums`}>{formatMoney(a.monthly_payment)}</td>
                  <td className={`${TD} tabular-nums`}>
                    {a.payment_to_income === null
                      ? 'Not available'
                      : formatPercent(a.payment_to_income)}
                  </td>
                  <td className={`${TD} tabular-nums`}>
                    {a.above_limits > 0 ? formatMoney(a.above_limits) : 'None'}
                  </td>
                  <td className={TD}>{testWords(a)}</td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          {loans.attention_total > loans.attention.length && (
            <p className="text-sm text-slate-600">
              {TEXT.loansMore(loans.attention.length, loans.attention_total)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
