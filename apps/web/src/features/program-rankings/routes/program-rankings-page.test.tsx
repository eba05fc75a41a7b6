import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_PLAN_SUBSCRIPTION_ID,
  formatCents,
  formatMoney,
  formatPercent,
  formatYears,
  type ProgramRankingRow,
  type ProgramRankingsResponse,
  PROGRAM_RANKINGS_TEXTS,
  RANKINGS_TEXTS,
} from '@degreeworth/core';
import { apiErrorResponse, jsonResponse, queriesTo, stubApi } from '@/testing/fetch-stub';
import { makeUser, signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  BERKELEY,
  CARNEGIE_MELLON,
  MIT,
  programFields,
  programRankingPage,
  programRow,
  SAN_JOSE_STATE,
} from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';
const SJSU_NAME = 'San Jose State University';

let csRows: ProgramRankingRow[];
/** Bachelor's Computer Science at four real colleges, by NPV at 20 years. */
let csPage: ProgramRankingsResponse;

beforeAll(() => {
  csRows = [MIT, CARNEGIE_MELLON, BERKELEY, SAN_JOSE_STATE].map((id) => programRow(id, '1107'));
  csPage = programRankingPage(csRows, { program: '1107' });
});

const fieldsRoute = { 'GET /programs/fields': () => jsonResponse(200, programFields(3)) };
const meRoute = (user = makeUser()) => ({ 'GET /me': () => jsonResponse(200, user) });
const proUser = () => signedIn({ subscription_id: BASE_PLAN_SUBSCRIPTION_ID });
const meRoutePro = () => meRoute(makeUser({ subscription_id: BASE_PLAN_SUBSCRIPTION_ID }));

/** The query strings of the GET /programs/rankings calls, as plain objects. */
const rankingQueries = (mock: ReturnType<typeof stubApi>) =>
  queriesTo(mock, '/programs/rankings').map((q) => Object.fromEntries(q));
