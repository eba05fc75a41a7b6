import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, type ScenarioInput } from '@degreeworth/core';
import { collegeInput, MIT, savedScenario } from '@/testing/scenario-fixtures';
import { CollegeResult } from './college-result';

// MIT at full price on loans, for a modest salary: its net gains stay below zero for decades.
const input: ScenarioInput = {
  name: 'In the red',
  home_state: 'AL',
  colleges: [
    collegeInput(MIT, {
      residency: 'out_of_state',
      loans_per_year: 30_000,
      starting_salary: 20_000,
    }),
  ],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const result = savedScenario('sc-red', input).scenario.results.colleges[0]!;

describe('a college’s results in the red', () => {
  it('keeps every negative figure in one piece that never wraps, in the boxes and the table', () => {
    render(<CollegeResult result={result} color="#1f77b4" view="both" isLarge />);
    const card = screen.getByRole('article', { name: result.name });
    const headline = formatMoney(result.roi.outcome.npv[20].value!);
    expect(headline).toMatch(/^−\$/);
    const negatives = within(card).getAllByText(/^−\$[\d,]+$/);
    // The headline box, the NPV table at four horizons (entrant-based earnings: one
    // completion-adjusted column, no "if I graduate" one), and the reconciliation line.
    expect(result.roi.ifGraduate).toBeNull();
    const table = within(card).getByRole('table');
    expect(within(table).getAllByText(/^−\$[\d,]+$/)).toHaveLength(4);
    expect(negatives.length).toBeGreaterThanOrEqual(1 + 4 + 1);
    for (const figure of negatives) expect(figure).toHaveClass('whitespace-nowrap');
    expect(within(card).getByText(/^Net gain at 20 years/).nextElementSibling).toHaveTextContent(
      headline,
    );
    // No tax is set: the pay left after the loan payment is pay before tax, and says so.
    expect(result.taxRate).toBe(0);
    expect(
      within(card).getByText('Left each month after the loan payment, before tax'),
    ).toBeVisible();
  });

  it('says under "About these figures" how the scenario is built, then the data’s notes', async () => {
    render(<CollegeResult result={result} color="#1f77b4" view="both" />);
    const about = screen.getByText(/^About these figures/);
    expect(about).toHaveTextContent('About these figures (4 notes)');
    const details = about.closest('details')!;
    expect(details).toHaveTextContent(
      'Your scenario starts from the college’s own figures: its cost of attendance, minus the ' +
        'grant aid students with your family income typically receive there',
    );
    expect(details).toHaveTextContent('Earnings of all entrants');
  });
});
