import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { formatMoney } from '@degreeworth/core';
import { calculatorReference, MIT } from '@/testing/scenario-fixtures';
import { addCollege, calculatorRoutes } from '../testing/calculator-routes';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';

describe('/collegeSelection: a program of the college as the major', () => {
  it("offers MIT's Computer Science with its graduates and computes on their own earnings", async () => {
    stubApi(
      calculatorRoutes({
        [`GET /universities/${MIT}/calculator`]: () =>
          jsonResponse(200, collegeCalculatorWithPrograms(MIT)),
      }),
    );
    const { user } = renderWithProviders({ route: '/collegeSelection' });
    await user.selectOptions(await screen.findByLabelText('Home state'), 'MA');
    const card = await addCollege(user, MIT_NAME);
    const major = within(card).getByRole('combobox', { name: 'Major' });
    const programs = within(major).getByRole('group', {
      name: 'Programs at this college (their graduates’ earnings)',
    });
    // The college's programs come before its fields, the largest program first.
    expect(within(major).getAllByRole('option')[1]).toBe(
      within(programs).getByRole('option', { name: 'Computer Science. (817 graduates)' }),
    );
    await user.selectOptions(major, 'Computer Science. (817 graduates)');
    expect(major).toHaveAccessibleDescription(
      'Uses this program’s own graduates’ earnings (College Scorecard).',
    );
    // The salary the form starts from is the program's median 1 year after, not the college's.
    expect(within(card).getByLabelText('Expected starting salary')).toHaveValue('169,953');
    const result = await screen.findByRole('article', { name: MIT_NAME });
    expect(within(result).getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
      'Computer Science. · This program’s graduates · 4 years of college',
    );
    expect(within(result).getByText(/^Earnings after college:/)).toHaveTextContent(
      /Median earnings \$169,953 1 year after, \$242,087 5 years after/,
    );

    // Next to the program: its estimate under the federal earnings test, against the
    // high-school earnings of the college's state (no release publishes 4-year earnings).
    const ma = calculatorReference().states.find((st) => st.code === 'MA')!.baseline!;
    expect(
      within(card).getByText(/^Likely passes: its graduates’ median earnings/),
    ).toHaveTextContent(
      `Likely passes: its graduates’ median earnings 5 years after completing, $242,087, are at or above the ${formatMoney(ma)} of high-school graduates aged 25 and over in Massachusetts (ACS, 2025 dollars).`,
    );
    expect(within(card).getByText('About the earnings test')).toBeInTheDocument();

    await user.selectOptions(major, 'Engineering (33.2% of degrees)');
    // A field of study is not a program: no estimate.
    expect(within(card).queryByText(/^Likely passes/)).toBeNull();
    expect(major).toHaveAccessibleDescription(
      'A national estimate for this field: this college publishes no earnings for it.',
    );
    expect(within(result).getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
      'Engineering · National estimate · 4 years of college',
    );
  });
});
