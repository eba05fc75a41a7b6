import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  comparePrograms,
  formatMoney,
  parseComparedPrograms,
  type CollegeCalculatorResponse,
} from '@degreeworth/core';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { BERKELEY, calculatorReference, MIT } from '@/testing/scenario-fixtures';
import { scenarioReferenceOf } from '../live-results';
import { calculatorRoutes } from '../testing/calculator-routes';
import { collegeCalculatorWithPrograms } from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';
const BERKELEY_NAME = 'University of California-Berkeley';

const mit = collegeCalculatorWithPrograms(MIT);
const berkeley = collegeCalculatorWithPrograms(BERKELEY);
/** MIT's two largest programs with earnings: Computer Science and the next. */
const [mitFirst, mitSecond] = mit.facts.programs!;
const titleOf = (title: string | null) => title!.replace(/\.$/, '');

function routes(extra = {}) {
  return calculatorRoutes({
    [`GET /universities/${MIT}/calculator`]: () => jsonResponse(200, mit),
    [`GET /universities/${BERKELEY}/calculator`]: () => jsonResponse(200, berkeley),
    ...extra,
  });
}

/** What the engine gives for the comparison, to check the page shows the engine's figures. */
function engine(query: string, answers: CollegeCalculatorResponse[], homeState = 'MA') {
  const ref = scenarioReferenceOf(
    calculatorReference(),
    answers.map((a) => a.facts),
  );
  return comparePrograms(parseComparedPrograms(query), ref, {
    homeState,
    familyIncome: 'all',
    loansPerYear: 0,
  }).result;
}

const open = (query: string) =>
  renderWithProviders({ route: `/rankings/programs/compare?programs=${query}` });

describe('/rankings/programs/compare', () => {
  it("puts two programs of one college side by side, in the college's state by default", async () => {
    stubApi(routes());
    const query = `${MIT}-${mitFirst!.id},${MIT}-${mitSecond!.id}`;
    const { router } = open(query);
    const first = `${titleOf(mitFirst!.title)} at ${MIT_NAME}`;
    const second = `${titleOf(mitSecond!.title)} at ${MIT_NAME}`;
    expect(first).toBe(`Computer Science at ${MIT_NAME}`);

    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([first, second]);
    expect(screen.getByLabelText('Home state')).toHaveValue('MA');
    expect(screen.getByRole('heading', { name: /Programs/ })).toHaveTextContent(
      'Programs (2 of 4)',
    );

    const expected = engine(query, [mit]);
    for (const [i, card] of cards.entries()) {
      const npv = expected.colleges[i]!.roi.outcome.npv[20].value!;
      expect(
        within(card).getByText('Net gain at 20 years', { exact: false }).nextSibling,
      ).toHaveTextContent(formatMoney(npv));
      expect(within(card).getByText(/of college$/, { selector: 'p' })).toHaveTextContent(
        /· This program’s graduates · 4 years of college$/,
      );
    }
    expect(screen.getByText(expected.verdict!)).toBeInTheDocument();
    // The calculator's three charts, one line per program.
    const chart = screen.getByRole('img', { name: /^What each path adds up to over 40 years/ });
    expect(chart).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^${first}: College Scorecard Field of Study data`)),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('programs')).toBe(query);
    // Back to the rankings with the chosen programs, to choose more there.
    expect(
      screen.getByRole('link', { name: 'Choose programs in the program rankings' }),
    ).toHaveAttribute('href', `/rankings/programs?compare=${encodeURIComponent(query)}`);
  });

  it('adds a program of another college from the search, and removes one', async () => {
    stubApi(routes());
    const { user, router } = open(`${MIT}-${mitFirst!.id}`);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('combobox', { name: 'College' }), 'Berk');
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${BERKELEY_NAME}`) }));
    const select = await screen.findByRole('combobox', { name: `Program at ${BERKELEY_NAME}` });
    const berkeleyFirst = berkeley.facts.programs![0]!;
    await user.selectOptions(select, berkeleyFirst.id);
    await user.click(screen.getByRole('button', { name: 'Add to the comparison' }));

    const name = `${titleOf(berkeleyFirst.title)} at ${BERKELEY_NAME}`;
    expect(await screen.findByRole('heading', { name, level: 3 })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('programs')).toBe(
      `${MIT}-${mitFirst!.id},${BERKELEY}-${berkeleyFirst.id}`,
    );
    // A college in another state is charged out-of-state tuition; its card says what moved it.
    const card = screen.getByRole('article', { name });
    expect(within(card).getByText(/^This college’s published figure/)).toHaveTextContent(
      /your cost after aid/,
    );
    // The program already compared cannot be chosen twice.
    expect(within(select).getByRole('option', { name: /already compared/ })).toBeDisabled();

    await user.click(
      screen.getByRole('button', { name: `Remove Computer Science at ${MIT_NAME}` }),
    );
    expect(screen.queryByRole('article', { name: `Computer Science at ${MIT_NAME}` })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('follows the home state, the family income and the loans, all kept in the address', async () => {
    stubApi(routes());
    const query = `${MIT}-${mitFirst!.id}`;
    const { user, router } = open(query);
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Home state'), 'OH');
    const fromOhio = engine(query, [mit], 'OH').colleges[0]!.roi.outcome.npv[20].value!;
    const card = await screen.findByRole('article');
    expect(
      within(card).getByText('Net gain at 20 years', { exact: false }).nextSibling,
    ).toHaveTextContent(formatMoney(fromOhio));
    await user.type(screen.getByLabelText('Federal loans a year'), '5500');
    expect(within(card).getByText('Monthly loan payment').nextSibling).not.toHaveTextContent('$0');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      programs: query,
      state: 'OH',
      loans: '5500',
    });
    await user.clear(screen.getByLabelText('Federal loans a year'));
    await user.type(screen.getByLabelText('Federal loans a year'), '5500.5');
    expect(screen.getByText('Enter whole dollars from 0 to 999,999.')).toBeInTheDocument();
  });

  it('names what it cannot compare and why, and compares the rest', async () => {
    stubApi(
      routes({
        [`GET /universities/999999/calculator`]: () => apiErrorResponse(404, 'Not found.'),
      }),
    );
    open(`999999-11.07,${MIT}-24.01,${MIT}-${mitFirst!.id}`);
    const leftOut = await screen.findByRole('heading', { name: 'Not compared' });
    const items = within(leftOut.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Program 11.07 at College 999999: the data has no such college.',
      `Program 24.01 at ${MIT_NAME}: the data publishes no earnings of this program’s graduates (or no completion rate of the college), so its figures would only be a national estimate.`,
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says what to do when there is nothing to compare yet, or the data fails to load', async () => {
    stubApi(routes());
    renderWithProviders({ route: '/rankings/programs/compare' });
    expect(
      await screen.findByText(
        'No programs yet. Add one below, or choose them in the program rankings.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Choose programs in the program rankings' }),
    ).toHaveAttribute('href', '/rankings/programs');
  });

  it('offers a retry when the data fails to load', async () => {
    let fail = true;
    stubApi(
      routes({
        [`GET /universities/${MIT}/calculator`]: () =>
          fail ? apiErrorResponse(500, 'Something went wrong.') : jsonResponse(200, mit),
      }),
    );
    const { user } = open(`${MIT}-${mitFirst!.id}`);
    expect(
      await screen.findByText('The programs could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });
});
