import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, queriesTo, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
// Test-only: the college pages' real-data answers (see testing/program-fixtures.ts).
// eslint-disable-next-line import-x/no-restricted-paths
import { rankingPage, universityPage } from '../../rankings/testing/scorecard-fixtures';
import { MIT, programFields, programRankingPage, programRow } from '../testing/program-fixtures';

const MIT_NAME = 'Massachusetts Institute of Technology';

describe('links to the rankings by program', () => {
  it('goes from the college rankings to /rankings/programs', async () => {
    stubApi({
      'GET /rankings': () => jsonResponse(200, rankingPage([MIT])),
      'GET /programs/fields': () => jsonResponse(200, programFields(3)),
      'GET /programs/rankings': () =>
        jsonResponse(200, programRankingPage([programRow(MIT, '1107')])),
    });
    const { user, router } = renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: MIT_NAME });
    await user.click(screen.getByRole('link', { name: 'Rankings by program' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rankings by program' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rankings/programs');
  });

  it("opens MIT's Computer Science at other colleges from the college page's programs", async () => {
    const fetchMock = stubApi({
      [`GET /universities/${MIT}`]: () => jsonResponse(200, universityPage(MIT, 1)),
      'GET /programs/fields': () => jsonResponse(200, programFields(3)),
      'GET /programs/rankings': () =>
        jsonResponse(200, programRankingPage([programRow(MIT, '1107')], { program: '1107' })),
    });
    const { user, router } = renderWithProviders({ route: `/rankings/college/${MIT}` });
    const table = await screen.findByRole('table', { name: /^Programs with their own earnings/ });
    const link = within(table).getByRole('link', { name: 'Computer Science.' });
    expect(link).toHaveAttribute('href', '/rankings/programs?program=1107&credential=3');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rankings by program' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?program=1107&credential=3');
    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(fetchMock, '/programs/rankings')[0]!)).toEqual({
        program: '1107',
        credential: '3',
        page: '1',
      }),
    );
  });
});
