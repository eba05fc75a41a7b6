import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { calculatorReference, collegeCalculator } from '@/testing/scenario-fixtures';
import { universityPage } from '../testing/scorecard-fixtures';

/**
 * "Add to my scenario" on the college page, a link to the calculator with the college's id and the
 * reader's state and income band (carried from the rankings' filters), named "Add to my scenario:
 * <college>".
 */

const MIT = 166683;
const MIT_NAME = 'Massachusetts Institute of Technology';
const PRO = { subscription_id: 1 } as const;

const addLink = (name: string) => screen.getByRole('link', { name: `Add to my scenario: ${name}` });
/** What the calculator asks for when it opens with MIT. */
const calculatorRoutes = () => ({
  'GET /calculator/reference': () => jsonResponse(200, calculatorReference()),
  [`GET /universities/${MIT}/calculator`]: () => jsonResponse(200, collegeCalculator(MIT)),
  'GET /scenario': () =>
    jsonResponse(200, { scenarios: [], limits: { max_scenarios: null, max_colleges: 4 } }),
});

describe('"Add to my scenario" on the college page', () => {
  const stubCollege = () =>
    stubApi({
      [`GET /universities/${MIT}`]: () => jsonResponse(200, universityPage(MIT, 1)),
      ...calculatorRoutes(),
    });

  it('links to the calculator with the college, shows its words and is reached with Tab', async () => {
    stubCollege();
    const { user } = renderWithProviders({ route: `/rankings/college/${MIT}?year=2022` });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    const link = addLink(MIT_NAME);
    expect(link.tagName).toBe('A');
    expect(link).toHaveTextContent(/^Add to my scenario$/);
    expect(link).toHaveAttribute('href', `/collegeSelection?add=${MIT}`);
    // Keyboard: the back link first, then this one.
    screen.getByRole('link', { name: '← Back to the rankings' }).focus();
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('carries the state and band it was opened with, also after a change of year', async () => {
    stubCollege();
    const { user, router } = renderWithProviders({
      route: `/rankings/college/${MIT}?year=2022&state=MA&income=0-30k`,
    });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    const href = `/collegeSelection?add=${MIT}&state=MA&income=0-30k`;
    expect(addLink(MIT_NAME)).toHaveAttribute('href', href);
    await user.selectOptions(screen.getByLabelText('Data year'), '2020');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?year=2020&state=MA&income=0-30k'),
    );
    // The page waits for the other year's figures, then shows the link again.
    expect(
      await screen.findByRole('link', { name: `Add to my scenario: ${MIT_NAME}` }),
    ).toHaveAttribute('href', href);
  });

  it('ignores a state or band it does not know', async () => {
    stubCollege();
    renderWithProviders({ route: `/rankings/college/${MIT}?state=Atlantis&income=lots` });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    expect(addLink(MIT_NAME)).toHaveAttribute('href', `/collegeSelection?add=${MIT}`);
  });

  it('opens the calculator with the college added, its figures and the state and band set', async () => {
    stubCollege();
    const { user, router } = renderWithProviders({
      route: `/rankings/college/${MIT}?state=MA&income=48-75k`,
      preloadedState: signedIn(PRO),
    });
    await screen.findByRole('heading', { level: 1, name: MIT_NAME });
    await user.click(addLink(MIT_NAME));
    expect(await screen.findByRole('group', { name: MIT_NAME })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: MIT_NAME })).toHaveTextContent(
      'Net gain over a high-school graduate',
    );
    expect(screen.getByLabelText('Home state')).toHaveValue('MA');
    expect(screen.getByLabelText('Family income')).toHaveValue('48-75k');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/collegeSelection');
  });
});