const table = () => screen.getByRole('table');
const rowOf = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;
/** The cells of a row after the rank: program, then the figures in column order. */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('/rankings/programs for a visitor', () => {
  it("lists Computer Science programs with MIT's figures, the counts, the years and the sources", async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () => jsonResponse(200, csPage),
    });
    renderWithProviders({ route: '/rankings/programs?program=1107&credential=3' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rankings by program' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we rank' })).toHaveAttribute(
      'href',
      '/rankings/method',
    );
    const mit = await screen.findByRole('link', { name: MIT_NAME });
    expect(mit).toHaveAttribute('href', '/rankings/college/166683');
    expect(rankingQueries(fetchMock)).toEqual([{ program: '1107', credential: '3', page: '1' }]);

    const mitRow = rowOf(MIT_NAME);
    const cs = csPage.data.find((r) => r.university_id === MIT)!;
    expect(cellTexts(mitRow)).toEqual([
      String(cs.rank),
      "Computer Science.Bachelor's degreeCompare",
      '817',
      '$169,953',
      '$242,087',
      '$13,779',
      formatCents(cs.monthly_payment! * 100),
      formatPercent(cs.debt_to_earnings!),
      formatMoney(cs.npv['20']!),
      formatYears(cs.break_even_years!),
      `Likely passesLikely passes: its graduates’ median earnings 5 years after completing, $242,087, are at or above the ${formatMoney(cs.earnings_test_benchmark!)} of high-school graduates aged 25 and over in Massachusetts (ACS, 2025 dollars).`,
    ]);
    expect(cs.earnings_test).toBe('likely_passes');
    expect(within(mitRow).getByRole('rowheader')).toHaveTextContent(`${MIT_NAME}Cambridge, MA`);
    // Ordered by NPV at 20 years, highest first: Carnegie Mellon, Berkeley, MIT, San Jose State.
    const names = within(table())
      .getAllByRole('rowheader')
      .map((h) => h.querySelector('a')!.textContent);
    expect(names).toEqual(csPage.data.map((r) => r.name));
    expect(csPage.data.map((r) => r.npv['20'])).toEqual(
      [...csPage.data.map((r) => r.npv['20']!)].sort((a, b) => b - a),
    );
    // San Jose State's 1-year earnings are privacy-suppressed: said in words, never $0.
    const sjsu = rowOf(SJSU_NAME);
    expect(within(sjsu).getAllByRole('cell')[3]).toHaveTextContent('too few graduates to publish');
    expect(sjsu.textContent).not.toContain('$0');

    expect(screen.getByText('4 programs; 4 with a return')).toBeInTheDocument();
    expect(
      screen.getByText('Returns use 2022 college figures; amounts in 2025 dollars.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: "Computer Science., Bachelor's degree · All states · ordered by NPV at 20 years, highest first.",
      }),
    ).toBeInTheDocument();
    const sources = screen.getByRole('region', { name: 'Where the figures come from' });
    expect(sources).toHaveTextContent(
      'Earnings and debt count only graduates who received federal student aid.',
    );
    const source = (term: string) => within(sources).getByText(term).nextElementSibling;
    expect(source('Earnings 1 year after')).toHaveTextContent(
      /^2018-19 and 2019-20 graduates; earnings of 2020 and 2021; 2022 dollars$/,
    );
    expect(source('Median debt')).toHaveTextContent(
      /^2018-19 and 2019-20 graduates; 2020 dollars \(assumed\)$/,
    );
    expect(document.title).toBe('Rankings by program | DegreeWorth');
    expect(screen.getByRole('combobox', { name: 'Program' })).toHaveValue('Computer Science.');
  });

  it('finds "Computer Science." by typing part of its title and asks for program 1107', async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': (_body, _init, query) =>
        jsonResponse(200, query?.get('program') === '1107' ? csPage : programRankingPage(csRows)),
    });
    const { user, router } = renderWithProviders({ route: '/rankings/programs' });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(rankingQueries(fetchMock)).toEqual([{ credential: '3', page: '1' }]);

    const picker = screen.getByRole('combobox', { name: 'Program' });
    await user.type(picker, 'Computer Sc');
    const list = screen.getByRole('listbox', { name: 'Fields of study' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All fields',
      'Computer Science.In Computer And Information Sciences And Support Services · 349 programs',
      'Mathematics and Computer Science.In Multi/Interdisciplinary Studies · 8 programs',
    ]);
    expect(screen.getByText('2 fields match')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: /^Computer Science\./ }));

    expect(router.state.location.search).toBe('?program=1107&credential=3');
    await waitFor(() =>
      expect(rankingQueries(fetchMock).at(-1)).toEqual({
        program: '1107',
        credential: '3',
        page: '1',
      }),
    );
    expect(picker).toHaveValue('Computer Science.');
    expect(list).not.toBeVisible();
  });

  it('picks a whole family with the keyboard, and "All fields" clears it', async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () => jsonResponse(200, csPage),
    });
    const { user, router } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    await screen.findByRole('link', { name: MIT_NAME });
    const picker = screen.getByRole('combobox', { name: 'Program' });
    await user.click(picker);
    await user.keyboard('computer and information{ArrowDown}');
    const active = picker.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)).toHaveTextContent(
      /^Computer And Information Sciences And Support ServicesEvery field in this group · 1,403 programs$/,
    );
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?program=11&credential=3');
    await waitFor(() => expect(rankingQueries(fetchMock).at(-1)?.program).toBe('11'));

    await user.click(picker);
    await user.click(screen.getByRole('option', { name: 'All fields' }));
    expect(router.state.location.search).toBe('?credential=3');
    await waitFor(() =>
      expect(rankingQueries(fetchMock).at(-1)).toEqual({ credential: '3', page: '1' }),
    );
    // Escape puts back the chosen field's title.
    await user.type(picker, 'nurs{Escape}');
    expect(picker).toHaveValue('');
  });

  it('asks for page 2, shows the sign-up prompt of its 401 and keeps the first page on screen', async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': (_body, _init, query) =>
        query?.get('page') === '2'
          ? apiErrorResponse(401, RANKINGS_TEXTS.signUpForMore)
          : jsonResponse(200, { ...csPage, total: 45 }),
    });
    const { user, router } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const prompt = (await screen.findByText(RANKINGS_TEXTS.signUpForMore)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(prompt).getByRole('button', { name: 'Sign up free' })).toBeInTheDocument();
    // Where the user pressed Next: after the list, just above the page buttons.
    const pages = screen.getByRole('navigation', { name: 'Program pages' });
    expect(table().compareDocumentPosition(prompt)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(prompt.compareDocumentPosition(pages)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(router.state.location.search).toBe('?program=1107&credential=3&page=2');
    expect(rankingQueries(fetchMock).at(-1)).toEqual({
      program: '1107',
      credential: '3',
      page: '2',
    });
    // The first page stays, with its figures.
    expect(screen.getByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    expect(within(rowOf(MIT_NAME)).getByText('$169,953')).toBeInTheDocument();
    expect(screen.getByText('Still showing the list you had before.')).toBeInTheDocument();

    await user.click(within(prompt).getByRole('button', { name: 'Back to page 1' }));
    expect(router.state.location.search).toBe('?program=1107&credential=3');
    expect(screen.queryByText(RANKINGS_TEXTS.signUpForMore)).not.toBeInTheDocument();
  });

  it('chooses programs to compare across pages, then opens the comparison or clears them', async () => {
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () => jsonResponse(200, { ...csPage, total: 45 }),
    });
    const { user, router } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    await screen.findByRole('link', { name: MIT_NAME });
    const compareMit = within(rowOf(MIT_NAME)).getByRole('checkbox', {
      name: `Compare: Computer Science at ${MIT_NAME}`,
    });
    await user.click(compareMit);
    await user.click(
      within(rowOf(SJSU_NAME)).getByRole('checkbox', { name: /^Compare: Computer Science at / }),
    );
    expect(compareMit).toBeChecked();
    const bar = screen.getByText(
      '2 of 4 programs chosen to compare, from any page or field.',
    ).parentElement!;
    const sjsu = csRows.find((r) => r.name === SJSU_NAME)!.university_id;
    expect(within(bar).getByRole('link', { name: 'Compare these 2 programs' })).toHaveAttribute(
      'href',
      `/rankings/programs/compare?programs=${encodeURIComponent(`${MIT}-11.07,${sjsu}-11.07`)}`,
    );
    const chosen = `${MIT}-11.07,${sjsu}-11.07`;
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBe(chosen);
    // The choice stays while the list changes page.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      program: '1107',
      credential: '3',
      page: '2',
      compare: chosen,
    });
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBeNull();
    expect(compareMit).not.toBeChecked();
    expect(screen.queryByText(/programs chosen to compare/)).not.toBeInTheDocument();
  });

  it('lets no fifth program be chosen, and offers no comparison of a graduate program', async () => {
    const chosen = '1-11.07,2-11.07,3-11.07,4-11.07';
    const masters = programRow(BERKELEY, '1107');
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () =>
        jsonResponse(
          200,
          programRankingPage([...csRows, { ...masters, university_id: 9, credential_level: 5 }], {
            program: '1107',
          }),
        ),
    });
    renderWithProviders({ route: `/rankings/programs?program=1107&compare=${chosen}` });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(
      screen.getByText('4 of 4 programs chosen to compare, from any page or field.'),
    ).toBeInTheDocument();
    expect(within(rowOf(MIT_NAME)).getByRole('checkbox')).toBeDisabled();
    expect(within(table()).getAllByRole('checkbox')).toHaveLength(csRows.length);
  });

  it('shows a sign-up prompt when a filter answers 401, and the list it had', async () => {
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': (_body, _init, query) =>
        query?.get('state')
          ? apiErrorResponse(401, PROGRAM_RANKINGS_TEXTS.signUpForFilters)
          : jsonResponse(200, csPage),
    });
    const { user } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ohio');
    expect(await screen.findByText(PROGRAM_RANKINGS_TEXTS.signUpForFilters)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo this change' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('hides the programs at risk under the earnings test for a signed-in user', async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      ...meRoute(),
      'GET /programs/rankings': (_body, _init, query) =>
        jsonResponse(200, query?.get('hide_at_risk') ? { ...csPage, hide_at_risk: true } : csPage),
    });
    const { user, router } = renderWithProviders({
      route: '/rankings/programs?program=1107',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Hide programs at risk under the federal earnings test (our estimate)',
      }),
    );
    await waitFor(() =>
      expect(rankingQueries(fetchMock).at(-1)).toEqual({
        program: '1107',
        credential: '3',
        hide_at_risk: 'true',
        page: '1',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('hide_at_risk')).toBe('true');
    // The note says what the estimate is.
    expect(
      screen.getByText(/^An estimate, not the Department of Education’s determination\./),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign up to hide the programs at risk, keeping the list', async () => {
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': (_body, _init, query) =>
        query?.get('hide_at_risk')
          ? apiErrorResponse(401, PROGRAM_RANKINGS_TEXTS.signUpForFilters)
          : jsonResponse(200, csPage),
    });
    const { user } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.getByText('Filtering needs a free account.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Hide programs at risk/ }));
    expect(await screen.findByText(PROGRAM_RANKINGS_TEXTS.signUpForFilters)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MIT_NAME })).toBeInTheDocument();
  });

  it('shows a loading skeleton, then says when no program matches', async () => {
    let answer!: (r: Response) => void;
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders({ route: '/rankings/programs?program=1107&credential=6' });
    expect(await screen.findByText('Loading programs…')).toBeInTheDocument();
    answer(jsonResponse(200, programRankingPage([], { program: '1107', credential: 6 })));
    expect(await screen.findByText('No programs match these filters.')).toBeInTheDocument();
    expect(
      screen.getByText('Try another state or type of college, another credential, or all fields.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all fields' })).toBeInTheDocument();
  });

  it('shows a failed load with the server message and tries again', async () => {
    let fail = true;
    stubApi({
      ...fieldsRoute,
      'GET /programs/rankings': () =>
        fail
          ? apiErrorResponse(500, 'Something went wrong on our side.')
          : jsonResponse(200, csPage),
    });
    const { user } = renderWithProviders({ route: '/rankings/programs?program=1107' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
  });
});

