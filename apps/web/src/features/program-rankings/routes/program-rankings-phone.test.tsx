import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@degreeworth/core';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
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

beforeEach(() => {
  // A 375 px screen: the phone media query of use-phone-layout.ts matches.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

describe('/rankings/programs on a phone', () => {
  it('shows a card per program with the same figures and reasons, and no table', async () => {
    const rows = [MIT, CARNEGIE_MELLON, BERKELEY, SAN_JOSE_STATE].map((id) =>
      programRow(id, '1107'),
    );
    const page = programRankingPage(rows, { program: '1107' });
    stubApi({
      'GET /programs/fields': () => jsonResponse(200, programFields(3)),
      'GET /programs/rankings': () => jsonResponse(200, page),
    });
    renderWithProviders({ route: '/rankings/programs?program=1107' });
    const list = await screen.findByRole('list', { name: 'Ranked programs' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('link').textContent)).toEqual(
      page.data.map((r) => r.name),
    );
    const mit = within(list).getByRole('article', {
      name: 'Massachusetts Institute of Technology',
    });
    expect(within(mit).getByRole('link')).toHaveAttribute('href', '/rankings/college/166683');
    expect(mit).toHaveTextContent("Computer Science. · Bachelor's degree");
    expect(mit).toHaveTextContent('Cambridge, MA');
    const value = (card: HTMLElement, term: string) =>
      within(card).getByText(term).nextElementSibling;
    const cs = page.data.find((r) => r.university_id === MIT)!;
    // NPV first, then the table's order.
    expect(
      within(mit)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'NPV at 20 years',
      'Graduates',
      'Earnings 1 year after',
      'Earnings 5 years after',
      'Median debt',
      'Monthly payment',
      'Debt-to-earnings',
      'Break-even',
      'Earnings test (estimate)',
    ]);
    expect(value(mit, 'NPV at 20 years')).toHaveTextContent(formatMoney(cs.npv['20']!));
    expect(value(mit, 'Earnings 1 year after')).toHaveTextContent('$169,953');
    expect(value(mit, 'Earnings 5 years after')).toHaveTextContent('$242,087');
    expect(value(mit, 'Median debt')).toHaveTextContent('$13,779');
    const sjsu = within(list).getByRole('article', { name: 'San Jose State University' });
    expect(value(sjsu, 'Earnings 1 year after')).toHaveTextContent('too few graduates to publish');
    expect(value(sjsu, 'Median debt')).toHaveTextContent('not reported');
    expect(sjsu).not.toHaveTextContent('$0');
    expect(mit).toHaveTextContent(new RegExp(`^Rank #${cs.rank}Massachusetts Institute`));
  });
});
