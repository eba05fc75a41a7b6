import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  formatMoney,
  MESSAGES,
  SCENARIO_MESSAGES,
  type ScenarioInput,
  ScenarioSchema,
} from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { apiErrorResponse, callsTo, jsonResponse, queriesTo, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import type { RootState } from '@/lib/store';
import {
  ALABAMA,
  collegeCalculator,
  collegeInput,
  MIT,
  savedScenario,
} from '@/testing/scenario-fixtures';
import {
  addCollege,
  calculatorRoutes,
  emptyList,
  grouped,
  listed,
  userRoutes,
} from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';
const MIT_NAME = 'Massachusetts Institute of Technology';
const alabama = collegeCalculator(ALABAMA).facts;

const open = (preloadedState?: Partial<RootState>) =>
  renderWithProviders({ route: '/collegeSelection', preloadedState });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label);
const resultOf = (name: string) => screen.getByRole('article', { name });
/** A figure of the result card's list, by its label. */
const figureOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling!;

describe('/collegeSelection: choosing colleges', () => {
  it('finds colleges as you type and picks one with the arrow keys and Enter', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Build your college scenario',
    );
    const box = screen.getByRole('combobox', { name: 'Add a college' });
    await user.type(box, 'Mass');
    const listbox = await screen.findByRole('listbox', { name: 'Colleges' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      `${ALABAMA_NAME}Tuscaloosa, AL`,
      `${MIT_NAME}Cambridge, MA`,
      'University of California-BerkeleyBerkeley, CA',
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: MIT_NAME })).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says it is searching, then that no college matches; Escape closes and then clears', async () => {
    let answer: ((r: Response) => void) | undefined;
    stubApi(
      calculatorRoutes({
        'GET /universities/search': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a college' });
    await user.type(box, 'Zzyx');
    expect(box).toHaveAccessibleDescription('Type at least 2 letters of the college’s name.');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    answer!(jsonResponse(200, { results: [], has_more: false }));
    expect(await screen.findByText('No colleges match')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No colleges match')).not.toBeInTheDocument();
    expect(box).toHaveValue('Zzyx');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('sends the home state with the search once one is chosen, so its colleges come first', async () => {
    const fetchMock = stubApi(calculatorRoutes());
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a college' });
    await user.type(box, 'Miami');
    await screen.findByRole('listbox', { name: 'Colleges' });
    const last = () => queriesTo(fetchMock, '/universities/search').at(-1)!;
    expect(last().get('state')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Home state'), 'OH');
    await waitFor(() => expect(last().get('state')).toBe('OH'));
    expect(last().get('q')).toBe('Miami');
  });

  it('prefills residency from the home state, the cost from the data, 6.39% interest', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    const card = await addCollege(user, ALABAMA_NAME);
    expect(field(card, 'Residency')).toHaveValue('in_state');
    expect(field(card, 'Years to finish')).toHaveValue('4');
    expect(field(card, 'Loan term')).toHaveValue('standard');
    const coa = field(card, 'Cost of attendance per year');
    expect(coa).toHaveValue(grouped(alabama.cost_of_attendance!));
    // Grants start from the typical aid: what students pay is the college's net price.
    const aid = alabama.cost_of_attendance! - alabama.net_price_by_income.all!;
    expect(field(card, 'Grants per year')).toHaveValue(grouped(aid));
    expect(
      within(card).getByText(
        `From the data: ${formatMoney(aid)}, the typical grant aid here for all families ` +
          '(cost of attendance minus what they pay).',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Family income'), '0-30k');
    const lowIncomeAid = alabama.cost_of_attendance! - alabama.net_price_by_income['0-30k']!;
    expect(field(card, 'Grants per year')).toHaveValue(grouped(lowIncomeAid));
    expect(
      within(card).getByText(/the typical grant aid here for families earning \$0–30,000/),
    ).toBeInTheDocument();
    const rate = field(card, 'Interest rate');
    expect(rate).toHaveValue('6.39');
    expect(within(rate.parentElement!).getByText('%')).toBeInTheDocument();
    expect(within(rate.parentElement!).queryByText('$')).not.toBeInTheDocument();
    expect(within(field(card, 'Loans per year').parentElement!).getByText('$')).toBeInTheDocument();

    // The cost follows housing until it is typed; "Reset to data" follows again.
    await user.selectOptions(field(card, 'Housing'), 'with_family');
    const withFamily = alabama.cost_of_attendance! - alabama.room_board_on_campus!;
    expect(coa).toHaveValue(grouped(withFamily));
    await user.clear(coa);
    await user.type(coa, '25000');
    await user.selectOptions(field(card, 'Housing'), 'on_campus');
    expect(coa).toHaveValue('25,000');
    await user.click(
      within(card).getByRole('button', { name: 'Reset to data: cost of attendance' }),
    );
    expect(coa).toHaveValue(grouped(alabama.cost_of_attendance!));

    const mit = await addCollege(user, MIT_NAME);
    expect(field(mit, 'Residency')).toHaveValue('out_of_state');
  });

  it('keeps only digits and a period of pasted text and names a third decimal', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    const card = await addCollege(user, ALABAMA_NAME);
    const grants = field(card, 'Grants per year');
    await user.clear(grants);
    await user.paste('-12abc.345');
    expect(grants).toHaveValue('12.345');
    expect(within(card).getByText(MESSAGES.tooManyDecimals)).toBeInTheDocument();
    expect(grants).toHaveAttribute('aria-invalid', 'true');
  });

  it('updates the live results as the loans change', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    const card = await addCollege(user, ALABAMA_NAME);
    const result = await screen.findByRole('article', { name: ALABAMA_NAME });
    expect(figureOf(result, 'Total borrowed')).toHaveTextContent('$0');
    expect(within(result).getByText('No loans')).toBeInTheDocument();
    const verdict = () =>
      screen
        .getByText(
          (_, el) =>
            el?.tagName === 'P' &&
            /^At 20 years, The University of Alabama comes out/.test(el.textContent ?? ''),
        )
        .closest('[aria-live]');
    expect(verdict()).toHaveAttribute('aria-live', 'polite');
    const before = verdict()!.textContent;
    await user.type(field(card, 'Loans per year'), '5500');
    expect(figureOf(resultOf(ALABAMA_NAME), 'Total borrowed')).toHaveTextContent('$22,000');
    // The verdict in the live region follows: a screen reader hears the new one.
    expect(verdict()!.textContent).not.toBe(before);
    expect(
      screen.getByText(/Years are counted from the first year of college\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/All amounts in 2025 dollars\./)).toBeInTheDocument();
  });

  it('reproduces the personal worked example typed into the form', async () => {
    // A college the data gives no earnings and no completion rate: the typed salary is the whole
    // path, flat as in the example, and "if I graduate" is its only figure.
    stubApi(
      calculatorRoutes({
        [`GET /universities/${ALABAMA}/calculator`]: () => {
          const a = collegeCalculator(ALABAMA);
          const none = { p6: null, p8: null, p10: null, earnings_1yr: null, earnings_4yr: null };
          const facts = { ...a.facts, earnings: none, completion_rate: null };
          return jsonResponse(200, { ...a, facts });
        },
      }),
    );
    const { user } = open();
    const card = await addCollege(user, ALABAMA_NAME);
    const type = async (group: HTMLElement, label: string, value: string) => {
      await user.clear(field(group, label));
      await user.type(field(group, label), value);
    };
    await type(card, 'Cost of attendance per year', '28000');
    await type(card, 'Grants per year', '8000');
    await type(card, 'Loans per year', '5500');
    await user.selectOptions(field(card, 'Loan term'), '10');
    await type(card, 'Expected starting salary', '55000');
    const assumptions = screen.getByRole('group', { name: 'Assumptions' });
    expect(field(assumptions, 'Discount rate (%)')).toHaveValue('3');
    expect(field(assumptions, 'Salary growth per year (%)')).toHaveValue('0');
    expect(field(assumptions, 'Tax on the earnings gain (%)')).toHaveValue('0');
    await type(assumptions, 'What I would earn without college, per year', '30000');

    const result = resultOf(ALABAMA_NAME);
    const table = within(result).getByRole('table', {
      name: /^Net gain over a high-school graduate/,
    });
    const row = (years: string) =>
      within(table).getByRole('rowheader', { name: years }).closest('tr')!;
    // Columns: completion-adjusted (no completion rate: not available), then if I graduate.
    expect(within(row('10 years')).getAllByRole('cell')[0]).toHaveTextContent('Not available');
    expect(within(row('10 years')).getAllByRole('cell')[1]).toHaveTextContent('−$62,702');
    expect(within(row('20 years')).getAllByRole('cell')[1]).toHaveTextContent('$89,439');
    expect(within(row('30 years')).getAllByRole('cell')[1]).toHaveTextContent('$211,055');
    expect(within(row('40 years')).getAllByRole('cell')[1]).toHaveTextContent('$301,549');
    expect(
      within(result).getByText('Pays back in about 15 years if you graduate'),
    ).toBeInTheDocument();
    expect(figureOf(result, 'Net cost per year')).toHaveTextContent('$20,000');
    expect(figureOf(result, 'Monthly payment')).toHaveTextContent('$296 for 10 years');
    expect(figureOf(result, 'Payoff year')).toHaveTextContent('Year 15');
  });

  it('shows "Not available" and why when the data has no earnings, never $0', async () => {
    stubApi(
      calculatorRoutes({
        [`GET /universities/${MIT}/calculator`]: () => {
          const mit = collegeCalculator(MIT);
          const earnings = { ...mit.facts.earnings, p10: null };
          return jsonResponse(200, { ...mit, facts: { ...mit.facts, earnings } });
        },
      }),
    );
    const { user } = open();
    await user.selectOptions(await screen.findByLabelText('Home state'), 'MA');
    const card = await addCollege(user, MIT_NAME);
    expect(field(card, 'Expected starting salary')).toHaveValue('');
    const result = await screen.findByRole('article', { name: MIT_NAME });
    expect(figureOf(result, 'Starting salary')).toHaveTextContent(
      /^Not availableThe data has no earnings for this college/,
    );
    expect(within(result).getAllByText('Not available').length).toBeGreaterThan(4);
  });

  it('stops a free or signed-out student at 2 colleges with the upgrade prompt', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    await addCollege(user, ALABAMA_NAME);
    await addCollege(user, MIT_NAME);
    await user.type(screen.getByRole('combobox', { name: 'Add a college' }), 'Berk');
    await user.click(await screen.findByRole('option', { name: /^University of California/ }));
    const prompt = await screen.findByText(SCENARIO_MESSAGES.freeCollegeLimit);
    expect(screen.getByRole('group', { name: MIT_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'University of California-Berkeley' })).toBeNull();
    await user.click(within(prompt.parentElement!).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
  });
});

describe('/collegeSelection: saving', () => {
  /** The form as the tests fill it: Alabama, in-state, loans 5,500 a year. */
  const expected: ScenarioInput = {
    name: 'Plan A',
    home_state: 'AL',
    colleges: [
      {
        university_id: ALABAMA,
        residency: 'in_state',
        housing: 'on_campus',
        years_to_finish: 4,
        major: null,
        cost_of_attendance: alabama.cost_of_attendance!,
        // Untouched grants are the typical aid for all families: COA − net price.
        grants: alabama.cost_of_attendance! - alabama.net_price_by_income.all!,
        scholarships: 0,
        family_contribution: 0,
        savings: 0,
        loans_per_year: 5500,
        parent_plus_per_year: 0,
        interest_rate: 6.39,
        loan_term: 'standard',
        starting_salary: null,
      },
    ],
    assumptions: {
      discount_rate: 3,
      salary_growth: 0,
      tax_rate: 0,
      baseline_earnings: null,
      repayment_plan: 'standard',
      dependents: 0,
      study_level: 'undergraduate',
      year_of_study: 1,
      dependency: 'dependent',
      federal_loans_before: 0,
      private_loan_rate: null,
      parent_plus_rate: 8.94,
    },
  };

  const fill = async (user: ReturnType<typeof open>['user']) => {
    await user.selectOptions(await screen.findByLabelText('Home state'), 'AL');
    const card = await addCollege(user, ALABAMA_NAME);
    await user.type(field(card, 'Loans per year'), '5500');
    await user.type(screen.getByLabelText('Scenario name (optional)'), 'Plan A');
  };

  it('opens the login modal for a signed-out student, keeping the form', async () => {
    stubApi(calculatorRoutes());
    const { user } = open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario name (optional)')).toHaveValue('Plan A');
  });

  it('POSTs the schema’s output, says what the server said and opens the results', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes(emptyList()),
      'POST /scenario': (body) => {
        const answer = savedScenario('sc-1', body as ScenarioInput);
        return jsonResponse(201, { ...answer, message: 'Scenario saved.' });
      },
    });
    const { user, router } = open(signedIn());
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/collegeSelection/results/sc-1'),
    );
    const [call] = callsTo(fetchMock, 'POST /scenario');
    expect(call!.body).toEqual(ScenarioSchema.parse(expected));
    expect(call!.authorization).toBe('Bearer user-token');
    expect(success).toHaveBeenCalledWith('Scenario saved.');
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeInTheDocument();
  });

  it('shows the schema’s messages beside the fields instead of saving an invalid form', async () => {
    const fetchMock = stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList()) });
    const { user } = open(signedIn());
    const save = await screen.findByRole('button', { name: 'Save scenario' });
    await user.click(save);
    expect(screen.getByText(SCENARIO_MESSAGES.unknownState)).toBeInTheDocument();
    expect(screen.getByText(SCENARIO_MESSAGES.noCollege)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /scenario')).toHaveLength(0);
  });

  it('shows the free-plan limit and the upgrade prompt when the server answers 403', async () => {
    stubApi({
      ...calculatorRoutes(),
      ...userRoutes(emptyList()),
      'POST /scenario': () => apiErrorResponse(403, SCENARIO_MESSAGES.freeScenarioLimit),
    });
    const { user } = open(signedIn());
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const message = await screen.findAllByText(SCENARIO_MESSAGES.freeScenarioLimit);
    expect(
      within(message[0]!.parentElement!).getByRole('button', { name: 'See plans' }),
    ).toBeInTheDocument();
  });
});

