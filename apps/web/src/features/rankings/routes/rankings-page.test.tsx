import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RANKINGS_TEXTS, type RankingsResponse } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import {
  apiErrorResponse,
  callsTo,
  jsonResponse,
  stubApi,
  type stubFetch,
} from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { collegeIds, hasEarnings, rankingPage } from '../testing/scorecard-fixtures';

const MIT = 166683;
const ALABAMA = 100751;
const MIT_NAME = 'Massachusetts Institute of Technology';

let page: RankingsResponse;
let unrankedNames: string[];

beforeAll(() => {
  // Two real bachelor's colleges without 10-year earnings: their NPV is null with a reason.
  const noEarnings = collegeIds((r) => !hasEarnings(r), 2);
  page = rankingPage([MIT, ALABAMA, ...noEarnings]);
  unrankedNames = page.data.filter((r) => r.rank === null).map((r) => r.name);
});

const table = () => screen.getByRole('table');
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;
const urls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => url);
/** Authorization headers of the GET /rankings calls (callsTo matches paths without a query). */
const listAuth = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls
    .filter(([url]) => url.startsWith('/api/v1/rankings?'))
    .map(([, init]) => new Headers(init?.headers).get('Authorization'));
const meRoute = (user = makeUser()) => ({ 'GET /me': () => jsonResponse(200, user) });

