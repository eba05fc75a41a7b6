import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SCENARIO_ASSUMPTIONS,
  formatMoney,
  GAP_FAMILY_MONEY,
  type ScenarioInput,
} from '@degreeworth/core';
import { ALABAMA, collegeInput, savedScenario } from '@/testing/scenario-fixtures';
import { assumptionsEntryOf } from '../scenario-form';
import { AssumptionsFields } from './assumptions-fields';
import { CollegeResult } from './college-result';

/** Alabama with the student's and the parents' loans given, as the server computes it. */
function resultWith(
  loans: number,
  parentPlus: number,
  assumptions: Partial<ScenarioInput['assumptions']> = {},
) {
  const input: ScenarioInput = {
    name: 'Limits',
    home_state: 'AL',
    colleges: [collegeInput(ALABAMA, { loans_per_year: loans, parent_plus_per_year: parentPlus })],
    assumptions: { ...DEFAULT_SCENARIO_ASSUMPTIONS, ...assumptions },
  };
  return savedScenario('sc-limits', input).scenario.results.colleges[0]!;
}

const box = (name: string) =>
  screen.getByRole('region', { name: `Federal borrowing limits: ${name}` });
const valueOf = (name: string, label: string) =>
  within(box(name)).getByText(label).nextElementSibling?.textContent;

describe('the federal borrowing limits of a college’s results', () => {
  it('warns and shows the gap when $7,500 a year is planned from the first year', () => {
    const r = resultWith(7_500, 0);
    render(<CollegeResult result={r} color="#0072B2" view="outcome" />);
    const warning = screen.getByText(/^Borrowing is above the federal limits/).closest('li')!;
    expect(warning).toHaveTextContent(
      'Warning: Borrowing is above the federal limits: $3,000 of the planned loans must come ' +
        'from a private loan or family money',
    );
    expect(valueOf(r.name, 'Federal student loans')).toBe(
      '$27,000 (limits: $5,500, $6,500, then $7,500 a year, $31,000 in all)',
    );
    expect(valueOf(r.name, 'Above the federal limits')).toBe(
      '$3,000 (year 1: $2,000, year 2: $1,000; the yearly limit)',
    );
    expect(valueOf(r.name, 'How the gap is paid')).toBe(GAP_FAMILY_MONEY);
  });

  it('shows Parent PLUS and the private loan at the rate the student entered', () => {
    const r = resultWith(5_500, 25_000, { private_loan_rate: 10 });
    render(<CollegeResult result={r} color="#0072B2" view="outcome" />);
    const plus = r.roi.borrowing!.parentPlusLoan!;
    expect(valueOf(r.name, 'Parent PLUS loans')).toBe(
      `$65,000 at 8.94% (limits: $20,000 a year, $65,000 in all); standard plan only: ` +
        `${formatMoney(plus.monthlyPayment)} a month for ${plus.termYears} years`,
    );
    // The student's $5,500 is within the limits: only the parents' $35,000 above theirs is a
    // private loan, and it is theirs.
    expect(r.roi.borrowing!.privateLoan).toBeNull();
    const priv = r.roi.borrowing!.parentPrivateLoan!;
    expect(priv.borrowed).toBe(35_000);
    expect(valueOf(r.name, 'How the gap is paid')).toBe(
      `Your parents’ private loan at 10%: ${formatMoney(priv.monthlyPayment)} a month for ` +
        `10 years, ${formatMoney(priv.totalPaid)} in all`,
    );
  });

  it('shows nothing without borrowing, and no warning within the limits', () => {
    const { unmount } = render(
      <CollegeResult result={resultWith(0, 0)} color="#0072B2" view="outcome" />,
    );
    expect(screen.queryByRole('region', { name: /^Federal borrowing limits/ })).toBeNull();
    unmount();
    render(<CollegeResult result={resultWith(5_500, 0)} color="#0072B2" view="outcome" />);
    expect(screen.queryByText(/^Borrowing is above the federal limits/)).toBeNull();
  });
});

describe('the loan limit fields of the assumptions', () => {
  it('edits the year of study, the status and the rates, each with its hint', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AssumptionsFields
        entry={assumptionsEntryOf(DEFAULT_SCENARIO_ASSUMPTIONS)}
        homeBaseline={null}
        homeStateName={null}
        errorOf={() => null}
        onChange={onChange}
        onTouch={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Federal loan limits' });
    expect(within(group).getByLabelText('Parent PLUS rate')).toHaveValue('8.94');
    expect(within(group).getByLabelText('Private loan rate')).toHaveValue('');
    await user.selectOptions(within(group).getByLabelText('Level of study'), 'Graduate');
    expect(onChange).toHaveBeenLastCalledWith({ study_level: 'graduate' });
    await user.selectOptions(within(group).getByLabelText('Year of study when starting'), '3');
    expect(onChange).toHaveBeenLastCalledWith({ year_of_study: '3' });
    await user.selectOptions(
      within(group).getByLabelText('Dependency status'),
      'Independent student',
    );
    expect(onChange).toHaveBeenLastCalledWith({ dependency: 'independent' });
    await user.type(within(group).getByLabelText('Private loan rate'), '9');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ private_loan_rate: '9' });
    expect(within(group).getByLabelText('Private loan rate')).toHaveAccessibleDescription(
      'Only if you would borrow above the federal limits. Empty: family money pays it, as needed.',
    );
  });
});
