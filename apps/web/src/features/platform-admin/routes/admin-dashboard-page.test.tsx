import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, callsOf, jsonResponse, queriesTo } from '@/testing/fetch-stub';
import { auditEntry, dashboard, subadminMe } from '../testing/admin-fixtures';
import { expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';

const auditPage = (page: number) =>
  jsonResponse(200, {
    entries: [
      page === 1
        ? auditEntry()
        : auditEntry({
            id: 'audit-21',
            action: 'testimonial.delete',
            target_type: 'testimonial',
            target_id: 'tes-9',
            before: { name: 'Jordan Lee' },
            after: null,
          }),
    ],
    page,
    per_page: 20,
    total: 21,
  });

const routes = {
  'GET /admin/dashboard': () => jsonResponse(200, dashboard()),
  'GET /admin/audit-log': () => auditPage(1),
};

describe('/crm/dashboard', () => {
  it('shows the figures, the sign-ups chart and the recent admin activity', async () => {
    renderAdmin('/crm/dashboard', routes);
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div');
    await screen.findByText('Users', { selector: 'dt' });
    expect(figure('Users')).toHaveTextContent('Users1,234');
    expect(figure('Users')).toHaveTextContent('20 signed up in the last 12 weeks');
    expect(figure('Individual Pro plans active')).toHaveTextContent(
      'Individual Pro plans active56Revenue: $1,400.00',
    );
    expect(figure('Institute subscriptions')).toHaveTextContent(
      'Institute subscriptions32 active today',
    );
    expect(figure('Scenarios built')).toHaveTextContent('789');
    const chart = await screen.findByRole('img', { name: 'Sign-ups per week' });
    expect(chart).toHaveAccessibleDescription(
      '20 sign-ups in 12 weeks; the most, 9, in the week of Feb 16.',
    );
    const recent = screen.getByRole('region', { name: 'Recent admin activity' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent(
      'ada@degreeworth.test updated a resource (resource res-1)Mar 2, 2026, 10:00 AM UTC',
    );
  });

  it('says "1 sign-up" for a single sign-up in the weeks shown', async () => {
    const weeks = dashboard().users.signups_per_week.map((w, i) => ({
      ...w,
      count: i === 11 ? 1 : 0,
    }));
    renderAdmin('/crm/dashboard', {
      ...routes,
      'GET /admin/dashboard': () =>
        jsonResponse(200, dashboard({ users: { total: 1, signups_per_week: weeks } })),
    });
    const chart = await screen.findByRole('img', { name: 'Sign-ups per week' });
    expect(chart).toHaveAccessibleDescription(
      '1 sign-up in 12 weeks; the most, 1, in the week of Feb 23.',
    );
  });

  it('shows the audit log to full admins with paging and before/after', async () => {
    const { user, fetchMock } = renderAdmin('/crm/dashboard', {
      ...routes,
      'GET /admin/audit-log': () => {
        const last = fetchMock.mock.calls.at(-1)?.[0] ?? '';
        return auditPage(Number(new URLSearchParams(last.split('?')[1]).get('page')));
      },
    });
    const log = await screen.findByRole('region', { name: 'Audit log' });
    await within(log).findByText('Page 1 of 2 (21 actions)');
    const changes = within(log).getByRole('table', { name: 'Changes of this action' });
    expect(within(changes).getByRole('row', { name: /title/ })).toHaveTextContent(
      'titleOld titleNew title',
    );
    expect(within(changes).queryByRole('row', { name: /category/ })).not.toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Next' }));
    expect(await within(log).findByText(/deleted a testimonial/)).toBeInTheDocument();
    expect(within(log).getByRole('row', { name: /name/ })).toHaveTextContent('nameJordan Lee—');
    expect(queriesTo(fetchMock, '/admin/audit-log').map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('leaves the audit log out for subadmins', async () => {
    const { fetchMock } = renderAdmin('/crm/dashboard', routes, subadminMe(['resources']));
    await screen.findByRole('img', { name: 'Sign-ups per week' });
    await waitFor(() => expect(callsOf(fetchMock, 'GET /admin/me')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET /admin/audit-log')).toHaveLength(0);
  });

  it('shows "Failed to fetch data." when the dashboard fails without a message', async () => {
    renderAdmin('/crm/dashboard', {
      'GET /admin/dashboard': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch data.');
  });

  it('shows the server message when the dashboard answers an error', async () => {
    renderAdmin('/crm/dashboard', {
      'GET /admin/dashboard': () =>
        apiErrorResponse(503, 'The database is busy. Try again shortly.'),
    });
    await expectReadFailure('The database is busy. Try again shortly.');
  });
});