describe('/collegeSelection: my scenarios', () => {
  const saved = savedScenario('sc-1', {
    name: 'Close to home',
    home_state: 'AL',
    colleges: [collegeInput(ALABAMA)],
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
  });
  const list = { ...emptyList(), scenarios: [listed(saved)] };

  it('lists them with links, and a delete removes the item locally after confirmation', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes(list),
      'DELETE /scenario/sc-1': () => jsonResponse(200, { message: 'Scenario deleted.' }),
    });
    const { user } = open(signedIn());
    const heading = await screen.findByRole('heading', { level: 3, name: 'Close to home' });
    const item = heading.closest('li')!;
    expect(item).toHaveTextContent(ALABAMA_NAME);
    expect(item).toHaveTextContent('Updated March 2, 2025');
    expect(within(item).getByRole('link', { name: 'Open results: Close to home' })).toHaveAttribute(
      'href',
      '/collegeSelection/results/sc-1',
    );
    expect(within(item).getByRole('link', { name: 'Edit: Close to home' })).toHaveAttribute(
      'href',
      '/editscenario/sc-1',
    );
    await user.click(within(item).getByRole('button', { name: 'Delete: Close to home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this scenario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Close to home' })).toBeNull(),
    );
    expect(screen.getByText('You have no saved scenarios yet.')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Scenario deleted.');
    expect(callsTo(fetchMock, 'GET /scenario')).toHaveLength(1);
  });

  it('tells the student of comments from their school not read yet, each opening its results', async () => {
    stubApi({
      ...calculatorRoutes(),
      ...userRoutes(list),
      'GET /me/comment-notices': () =>
        jsonResponse(200, {
          notices: [
            {
              scenario_id: 'sc-1',
              scenario_name: 'Close to home',
              unread: 2,
              author_name: 'Carl Counselor',
              latest_at: '2025-10-02T15:00:00.000Z',
            },
          ],
        }),
    });
    open(signedIn());
    const notices = await screen.findByRole('region', {
      name: 'New comments from your counselor',
    });
    expect(notices).toHaveTextContent('Carl Counselor commented on “Close to home” (2 new).');
    expect(
      within(notices).getByRole('link', { name: 'Read and reply: Close to home' }),
    ).toHaveAttribute('href', '/collegeSelection/results/sc-1');
  });

  it('shows no notice when every comment is read', async () => {
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      ...userRoutes(list),
      'GET /me/comment-notices': () => jsonResponse(200, { notices: [] }),
    });
    open(signedIn());
    await screen.findByRole('heading', { level: 3, name: 'Close to home' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /me/comment-notices')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'New comments from your counselor' })).toBeNull();
  });

  it('shows an info toast, not an error, when a delete fails, and keeps the item', async () => {
    const info = vi.spyOn(toast, 'info');
    const error = vi.spyOn(toast, 'error');
    const apiError = vi.spyOn(toast, 'apiError');
    stubApi({
      ...calculatorRoutes(),
      ...userRoutes(list),
      'DELETE /scenario/sc-1': () =>
        apiErrorResponse(500, 'Something went wrong. Please try again.'),
    });
    const { user } = open(signedIn());
    const heading = await screen.findByRole('heading', { level: 3, name: 'Close to home' });
    await user.click(within(heading.closest('li')!).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this scenario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Something went wrong. Please try again.'),
    );
    expect(error).not.toHaveBeenCalled();
    expect(apiError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 3, name: 'Close to home' })).toBeInTheDocument();
  });

  it('lets an Individual Pro account compare 4 colleges (limits from GET /scenario)', async () => {
    stubApi({ ...calculatorRoutes(), ...userRoutes(emptyList(null, 4)) });
    open(signedIn({ subscription_id: 1 }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Colleges \(0 of 4\)/ }),
    ).toBeInTheDocument();
  });
});
