import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, type ScenarioInput } from '@degreeworth/core';
import { collegeInput, MIT, savedScenario } from '@/testing/scenario-fixtures';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';
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
    const table = within(card).getByRole('table', {
      name: /^Net gain over a high-school graduate/,
    });
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

describe('what a result’s earnings rest on', () => {
  // MIT's bachelor's programs as the API adds them to its facts (Field of Study data).
  const programs = collegeCalculatorWithPrograms(MIT).facts.programs;
  const resultWith = (major: string | null) =>
    savedScenario(
      `sc-${major}`,
      { ...input, colleges: [collegeInput(MIT, { major })] },
      (facts) => ({ ...facts, programs }),
    ).scenario.results.colleges[0]!;
  const about = () => screen.getByText(/^About these figures/).closest('details')!;

  it("names a program's own graduates, with their median earnings and cohort", () => {
    const r = resultWith('11.07');
    render(<CollegeResult result={r} color="#1f77b4" view="both" />);
    const card = screen.getByRole('article', { name: r.name });
    expect(within(card).getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
      'Computer Science. · This program’s graduates · 4 years of college',
    );
    expect(about()).toHaveTextContent(
      'Earnings after college: This program’s graduates — Median earnings $169,953 1 year ' +
        'after, $242,087 5 years after (2018-19 and 2019-20 graduates; earnings of 2020 and ' +
        '2021); federal-aid recipients only.',
    );
    // The graduate's first year after college earns the program's median 1 year after.
    expect(within(card).getByText('Starting salary').nextElementSibling).toHaveTextContent(
      '$169,953',
    );
  });

  it('says "National estimate" plainly for a field the college publishes no earnings of', () => {
    const r = resultWith('11');
    render(<CollegeResult result={r} color="#1f77b4" view="both" />);
    expect(screen.getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
      'Computer And Information Sciences And Support Services · National estimate · 4 years of ' +
        'college',
    );
    expect(about()).toHaveTextContent(
      `Earnings after college: National estimate — The college’s earnings × ` +
        `${r.major!.ratio!.toFixed(2)}: graduates of this field nationally against all majors`,
    );
  });

  it('rests on all the college’s graduates without a specific major', () => {
    const r = resultWith(null);
    render(<CollegeResult result={r} color="#1f77b4" view="both" />);
    expect(screen.getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
      'No specific major · 4 years of college',
    );
    expect(about()).toHaveTextContent('Earnings after college: All the college’s graduates');
  });
});
