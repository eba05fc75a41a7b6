import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCENARIO_MESSAGES, type ScenarioInput } from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ALABAMA, collegeCalculator, savedScenario } from '@/testing/scenario-fixtures';
import { calculatorRoutes, emptyList, userRoutes } from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';
const alabama = collegeCalculator(ALABAMA).facts;

const input: ScenarioInput = {
  name: 'Close to home',
  home_state: 'AL',
  colleges: [
    {
      university_id: ALABAMA,
      residency: 'in_state',
      housing: 'off_campus',
      years_to_finish: 5,
      major: '52',
      cost_of_attendance: 24000,
      grants: 3000,
      scholarships: 0,
      family_contribution: 0,
      savings: 0,
      loans_per_year: 5500,
      interest_rate: 5.5,
      loan_term: 10,
      starting_salary: 48000,
    },
  ],
  assumptions: { discount_rate: 3, salary_growth: 1, tax_rate: 0, baseline_earnings: null },
};
const saved = savedScenario('sc-1', input);

describe('/editscenario/{id}', () => {
  it('loads the saved scenario into the form and saves the changes with PUT', async () => {
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes(emptyList()),
      'GET /scenario/sc-1': () => jsonResponse(200, saved),
      'PUT /scenario/sc-1': (body) =>
        jsonResponse(200, {
          ...savedScenario('sc-1', body as ScenarioInput),
          message: 'Scenario updated.',
        }),
    });
    const { user, router } = renderWithProviders({
      route: '/editscenario/sc-1',
      preloadedState: signedIn(),
    });
    const card = await screen.findByRole('group', { name: ALABAMA_NAME });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit scenario');
    expect(screen.getByLabelText('Scenario name (optional)')).toHaveValue('Close to home');
    expect(screen.getByLabelText('Home state')).toHaveValue('AL');
    const f = (label: string) => within(card).getByLabelText(label);
    expect(f('Housing')).toHaveValue('off_campus');
    expect(f('Years to finish')).toHaveValue('5');
    expect(f('Major')).toHaveValue('52');
    expect(f('Cost of attendance per year')).toHaveValue('24,000');
    expect(
      within(card).getByRole('button', { name: 'Reset to data: cost of attendance' }),
    ).toBeInTheDocument();
    expect(f('Grants per year')).toHaveValue('3,000');
    expect(within(card).getByRole('button', { name: 'Reset to data: grants' })).toBeInTheDocument();
    expect(f('Interest rate')).toHaveValue('5.5');
    expect(f('Loan term')).toHaveValue('10');
    expect(f('Expected starting salary')).toHaveValue('48,000');
    expect(screen.getByLabelText('Salary growth per year (%)')).toHaveValue('1');

    await user.clear(f('Loans per year'));
    await user.type(f('Loans per year'), '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/collegeSelection/results/sc-1'),
    );
    const [put] = callsTo(fetchMock, 'PUT /scenario/sc-1');
    // Saved before the plan and the loan limits' fields existed: saved again with the standard
    // plan, no dependents, a first-year dependent student, no Parent PLUS and no private rate.
    expect(put!.body).toEqual({
      ...input,
      family_income: 'all',
      colleges: [{ ...input.colleges[0], loans_per_year: 6000, parent_plus_per_year: 0 }],
      assumptions: {
        ...input.assumptions,
        repayment_plan: 'standard',
        dependents: 0,
        study_level: 'undergraduate',
        year_of_study: 1,
        dependency: 'dependent',
        federal_loans_before: 0,
        private_loan_rate: null,
        parent_plus_rate: 8.94,
      },
    });
    expect(callsTo(fetchMock, 'POST /scenario')).toHaveLength(0);
    expect(alabama.cost_of_attendance).not.toBe(24000);
  });

  it('says "Scenario not found." for an id that is not the user’s', async () => {
    stubApi({
      ...calculatorRoutes(),
      'GET /scenario/zz': () => apiErrorResponse(404, SCENARIO_MESSAGES.notFound),
    });
    renderWithProviders({ route: '/editscenario/zz', preloadedState: signedIn() });
    expect(await screen.findByText('Scenario not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to college selection' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', async () => {
    stubApi(calculatorRoutes());
    const { user } = renderWithProviders({ route: '/editscenario/sc-1' });
    expect(await screen.findByText('Log in to edit your saved scenario.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});
