import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectReadFailure } from '@/testing/admin-toast';
import { jsonResponse } from '@/testing/fetch-stub';
import { dashboard, institute, instituteMe, SLUG } from '../testing/institute-fixtures';
import { renderInstitute } from '../testing/render-institute';

const route = `/${SLUG}/admin/dashboard`;
const open = (answer = dashboard()) =>
  renderInstitute(route, { 'GET /institute/dashboard': () => jsonResponse(200, answer) });
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');

describe('/{institute}/admin/dashboard', () => {
  it('shows seats, students, counselors, scenarios and the subscription', async () => {
    open();
    await screen.findByText('Seats used', { selector: 'dt' });
    expect(figure('Seats used')).toHaveTextContent('Seats used12 of 5038 free');
    expect(figure('Students')).toHaveTextContent(
      'Students128 active · 4 invited (no password yet)',
    );
    expect(figure('Counselors')).toHaveTextContent('Counselors2');
    expect(figure('Scenarios saved')).toHaveTextContent('Scenarios saved9');
    expect(figure('Subscription')).toHaveTextContent('SubscriptionActiveEnds July 31, 2026');
  });

  it('draws both distributions with their data as tables and says what the bars leave out', async () => {
    open();
    const npv = await screen.findByRole('img', {
      name: 'Net gain at 20 years (completion-adjusted)',
    });
    expect(npv).toHaveAccessibleDescription(
      '11 college choices in saved scenarios; the most, 6, at $0 to $100k. 1 college choice has no figure: the data cannot say.',
    );
    expect(npv.querySelectorAll('rect')).toHaveLength(3);
    const npvTable = screen.getByRole('table', {
      name: 'Net gain at 20 years (completion-adjusted)',
    });
    expect(within(npvTable).getByRole('row', { name: /\$0 to \$100k/ })).toHaveTextContent(
      '$0 to $100k6',
    );
    const breakEven = screen.getByRole('img', { name: 'Break-even year (completion-adjusted)' });
    expect(breakEven).toHaveAccessibleDescription(
      /9 college choices in saved scenarios; the most, 5, at 10 to 20 years\. 2 college choices do not break even within 40 years\. 1 college choice has no figure: the data cannot say\.$/,
    );
    const table = screen.getByRole('table', { name: 'Break-even year (completion-adjusted)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'Years after starting collegeCollege choices',
      'under 10 years4',
      '10 to 20 years5',
    ]);
  });

  it('opens the students behind each bar, and those whose colleges never break even', async () => {
    const answer = dashboard();
    answer.npv.bins[0]!.count = 0;
    const { user, router } = open(answer);
    const npv = await screen.findByRole('img', {
      name: 'Net gain at 20 years (completion-adjusted)',
    });
    const bar = within(npv).getByRole('link', {
      name: '$0 to $100k: 6 college choices: see the students',
    });
    // An empty bar is nothing to open.
    expect(within(npv).getAllByRole('link')).toHaveLength(2);
    expect(bar).toHaveAttribute('href', `/${SLUG}/admin/users?npv_bar=1`);
    const table = screen.getByRole('table', { name: 'Break-even year (completion-adjusted)' });
    expect(
      within(table).getByRole('link', { name: '10 to 20 years: see the students' }),
    ).toHaveAttribute('href', `/${SLUG}/admin/users?break_even_bar=1`);
    await user.click(
      screen.getByRole('link', {
        name: 'See the students whose colleges do not break even within 40 years',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?break_even_bar=never'));
  });

  it('says how many students need attention and why, each reason opening the list', async () => {
    const { user, router } = open();
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      '5 students need attention',
      'No scenario yet: 3 students',
      'Negative 20-year NPV at every college: 1 student',
      'Borrowing above federal limits: 1 student',
      'Program at risk under the earnings test: 1 student',
    ]);
    await user.click(within(section).getByRole('link', { name: 'No scenario yet: 3 students' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/users`));
    expect(router.state.location.search).toBe('?filter=no_scenario');
  });

  it('says "1 student needs attention" for one', async () => {
    open(
      dashboard({
        attention: {
          students: 1,
          by_reason: {
            no_scenario: 1,
            no_positive_npv: 0,
            above_limits: 0,
            earnings_test_at_risk: 0,
            high_payment: 0,
          },
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(section).getByRole('link', { name: '1 student needs attention' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'No scenario yet: 1 student' })).toBeVisible();
  });

  it('says when nobody needs attention', async () => {
    open(
      dashboard({
        attention: {
          students: 0,
          by_reason: {
            no_scenario: 0,
            no_positive_npv: 0,
            above_limits: 0,
            earnings_test_at_risk: 0,
            high_payment: 0,
          },
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Needs attention' });
    expect(section).toHaveTextContent('No student needs attention right now.');
  });

  it('lists the students the 2026 loan law concerns, each linked to their student and scenario', async () => {
    open();
    const section = await screen.findByRole('region', { name: 'Loans under the 2026 rules' });
    const term = (label: string) =>
      within(section).getByText(label, { selector: 'dt' }).closest('div');
    expect(term('Borrowing above the federal limits')).toHaveTextContent(
      'Borrowing above the federal limits1 studentThe rest must come from a private loan or family money.',
    );
    expect(term('At risk under the earnings test')).toHaveTextContent(
      'At risk under the earnings test1 student',
    );
    expect(term('Loan payments over 14% of salary')).toHaveTextContent('0 students');
    const table = within(section).getByRole('table', { name: 'Colleges to look at' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'StudentScenarioCollegePlanMonthly paymentPayment-to-incomeAbove the limitsEarnings test (estimate)',
      'Ada LovelaceAlabama or MITThe University of AlabamaRAP$2295%$3,000Likely passes (all programs)',
      'Bo ChenUntitled scenarioLakeside CollegeStandard plan$00%NoneAt risk',
    ]);
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/${SLUG}/admin/users/st-1`,
    );
    expect(within(table).getByRole('link', { name: 'Alabama or MIT' })).toHaveAttribute(
      'href',
      `/${SLUG}/admin/scenarios/sc-1`,
    );
  });

  it('says when no saved scenario is a concern, and when the list shows only the first colleges', async () => {
    const none = dashboard();
    none.loans = { ...none.loans, attention: [], attention_total: 0 };
    const { unmount } = open(none);
    expect(
      await screen.findByText(
        'No saved scenario borrows above the federal limits, is at risk under the earnings test or pays over 14% of the starting salary.',
      ),
    ).toBeInTheDocument();
    unmount();
    const many = dashboard();
    many.loans = { ...many.loans, attention_total: 250 };
    open(many);
    expect(
      await screen.findByText('Showing 2 of 250. The class report (CSV) lists every college.'),
    ).toBeInTheDocument();
  });

  it('shows an empty state instead of the charts before any scenario is saved', async () => {
    open(
      dashboard({
        scenarios: 0,
        npv: { bins: [], unknown: 0 },
        break_even: { bins: [], never: 0, unknown: 0 },
      }),
    );
    expect(await screen.findByText(/No scenarios yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when the subscription has not started yet, in the figure and in a banner', async () => {
    const scheduled = { status: 'scheduled', start_date: '2026-08-01' } as const;
    renderInstitute(
      route,
      {
        'GET /institute/dashboard': () =>
          jsonResponse(200, dashboard({ institute: institute(scheduled) })),
      },
      instituteMe('owner', scheduled),
    );
    await screen.findByText('Subscription', { selector: 'dt' });
    expect(figure('Subscription')).toHaveTextContent('SubscriptionScheduledStarts August 1, 2026');
    expect(screen.getByText(/This subscription starts on August 1, 2026\./)).toBeInTheDocument();
  });

  it('shows "Failed to fetch data." when the dashboard fails without a message', async () => {
    renderInstitute(route, { 'GET /institute/dashboard': () => new Response('', { status: 500 }) });
    await expectReadFailure('Failed to fetch data.');
  });
});
