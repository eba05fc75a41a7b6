import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RANKINGS_TEXTS, type RankingsResponse } from '@degreeworth/core';
import { apiErrorResponse, jsonResponse, stubApi, type stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { collegeIds, hasEarnings, rankingPage } from '../testing/scorecard-fixtures';

/**
 * A visitor on /rankings: Next to a page the API refuses (a visitor sees page 1 only) keeps the
 * list and adds the sign-up notice under it; state and type filter page 1.
 */
const MIT_NAME = 'Massachusetts Institute of Technology';

let page: RankingsResponse;
let ohio: RankingsResponse;
let ohioNames: string[];

beforeAll(() => {
  page = { ...rankingPage([166683, 100751, ...collegeIds(hasEarnings, 4)]), total: 1959 };
  // Real Ohio colleges with earnings, as GET /rankings?state=OH answers them.
  const ohioIds = collegeIds((r) => r.STABBR === 'OH' && hasEarnings(r), 3);
  ohio = { ...rankingPage(ohioIds), state: 'OH', total: 87 };
  ohioNames = ohio.data.map((r) => r.name);
});

const urls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => url);
/** The links to the colleges' pages, in order (each row also has "Add to my scenario"). */
const collegeLinks = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/rankings/college/'));
/** The first list: the route's code loads first (slow on a busy machine, hence the wait). */
const firstList = () => screen.findByRole('link', { name: MIT_NAME }, { timeout: 5_000 });
const pages = () => screen.getByRole('navigation', { name: 'Rankings pages' });

/** GET /rankings as the API answers a visitor: page 1 of any state, 401 past it. */
function visitorApi() {
  return stubApi({
    'GET /rankings': (_body, _init, query) => {
      if (query?.get('page') !== '1') return apiErrorResponse(401, RANKINGS_TEXTS.signUpForMore);
      return jsonResponse(200, query.get('state') === 'OH' ? ohio : page);
    },
  });
}

describe('/rankings: a visitor pressing Next', () => {
  it('keeps the list and page 1, and shows the API’s sign-up notice under the list, focused', async () => {
    const fetchMock = visitorApi();
    const { user, router } = renderWithProviders({ route: '/rankings' });
    await firstList();
    const before = collegeLinks().map((a) => a.textContent);
    expect(before.length).toBeGreaterThan(3);

    // Keyboard only: Tab to Next, Enter.
    within(pages()).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');

    const notice = await screen.findByText(RANKINGS_TEXTS.signUpForMore);
    const status = notice.closest('[role="status"]') as HTMLElement;
    expect(status).not.toBeNull();
    // Focused, so a screen reader reads it; Tab reaches its sign-up button next.
    expect(status.parentElement).toHaveFocus();
    await user.tab();
    expect(within(status).getByRole('button', { name: 'Sign up free' })).toHaveFocus();
    // The server was asked for page 2 and said no.
    expect(urls(fetchMock)).toContain('/api/v1/rankings?page=2&type=bachelors');
    // The same list, still page 1, and the notice comes after the page buttons.
    expect(collegeLinks().map((a) => a.textContent)).toEqual(before);
    expect(within(pages()).getByText('Page 1 of 98')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(pages().compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Role Selection' })).toBeInTheDocument();
  });

  it('goes to page 2 when the API answers it: the server decides, not the page', async () => {
    const second = { ...page, page: 2 };
    const fetchMock = stubApi({
      'GET /rankings': (_body, _init, query) =>
        jsonResponse(200, query?.get('page') === '2' ? second : page),
    });
    const { user, router } = renderWithProviders({ route: '/rankings' });
    await firstList();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await within(pages()).findByText('Page 2 of 98')).toBeInTheDocument();
    expect(screen.queryByText(RANKINGS_TEXTS.signUpForMore)).not.toBeInTheDocument();
    // Asked once: the answer to the question before going there is the page shown.
    expect(urls(fetchMock).filter((u) => u.includes('page=2'))).toHaveLength(1);
  });

  it('drops the notice when the visitor filters, and lists that filter’s page 1', async () => {
    const fetchMock = visitorApi();
    const { user, router } = renderWithProviders({ route: '/rankings' });
    await firstList();
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(RANKINGS_TEXTS.signUpForMore)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'Ohio');
    expect(await screen.findByRole('link', { name: ohioNames[0] })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/v1/rankings?page=1&state=OH&type=bachelors');
    expect(router.state.location.search).toBe('?state=OH');
    expect(screen.queryByText(RANKINGS_TEXTS.signUpForMore)).not.toBeInTheDocument();
  });
});

describe('/rankings: a visitor’s filters', () => {
  it('filter by state and type (page 1 of each); the year and sorting stay for accounts', async () => {
    const fetchMock = visitorApi();
    const { user, router } = renderWithProviders({ route: '/rankings' });
    await firstList();
    const state = screen.getByLabelText('State');
    const type = screen.getByLabelText('Type');
    expect(state).toBeEnabled();
    expect(type).toBeEnabled();
    expect(screen.getByLabelText('Year')).toBeDisabled();
    expect(
      screen.getByText('Sign up for free to filter the rankings by year.'),
    ).toBeInTheDocument();

    await user.selectOptions(state, 'Ohio');
    expect(await screen.findByRole('link', { name: ohioNames[0] })).toBeInTheDocument();
    expect(collegeLinks().map((a) => a.textContent)).toEqual(ohioNames);
    expect(screen.queryByRole('link', { name: MIT_NAME })).not.toBeInTheDocument();
    expect(screen.getByText(/Bachelor's · 2022 · Ohio/)).toBeInTheDocument();

    await user.selectOptions(type, 'Associate');
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/v1/rankings?page=1&state=OH&type=associate'),
    );
    expect(router.state.location.search).toBe('?state=OH&type=associate');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByRole('link', { name: MIT_NAME })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    // Every list a visitor asked for was a page 1, with no token.
    const lists = fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/v1/rankings?'));
    expect(lists.every(([url]) => url.includes('page=1'))).toBe(true);
    expect(lists.every(([, init]) => !new Headers(init?.headers).has('Authorization'))).toBe(true);
  });
});