describe('/rankings/programs for signed-in users', () => {
  it('sends the credential, state and order a free account picks, with its token', async () => {
    const fetchMock = stubApi({
      ...fieldsRoute,
      ...meRoute(),
      'GET /programs/rankings': () => jsonResponse(200, csPage),
    });
    const { user, router } = renderWithProviders({
      route: '/rankings/programs?program=1107',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    const last = () => rankingQueries(fetchMock).at(-1);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Credential' }),
      "Master's degree",
    );
    await waitFor(() => expect(last()).toEqual({ program: '1107', credential: '5', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ohio');
    await waitFor(() =>
      expect(last()).toEqual({ program: '1107', credential: '5', state: 'OH', page: '1' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'College name');
    await waitFor(() =>
      expect(last()).toEqual({
        program: '1107',
        credential: '5',
        state: 'OH',
        sort: 'name',
        page: '1',
      }),
    );
    expect(router.state.location.search).toBe('?program=1107&credential=5&state=OH&sort=name');
    const auth = fetchMock.mock.calls
      .filter(([url]) => url.startsWith('/api/v1/programs/rankings'))
      .map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(new Set(auth)).toEqual(new Set(['Bearer user-token']));
    // Pro-only choices say so to a free account.
    expect(
      screen.getByRole('option', { name: 'Median debt (Individual Pro)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '30 years (Individual Pro)' })).toBeInTheDocument();
  });

  it('shows the upgrade prompt of a 403 on a Pro order, keeps the list and undoes the change', async () => {
    stubApi({
      ...fieldsRoute,
      ...meRoute(),
      'GET /programs/rankings': (_body, _init, query) =>
        query?.get('sort') === 'earnings_1yr'
          ? apiErrorResponse(403, RANKINGS_TEXTS.proRequired)
          : jsonResponse(200, csPage),
    });
    const { user, router } = renderWithProviders({
      route: '/rankings/programs?program=1107',
      preloadedState: signedIn(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Earnings 1 year after (Individual Pro)',
    );
    const prompt = (await screen.findByText(RANKINGS_TEXTS.proRequired)).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(rowOf(MIT_NAME)).getByText('$169,953')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(prompt).getByRole('button', { name: 'Undo this change' }));
    expect(router.state.location.search).toBe('?program=1107&credential=3');
    expect(screen.queryByText(RANKINGS_TEXTS.proRequired)).not.toBeInTheDocument();
  });

  it('orders an Individual Pro view by 1-year earnings, the unranked after with their reason', async () => {
    const byEarnings = programRankingPage(csRows, {
      program: '1107',
      sort: 'earnings_1yr',
      horizon: 30,
    });
    const fetchMock = stubApi({
      ...fieldsRoute,
      ...meRoutePro(),
      'GET /programs/rankings': (_body, _init, query) =>
        jsonResponse(200, query?.get('sort') === 'earnings_1yr' ? byEarnings : csPage),
    });
    const { user } = renderWithProviders({
      route: '/rankings/programs?program=1107',
      preloadedState: proUser(),
    });
    await screen.findByRole('link', { name: MIT_NAME });
    expect(screen.queryByRole('option', { name: /Individual Pro/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'NPV horizon' }), '30 years');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Earnings 1 year after',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Control' }), 'Public');
    await waitFor(() =>
      expect(rankingQueries(fetchMock).at(-1)).toEqual({
        program: '1107',
        credential: '3',
        control: 'public',
        sort: 'earnings_1yr',
        horizon: '30',
        page: '1',
      }),
    );
    expect(
      await screen.findByRole('columnheader', { name: 'Earnings 1 year after' }),
    ).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('4 programs; 3 with earnings 1 year after')).toBeInTheDocument();
    const unranked = within(table()).getAllByRole('rowgroup').at(-1)!;
    expect(
      within(unranked).getByRole('rowheader', { name: /^Not ranked: a figure this order needs/ }),
    ).toBeInTheDocument();
    const sjsu = within(unranked).getByRole('rowheader', { name: new RegExp(`^${SJSU_NAME}`) });
    expect(sjsu.closest('tr')!.cells[0]).toHaveTextContent(
      'Not rankedtoo few graduates to publish',
    );
    expect(screen.getByRole('columnheader', { name: 'NPV at 30 years' })).toBeInTheDocument();
  });
});
