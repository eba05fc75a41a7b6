import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RankingRow, RankingsResponse } from '@degreeworth/core';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { rankingPage, universityPage } from '../testing/scorecard-fixtures';

/** Real Ohio colleges of the development copy, 2022 (MERGED2021_22_PP.csv: C150_4). */
const CHAMBERLAIN_OHIO = 454236; // 0.45
const CASE_WESTERN = 201645; // 0.8436
const NOTRE_DAME_COLLEGE = 204468; // 0.3878
const CHAMBERLAIN_NAME = 'Chamberlain University-Ohio';
const CASE_WESTERN_NAME = 'Case Western Reserve University';
const NOTRE_DAME_NAME = 'Notre Dame College';

const LOW_COMPLETION =
  'Caution: Fewer than half of students finish here (completion 45%, 2022 data).';
const NOTRE_DAME_LOW =
  'Caution: Fewer than half of students finish here (completion 38.8%, 2022 data).';
const CLOSED = 'Caution: This college has closed (College Scorecard operating flag, 2024 data).';

/**
 * The development copy has no CURROPER (only the official most-recent file has it), so the
 * closed college's flag is set here as the API sends it for a 0 "as of" 2024.
 */
const asClosed = (r: RankingRow): RankingRow => ({
  ...r,
  currently_operating: false,
  operating_year: 2024,
  cautions: [...r.cautions, 'closed'],
});

let page: RankingsResponse;
beforeAll(() => {
  const base = rankingPage([CHAMBERLAIN_OHIO, CASE_WESTERN, NOTRE_DAME_COLLEGE]);
  page = {
    ...base,
    data: base.data.map((r) => (r.university_id === NOTRE_DAME_COLLEGE ? asClosed(r) : r)),
  };
});

/** The whole app's first render can take over a second on a busy machine. */
const FIRST_RENDER = { timeout: 10_000 };
/** Room for that wait inside each test. */
const SLOW_MACHINE = { timeout: 20_000 };

/** Wide screen (table) or phone (cards): the media query of use-phone-layout.ts. */
function screenIs(kind: 'desktop' | 'phone') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
afterEach(() => vi.unstubAllGlobals());

/** The caution items inside an element, as read aloud (the sign is hidden from readers). */
const cautionsIn = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('listitem')
    .map((li) => li.textContent)
    .filter((text) => text?.startsWith('Caution:'));

describe('cautions in the rankings', SLOW_MACHINE, () => {
  it('shows each caution in words in its table row, and none on a normal row', async () => {
    screenIs('desktop');
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: CHAMBERLAIN_NAME }, FIRST_RENDER);
    const rowOf = (name: string) =>
      within(screen.getByRole('table'))
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr')!;
    expect(cautionsIn(rowOf(CHAMBERLAIN_NAME))).toEqual([LOW_COMPLETION]);
    expect(cautionsIn(rowOf(NOTRE_DAME_NAME))).toEqual([NOTRE_DAME_LOW, CLOSED]);
    expect(cautionsIn(rowOf(CASE_WESTERN_NAME))).toEqual([]);
    expect(rowOf(CASE_WESTERN_NAME)).not.toHaveTextContent('Caution');
    // The words are text in the row header, read with the college, not a tooltip.
    expect(
      within(screen.getByRole('table')).getByRole('rowheader', {
        name: new RegExp(`^${CHAMBERLAIN_NAME}.*${LOW_COMPLETION.replace(/[().]/g, '\\$&')}`),
      }),
    ).toBeVisible();
    // The sign beside the words is hidden from screen readers: the words say it all.
    const sign = rowOf(CHAMBERLAIN_NAME).querySelector('li svg')!;
    expect(sign).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows them on the phone cards too', async () => {
    screenIs('phone');
    stubApi({ 'GET /rankings': () => jsonResponse(200, page) });
    renderWithProviders({ route: '/rankings' });
    await screen.findByRole('link', { name: CHAMBERLAIN_NAME }, FIRST_RENDER);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (name: string) => screen.getByRole('article', { name });
    expect(cautionsIn(card(CHAMBERLAIN_NAME))).toEqual([LOW_COMPLETION]);
    expect(cautionsIn(card(NOTRE_DAME_NAME))).toEqual([NOTRE_DAME_LOW, CLOSED]);
    expect(card(CASE_WESTERN_NAME)).not.toHaveTextContent('Caution');
  });
});

describe('cautions on the college page', SLOW_MACHINE, () => {
  it('shows the caution under the links of a low-completion college', async () => {
    screenIs('desktop');
    const college = universityPage(CHAMBERLAIN_OHIO, 1);
    expect(college.cautions).toEqual(['low_completion']);
    stubApi({ [`GET /universities/${CHAMBERLAIN_OHIO}`]: () => jsonResponse(200, college) });
    renderWithProviders({ route: `/rankings/college/${CHAMBERLAIN_OHIO}` });
    await screen.findByRole('heading', { level: 1, name: CHAMBERLAIN_NAME }, FIRST_RENDER);
    expect(
      screen.getByText(/^Fewer than half of students finish here/).closest('li'),
    ).toHaveTextContent(LOW_COMPLETION);
  });

  it('shows none for a college with a high completion rate and no closed flag', async () => {
    screenIs('desktop');
    const college = universityPage(CASE_WESTERN, 2);
    expect(college.cautions).toEqual([]);
    stubApi({ [`GET /universities/${CASE_WESTERN}`]: () => jsonResponse(200, college) });
    renderWithProviders({ route: `/rankings/college/${CASE_WESTERN}` });
    await screen.findByRole('heading', { level: 1, name: CASE_WESTERN_NAME }, FIRST_RENDER);
    expect(screen.queryByText(/^Caution:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Fewer than half of students/)).not.toBeInTheDocument();
  });
});
