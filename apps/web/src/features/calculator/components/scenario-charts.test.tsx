import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney, type ScenarioInput } from '@degreeworth/core';
import {
  ALABAMA,
  collegeInput,
  DOLLAR_YEAR,
  MIT,
  savedScenario,
} from '@/testing/scenario-fixtures';
import { ScenarioCharts } from './scenario-charts';

const ALABAMA_NAME = 'The University of Alabama';
const MIT_NAME = 'Massachusetts Institute of Technology';

const input: ScenarioInput = {
  name: 'Plan A',
  home_state: 'AL',
  colleges: [
    collegeInput(ALABAMA, { grants: 5000, loans_per_year: 5500 }),
    collegeInput(MIT, { residency: 'out_of_state', grants: 5000, loans_per_year: 7500 }),
  ],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const results = savedScenario('sc-9', input).scenario.results;
const [alabama, mit] = results.colleges.map((c) => c.chart!);

const LOANS = `Loan balance under both plans (${DOLLAR_YEAR} dollars)`;
const WORTH = `What each path adds up to over 40 years (${DOLLAR_YEAR} dollars)`;

function draw() {
  const user = userEvent.setup();
  render(<ScenarioCharts results={results} dollarYear={DOLLAR_YEAR} />);
  const reader = (title: string) =>
    screen.getByRole('slider', { name: `Values year by year: ${title}` });
  return { user, reader };
}

/** The readout under a chart: its year and each line's name with its value, as shown. */
function readout(slider: HTMLElement) {
  const figure = slider.closest('figure')!;
  const names = within(figure)
    .queryAllByRole('term')
    .map((t) => t.textContent);
  const values = within(figure)
    .queryAllByRole('definition')
    .map((d) => d.textContent);
  return {
    year: within(figure).queryByText(/^Year \d+$/)?.textContent ?? null,
    values: names.map((name, i) => [name, values[i]]),
  };
}

const HINT =
  'Point at a chart, or Tab to it and use the arrow keys, to read the values of each year.';

describe('the scenario charts read out the values under the pointer or the keyboard', () => {
  it('shows the loan balance of each college under both plans for the year under the pointer', async () => {
    const { user, reader } = draw();
    const loans = reader(LOANS);
    const figure = loans.closest('figure')!;
    expect(within(figure).getByText(HINT)).toBeInTheDocument();

    await user.hover(loans.querySelector('[data-point="4"]')!);
    expect(readout(loans)).toEqual({
      year: 'Year 5',
      values: [
        [`${ALABAMA_NAME}: standard plan`, formatMoney(alabama![4]!.loanBalanceByPlan.standard)],
        [`${ALABAMA_NAME}: RAP`, formatMoney(alabama![4]!.loanBalanceByPlan.rap!)],
        [`${MIT_NAME}: standard plan`, formatMoney(mit![4]!.loanBalanceByPlan.standard)],
        [`${MIT_NAME}: RAP`, formatMoney(mit![4]!.loanBalanceByPlan.rap!)],
      ],
    });
    // The figures follow the standard plan: its line is the loan balance of the results.
    expect(alabama![4]!.loanBalanceByPlan.standard).toBe(alabama![4]!.loanBalance);
    // Year 5 of a 4-year degree: the loans are being repaid, so the balances are not $0.
    expect(alabama![4]!.loanBalance).toBeGreaterThan(0);
    // The year is marked on the drawing: a guide and one dot per line.
    const drawing = screen.getByRole('img', { name: LOANS });
    expect(drawing.querySelectorAll('[data-cursor] circle')).toHaveLength(4);

    await user.hover(loans.querySelector('[data-point="0"]')!);
    expect(readout(loans).year).toBe('Year 1');
    expect(readout(loans).values[2]).toEqual([
      `${MIT_NAME}: standard plan`,
      formatMoney(mit![0]!.loanBalance),
    ]);

    await user.unhover(loans);
    // The hint is back; the rows keep their place unseen (and unheard).
    expect(readout(loans)).toEqual({ year: null, values: [] });
    expect(within(figure).getByText(HINT)).toBeInTheDocument();
    expect(drawing.querySelector('[data-cursor]')).toBeNull();
  });

  it('is one Tab stop that the arrow keys move from year to year, said as the readout', async () => {
    const { user, reader } = draw();
    const worth = reader(WORTH);
    await user.tab();
    expect(worth).toHaveFocus();
    const at = (i: number) => [
      [ALABAMA_NAME, formatMoney(alabama![i]!.college)],
      [MIT_NAME, formatMoney(mit![i]!.college)],
      ['High-school path', formatMoney(alabama![i]!.highSchool)],
    ];
    expect(readout(worth)).toEqual({ year: 'Year 1', values: at(0) });
    expect(worth).toHaveAttribute('aria-valuenow', '1');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(readout(worth)).toEqual({ year: 'Year 3', values: at(2) });
    expect(worth).toHaveAttribute(
      'aria-valuetext',
      `Year 3: ${at(2)
        .map(([name, value]) => `${name} ${value}`)
        .join('; ')}.`,
    );

    await user.keyboard('{End}');
    expect(readout(worth)).toEqual({ year: 'Year 40', values: at(39) });
    await user.keyboard('{ArrowRight}{PageDown}');
    expect(readout(worth).year).toBe('Year 35');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(readout(worth).year).toBe('Year 1');

    // The break-even year of the first college is said with its values.
    const breakEven = results.colleges[0]!.roi.outcome.breakEvenYears.value!;
    await user.keyboard('{ArrowRight}'.repeat(breakEven - 1));
    const note = `${ALABAMA_NAME} breaks even in year ${breakEven}`;
    expect(within(worth.closest('figure')!).getByText(note, { selector: 'p' })).toBeVisible();
    expect(worth.getAttribute('aria-valuetext')).toMatch(new RegExp(`${note}\\.$`));

    // Leaving the chart puts the hint back; the next Tab stop is the chart's data table.
    await user.tab();
    expect(readout(worth).year).toBeNull();
    expect(screen.getAllByText('Chart data as a table')[0]!.closest('summary')).toHaveFocus();
  });
});
