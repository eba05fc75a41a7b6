import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, callsOf, jsonResponse, queriesTo, stubApi } from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { searchAnswer } from '@/testing/scenario-fixtures';
import { sharedRows } from '@/testing/shared-data';
import { rankingPage, universityPage } from '../testing/scorecard-fixtures';

const MIT = 166683;
const ALABAMA = 100751;
const BERKELEY = 110635;
const MIT_NAME = 'Massachusetts Institute of Technology';

/** The rankings page and the college pages it may open, from the real development data. */
const routes = () => ({
  'GET /rankings': () => jsonResponse(200, rankingPage([MIT, ALABAMA])),
  'GET /universities/search': () => jsonResponse(200, searchAnswer([ALABAMA, MIT, BERKELEY])),
  'GET /universities/166683': () => jsonResponse(200, universityPage(MIT, 1)),
  'GET /universities/100751': () => jsonResponse(200, universityPage(ALABAMA, 2)),
  'GET /me': () => jsonResponse(200, makeUser()),
});

const findBox = () => screen.findByRole('combobox', { name: 'Find a college' });

describe('"Find a college" on /rankings', () => {
  it('lets a visitor find a college with the keyboard and opens its page', async () => {
    const fetchMock = stubApi(routes());
    const { user, router } = renderWithProviders({ route: '/rankings' });
    const box = await findBox();
    // The label is on screen, the hint describes the box, and it sits in a search landmark.
    expect(screen.getByText('Find a college', { selector: 'label' })).toBeVisible();
    expect(box).toHaveAccessibleDescription(
      'Type at least 2 letters of its name, then pick it to open its page.',
    );
    expect(screen.getByRole('search', { name: 'Find a college' })).toContainElement(box);

    await user.type(box, 'Mass');
    const listbox = await screen.findByRole('listbox', { name: 'Colleges' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'The University of AlabamaTuscaloosa, AL',
      `${MIT_NAME}Cambridge, MA`,
      'University of California-BerkeleyBerkeley, CA',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/rankings/college/166683'));
    expect(await screen.findByRole('heading', { level: 1, name: MIT_NAME })).toBeInTheDocument();
    // The public call: the text typed, no token.
    expect(queriesTo(fetchMock, '/universities/search').at(-1)?.get('q')).toBe('Mass');
    expect(callsOf(fetchMock, 'GET /universities/search').at(-1)?.authorization).toBeNull();
  });

  it('opens the page of the college a signed-in user clicks', async () => {
    stubApi(routes());
    const { user, router } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn(),
    });
    await user.type(await findBox(), 'Alab');
    await user.click(await screen.findByRole('option', { name: /^The University of Alabama/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rankings/college/100751'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The University of Alabama' }),
    ).toBeInTheDocument();
  });

  it('says when the search failed, and Escape closes the list, then clears the text', async () => {
    stubApi({
      ...routes(),
      'GET /universities/search': () => apiErrorResponse(500, 'Something went wrong.'),
    });
    const { user } = renderWithProviders({ route: '/rankings' });
    const box = await findBox();
    await user.type(box, 'Mass');
    expect(await screen.findByText('The search failed. Please try again.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('The search failed. Please try again.')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('offers "Show more colleges" after the first 10, by keyboard, and lists the next ones', async () => {
    // 15 real colleges with "Miami" in their name (development data, 2021-22); the stub answers
    // the first `limit` of them, and says whether more match, as the API does.
    const miami = sharedRows('scorecard/MERGED2021_22_PP.csv')
      .filter((r) => r.INSTNM!.includes('Miami') && ['1', '2', '3'].includes(r.PREDDEG!))
      .map((r) => Number(r.UNITID))
      .slice(0, 15);
    expect(miami).toHaveLength(15);
    const fetchMock = stubApi({
      ...routes(),
      'GET /universities/search': (_body, _init, query) => {
        const limit = Number(query?.get('limit') ?? 10);
        return jsonResponse(200, searchAnswer(miami.slice(0, limit), limit < miami.length));
      },
    });
    const { user } = renderWithProviders({ route: '/rankings' });
    const box = await findBox();
    const status = () =>
      within(screen.getByRole('search', { name: 'Find a college' })).getByRole('status');
    await user.type(box, 'Miami');
    const listbox = await screen.findByRole('listbox', { name: 'Colleges' });
    let options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options[10]).toHaveAccessibleName('Show more colleges');
    expect(status()).toHaveTextContent('10 colleges found, more match');
    expect(queriesTo(fetchMock, '/universities/search').at(-1)?.get('limit')).toBe('10');

    // Up from the box reaches the last row; Enter asks for 10 more and keeps the list open.
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[10]!.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(15));
    options = within(listbox).getAllByRole('option');
    expect(queriesTo(fetchMock, '/universities/search').at(-1)?.get('limit')).toBe('20');
    expect(options.map((o) => o.textContent)).not.toContain('Show more colleges');
    expect(status()).toHaveTextContent(/^15 colleges found$/);
    // The 11th college, the first new one, is now the active option; the text stays.
    expect(box).toHaveAttribute('aria-activedescendant', options[10]!.id);
    expect(box).toHaveValue('Miami');
    expect(box).toHaveFocus();
  });

  it("sends the rankings' state filter with the search, so that state's colleges come first", async () => {
    const fetchMock = stubApi(routes());
    const { user } = renderWithProviders({
      route: '/rankings?state=OH',
      preloadedState: signedIn(),
    });
    await user.type(await findBox(), 'Miami');
    await screen.findByRole('listbox', { name: 'Colleges' });
    const query = queriesTo(fetchMock, '/universities/search').at(-1)!;
    expect([query.get('q'), query.get('state')]).toEqual(['Miami', 'OH']);
  });
});