describe('/rankings for a visitor', () => {
  it('shows the ranked colleges, then the unranked ones with their reason, in dollars of one year', async () => {
    const fetchMock = stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    const mit = await screen.findByRole('link', { name: MIT_NAME });
    expect(mit).toHaveAttribute('href', '/rankings/college/166683?year=2022');
    expect(screen.getByText('All amounts in 2025 dollars.')).toBeInTheDocument();
    const mitRow = rowOf(MIT_NAME);
    expect(within(mitRow).getByText('$6,040')).toBeInTheDocument();
    expect(within(mitRow).getByText('$157,720')).toBeInTheDocument();
    expect(within(mitRow).getByText('96.2%')).toBeInTheDocument();
    expect(within(mitRow).getAllByRole('cell')[0]).toHaveTextContent('1');

    const groups = within(table()).getAllByRole('rowgroup');
    const unrankedGroup = groups.at(-1)!;
    expect(
      within(unrankedGroup).getByRole('rowheader', {
        name: /^Not ranked: a figure this order needs/,
      }),
    ).toBeInTheDocument();
    for (const name of unrankedNames) {
      const row = within(unrankedGroup).getByRole('rowheader', { name: new RegExp(`^${name}`) });
      expect(row.closest('tr')).toHaveTextContent('Not ranked');
      expect(row.closest('tr')).toHaveTextContent('no earnings reported');
      expect(row.closest('tr')).not.toHaveTextContent('$0');
    }
    // A visitor sends no token and sees no favorite stars.
    expect(listAuth(fetchMock)).toEqual([null]);
    expect(screen.queryByRole('button', { name: /^Favorite / })).not.toBeInTheDocument();
    expect(document.title).toBe('Rankings | DegreeWorth');
  });

  it('draws net price against earnings for the page as an image with a text alternative', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    const chart = await screen.findByRole('img', { name: /^Net price against earnings 10 years/ });
    expect(chart).toHaveAccessibleDescription(
      /^Each dot is a college: 2 colleges plotted, 2 without/,
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText(/^Not plotted:/)).toHaveTextContent(
      `${unrankedNames[0]} (no earnings reported)`,
    );
    expect(screen.getByText('Net price per year (2025 dollars)')).toBeInTheDocument();
    expect(screen.getByText('Earnings 10 years after entry')).toBeInTheDocument();
  });

  it('shows a loading skeleton until the answer arrives', async () => {
    let answer!: (r: Response) => void;
    stubApi({ 'GET /rankings': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders({ route: '/rankings' });
    expect(await screen.findByText('Loading rankings…')).toBeInTheDocument();
    answer(jsonResponse(200, page));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    expect(screen.queryByText('Loading rankings…')).not.toBeInTheDocument();
  });

  it('offers sign-up instead of the year filter and sorting, and the button opens the sign-up modal', async () => {
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    const { user } = renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByLabelText('Year')).toBeDisabled();
    expect(
      screen.getByText('Sign up for free to filter the rankings by year.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Net price' }));
    expect(
      screen.getByText('Sign up for free to sort the rankings by name and net price.'),
    ).toBeInTheDocument();
    const prompt = screen.getByText(/Sign up for free to sort/).closest('[role="status"]')!;
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Sign up free' }));
    expect(await screen.findByRole('dialog', { name: 'Role Selection' })).toBeInTheDocument();
  });

  it('shows the API’s sign-up prompt for a page-2 link, and goes back to page 1', async () => {
    const fetchMock = stubApi({
      'GET /rankings': (_body, _init, query) =>
        query?.get('page') === '2'
          ? apiErrorResponse(401, RANKINGS_TEXTS.signUpForMore)
          : jsonResponse(200, { ...page, total: 1959 }),
    });
    const { user, router } = renderWithProviders({ route: '/rankings?page=2' });
    expect(await screen.findByText(RANKINGS_TEXTS.signUpForMore)).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/v1/rankings?page=2&type=bachelors');
    await user.click(screen.getByRole('button', { name: 'Back to page 1' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the no-data message the API sends before any import', async () => {
    stubApi({
      'GET /rankings': () =>
        jsonResponse(200, {
          ...page,
          data: [],
          total: 0,
          ranked: 0,
          year: null,
          years: [],
          dollar_year: null,
          vintage: null,
          message: RANKINGS_TEXTS.noData,
        }),
    });
    renderWithProviders({ route: '/rankings' });
    expect(await screen.findByText(RANKINGS_TEXTS.noData)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with the server message and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /rankings': () =>
        fail ? apiErrorResponse(500, 'Something went wrong on our side.') : jsonResponse(200, page),
    });
    const { user } = renderWithProviders({ route: '/rankings' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
  });
});

describe('/rankings for a free account', () => {
  it('filters by state with the GET call and its token', async () => {
    const fetchMock = stubApi({ ...meRoute(), 'GET /rankings': () => jsonResponse(200, page) });
    const { user, router } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.selectOptions(screen.getByLabelText('State'), 'Massachusetts');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/v1/rankings?page=1&state=MA&type=bachelors'),
    );
    expect(router.state.location.search).toBe('?state=MA');
    expect(listAuth(fetchMock).at(-1)).toBe('Bearer user-token');
  });

  it('says a page past the end does not exist and goes back to page 1', async () => {
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => {
        const last = fetchMock.mock.calls.at(-1)![0];
        return last.includes('page=500')
          ? jsonResponse(200, { ...page, page: 500, data: [], total: 1959 })
          : jsonResponse(200, { ...page, total: 1959 });
      },
    });
    const { user, router } = renderWithProviders({
      route: '/rankings?page=500',
      preloadedState: signedIn(),
    });
    expect(
      await screen.findByText('This page is past the last page of these results.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No colleges match these filters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to page 1' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('sorts by net price through the advanced call, with aria-sort on the header', async () => {
    const byPrice = {
      ...page,
      order: { ...page.order, sort: 'net_price', direction: 'asc' },
    } as RankingsResponse;
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => jsonResponse(200, page),
      'POST /rankings/universities': () => jsonResponse(200, byPrice),
    });
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByRole('columnheader', { name: /NPV at 20 years/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: 'Net price' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /rankings/universities')[0]?.body).toEqual({
        page: 1,
        type: 'bachelors',
        sort: 'net_price',
        direction: 'asc',
      }),
    );
    expect(await screen.findByRole('columnheader', { name: /Net price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByText(/^Ordered by net price, lowest first/)).toBeInTheDocument();
  });

  it('shows the upgrade prompt on another column without asking, and it opens the plans', async () => {
    const fetchMock = stubApi({ ...meRoute(), 'GET /rankings': () => jsonResponse(200, page) });
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(screen.getByRole('button', { name: 'Completion (Individual Pro)' }));
    const prompt = screen.getByText(RANKINGS_TEXTS.proRequired).closest('[role="status"]')!;
    expect(callsTo(fetchMock, 'POST /rankings/universities')).toHaveLength(0);
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
  });

  it('turns the API’s 403 into the upgrade prompt (a Pro view opened from an address)', async () => {
    stubApi({
      ...meRoute(),
      'POST /rankings/universities': () => apiErrorResponse(403, RANKINGS_TEXTS.proRequired),
      'GET /rankings': () => jsonResponse(200, page),
    });
    const { user } = renderWithProviders({
      route: '/rankings?sort=completion_rate',
      preloadedState: signedIn(),
    });
    expect(await screen.findByText(RANKINGS_TEXTS.proRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the default order' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
  });
});

describe('/rankings for Individual Pro', () => {
  it('sorts by every column and uses the Pro filters', async () => {
    const fetchMock = stubApi({
      ...meRoute(makeUser({ subscription_id: 1 })),
      'GET /rankings': () => jsonResponse(200, page),
      'POST /rankings/universities': (body) => {
        const b = body as { sort: 'npv'; direction: 'asc'; horizon?: number };
        return jsonResponse(200, {
          ...page,
          order: { ...page.order, sort: b.sort, direction: b.direction, horizon: b.horizon ?? 20 },
        });
      },
    });
    const { user } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn({ subscription_id: 1 }),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(screen.getByRole('button', { name: 'Completion' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /rankings/universities').at(-1)?.body).toMatchObject({
        sort: 'completion_rate',
        direction: 'desc',
      }),
    );
    expect(await screen.findByRole('columnheader', { name: /Completion/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The same header again reverses the order.
    await user.click(screen.getByRole('button', { name: 'Completion' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /rankings/universities').at(-1)?.body).toMatchObject({
        sort: 'completion_rate',
        direction: 'asc',
      }),
    );
    await user.selectOptions(screen.getByLabelText('NPV horizon'), '40 years');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /rankings/universities').at(-1)?.body).toMatchObject({
        horizon: 40,
      }),
    );
    expect(
      await screen.findByRole('columnheader', { name: /NPV at 40 years/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(RANKINGS_TEXTS.proRequired)).not.toBeInTheDocument();
  });
});

describe('favorites', () => {
  it('adds with "Added to favorites!", removes, and puts the star back when a call fails', async () => {
    const success = vi.spyOn(toast, 'success');
    const apiError = vi.spyOn(toast, 'apiError');
    let failNext = false;
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => jsonResponse(200, rankingPage([MIT, ALABAMA], { isFavorite: false })),
      'GET /rankings/favorites': () => jsonResponse(200, { data: [] }),
      'POST /rankings/favorite': () =>
        failNext
          ? apiErrorResponse(409, RANKINGS_TEXTS.alreadyFavorite)
          : jsonResponse(200, { message: RANKINGS_TEXTS.favoriteAdded }),
      'DELETE /rankings/unfavorite': () =>
        jsonResponse(200, { message: RANKINGS_TEXTS.favoriteRemoved }),
    });
    const { user } = renderWithProviders({ route: '/rankings', preloadedState: signedIn() });
    const star = await screen.findByRole('button', { name: `Favorite ${MIT_NAME}` });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to favorites!'));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(star).toBeEnabled());
    expect(callsTo(fetchMock, 'POST /rankings/favorite')[0]).toEqual({
      body: { university_id: MIT, type: 'bachelors' },
      authorization: 'Bearer user-token',
    });

    await user.click(star);
    await waitFor(() => expect(success).toHaveBeenCalledWith(RANKINGS_TEXTS.favoriteRemoved));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(star).toBeEnabled());
    expect(callsTo(fetchMock, 'DELETE /rankings/unfavorite')[0]?.body).toEqual({
      university_id: MIT,
      type: 'bachelors',
    });

    failNext = true;
    await user.click(star);
    await waitFor(() => expect(apiError).toHaveBeenCalled());
    expect(apiError.mock.calls[0]![0]).toMatchObject({ message: RANKINGS_TEXTS.alreadyFavorite });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });

  it('lists My favorites and removes one from the list', async () => {
    const mine = rankingPage([MIT], { isFavorite: true }).data.map((r) => ({
      ...r,
      favorited_at: '2025-01-16T00:00:00.000Z',
    }));
    let favorites = mine;
    const fetchMock = stubApi({
      ...meRoute(),
      'GET /rankings': () => jsonResponse(200, page),
      'GET /rankings/favorites': () => jsonResponse(200, { data: favorites }),
      'DELETE /rankings/unfavorite': () => {
        favorites = [];
        return jsonResponse(200, { message: RANKINGS_TEXTS.favoriteRemoved });
      },
    });
    const { user, router } = renderWithProviders({
      route: '/rankings',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(screen.getByRole('button', { name: 'My favorites' }));
    expect(router.state.location.search).toBe('?view=favorites');
    const star = await screen.findByRole('button', { name: `Favorite ${MIT_NAME}` });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table')).toHaveTextContent("Cambridge · Bachelor's");
    expect(
      screen.queryByRole('link', { name: 'Massachusetts Institute of Technology' }),
    ).toBeInTheDocument();
    await user.click(star);
    expect(await screen.findByText(/You have no favorites yet/)).toBeInTheDocument();
    // The list reloads after the change.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /rankings/favorites').length).toBeGreaterThan(1),
    );
  });
});
