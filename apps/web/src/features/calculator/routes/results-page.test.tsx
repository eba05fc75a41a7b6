import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  borrowingLabels,
  formatMoney,
  reconciliationText,
  SCENARIO_MESSAGES,
  scenarioFlagsInWords,
  type ScenarioInput,
} from '@degreeworth/core';
import { applyLanguage } from '@/lib/i18n/language';
import { toast } from '@/lib/toast';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  ALABAMA,
  collegeInput,
  MIT,
  savedScenario,
  withGraduateEarnings,
} from '@/testing/scenario-fixtures';
import { calculatorRoutes, emptyList, listed, userRoutes } from '../testing/calculator-routes';

const ALABAMA_NAME = 'The University of Alabama';
const MIT_NAME = 'Massachusetts Institute of Technology';

const college = (id: number, loans: number) =>
  collegeInput(id, {
    residency: id === ALABAMA ? 'in_state' : 'out_of_state',
    grants: 5000,
    loans_per_year: loans,
  });

const input: ScenarioInput = {
  name: 'Plan A',
  home_state: 'AL',
  colleges: [college(ALABAMA, 5500), college(MIT, 7500)],
  assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
};
const saved = savedScenario('sc-9', input);
const server = saved.scenario.results;
const pro = () => signedIn({ subscription_id: 1 });
const open = (route = '/collegeSelection/results/sc-9', state = pro()) =>
  renderWithProviders({ route, preloadedState: state });
const card = (name: string) => screen.getByRole('article', { name });
const headline = (name: string) =>
  within(card(name)).getByText(/^Net gain at 20 years/).nextElementSibling!;

describe('/collegeSelection/results/{id}', () => {
  it('shows the server’s results side by side, without recomputing them', async () => {
    // Only the scenario answers: no reference and no college data to recompute from.
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your results');
    for (const [i, name] of [ALABAMA_NAME, MIT_NAME].entries()) {
      const r = server.colleges[i]!.roi;
      expect(headline(name)).toHaveTextContent(formatMoney(r.outcome.npv[20].value!));
      expect(
        within(card(name)).getByText(server.colleges[i]!.verdicts[0]!.text),
      ).toBeInTheDocument();
    }
    expect(
      screen.getByText(/Years are counted from the first year of college\./),
    ).toBeInTheDocument();
    const sources = screen.getByRole('region', { name: 'Data sources and vintage' });
    expect(sources).toHaveTextContent(
      `${ALABAMA_NAME}: data year 2022 (the academic year 2021–22), amounts in 2025 dollars.`,
    );
  });

  it('draws the three charts as images with a text alternative and a break-even mark each', async () => {
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    open();
    const worth = await screen.findByRole('img', {
      name: /^What each path adds up to over 40 years/,
    });
    const alabamaYear = server.colleges[0]!.roi.outcome.breakEvenYears.value!;
    expect(worth).toHaveAccessibleDescription(
      new RegExp(`${ALABAMA_NAME} catches up with the high-school path in year ${alabamaYear}`),
    );
    const marks = [...worth.querySelectorAll('circle title')].map((t) => t.textContent);
    expect(marks).toContain(`${ALABAMA_NAME} breaks even in year ${alabamaYear}`);
    // One line per college plus the high-school path, coloured the same in every chart.
    expect(worth.querySelectorAll('path')).toHaveLength(3);
    const loans = screen.getByRole('img', { name: /^Loan balance under both plans/ });
    // Two lines per college, one per repayment plan, in the college's colour.
    const strokes = [...loans.querySelectorAll('path')].map((p) => p.getAttribute('stroke'));
    expect(strokes).toEqual(['#0072B2', '#0072B2', '#D55E00', '#D55E00']);
    expect(screen.getByRole('img', { name: /^Yearly cost and earnings/ })).toBeInTheDocument();
    expect(screen.getAllByText('Chart data as a table')).toHaveLength(3);
  });

  it('leads with the verdict in a polite live region, and explains each college’s figure', async () => {
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    open();
    await screen.findByRole('heading', { level: 2, name: 'Plan A' });
    expect(server.verdict).toMatch(/^At 20 years, /);
    const verdict = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === server.verdict,
    );
    expect(verdict.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
    for (const c of server.colleges) {
      const line = reconciliationText(c.reconciliation!);
      expect(
        within(card(c.name)).getByText((_, el) => el?.tagName === 'P' && el.textContent === line),
      ).toBeVisible();
    }
  });

  it('shows warnings as warnings, in words and not in the good-news look', async () => {
    const heavy = savedScenario('sc-9', {
      ...input,
      colleges: [collegeInput(ALABAMA, { loans_per_year: 30_000, starting_salary: 30_000 })],
    });
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, heavy) });
    open();
    const limits = await screen.findByText(/^Borrowing is above the federal limits/);
    const item = limits.closest('li')!;
    expect(item).toHaveTextContent(/^Warning: Borrowing is above the federal limits/);
    expect(item).toHaveClass('bg-amber-50');
    expect(item).not.toHaveClass('bg-emerald-50');
  });

  it('shows one entrant-based figure, without "If I graduate", where the data has only entrants’ earnings', async () => {
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    open();
    await screen.findByRole('heading', { level: 2, name: 'Plan A' });
    expect(server.colleges.every((c) => c.roi.view === 'entrant_based')).toBe(true);
    expect(screen.queryByRole('radio', { name: 'If I graduate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'If I graduate' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Net gain at 20 years \(if I graduate\)/)).not.toBeInTheDocument();
    expect(within(card(ALABAMA_NAME)).getByText(/^Net gain at 20 years/)).toHaveTextContent(
      'Net gain at 20 years (completion-adjusted)',
    );
    expect(
      within(card(ALABAMA_NAME)).getByText(/those of everyone who started, graduates and students/),
    ).toBeInTheDocument();
  });

  it('leads with "Completion-adjusted", the college page’s figure, and switches to "If I graduate"', async () => {
    const graduates = savedScenario('sc-9', input, withGraduateEarnings);
    const server = graduates.scenario.results;
    expect(server.colleges[0]!.roi.view).toBe('completion_adjusted');
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, graduates) });
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: 'Plan A' });
    expect(headline(ALABAMA_NAME)).toHaveTextContent(
      formatMoney(server.colleges[0]!.roi.outcome.npv[20].value!),
    );
    expect(screen.getByRole('radio', { name: 'Completion-adjusted' })).toBeChecked();
    expect(within(card(ALABAMA_NAME)).getByText(/^Net gain at 20 years/)).toHaveTextContent(
      'Net gain at 20 years (completion-adjusted)',
    );
    await user.click(screen.getByRole('radio', { name: 'If I graduate' }));
    const graduate = server.colleges[0]!.roi.ifGraduate!.npv[20];
    expect(within(card(ALABAMA_NAME)).getByText(/^Net gain at 20 years/)).toHaveTextContent(
      'Net gain at 20 years (if I graduate)',
    );
    expect(headline(ALABAMA_NAME)).toHaveTextContent(formatMoney(graduate.value!));
    expect(
      within(card(ALABAMA_NAME)).getByRole('columnheader', { name: 'If I graduate' }),
    ).toBeInTheDocument();
  });

  it('says "Scenario not found." with a way back for an unknown id', async () => {
    stubApi({ 'GET /scenario/nope': () => apiErrorResponse(404, SCENARIO_MESSAGES.notFound) });
    const { user, router } = open('/collegeSelection/results/nope');
    expect(await screen.findByText('Scenario not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to college selection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeSelection'));
  });

  it('shows a failed load with a retry that loads it again', async () => {
    let fail = true;
    stubApi({
      'GET /scenario/sc-9': () =>
        fail
          ? apiErrorResponse(500, 'Something went wrong. Please try again.')
          : jsonResponse(200, saved),
    });
    const { user } = open();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeInTheDocument();
  });

  it('without an id shows the newest saved scenario, or a way to build one', async () => {
    stubApi({
      ...userRoutes({ ...emptyList(), scenarios: [listed(saved)] }),
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
    });
    open('/collegeSelection/results');
    expect(await screen.findByRole('heading', { level: 2, name: 'Plan A' })).toBeInTheDocument();
  });

  it('without an id and no saved scenario links to /collegeSelection', async () => {
    stubApi(userRoutes(emptyList()));
    const { user, router } = open('/collegeSelection/results');
    expect(await screen.findByText(/You have no saved scenarios yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Build a scenario' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collegeSelection'));
  });
});

describe('/collegeSelection/results/{id} in Spanish', () => {
  it('writes the verdicts and the reconciliation in Spanish, with the server’s figures', async () => {
    await act(() => applyLanguage('es'));
    stubApi(calculatorRoutes({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) }));
    open();
    // The server's sentences are English: the browser computes them again in Spanish.
    expect(await screen.findByText(/^A los 20 años, /)).toBeInTheDocument();
    for (const [i, c] of server.colleges.entries()) {
      const name = [ALABAMA_NAME, MIT_NAME][i]!;
      const line = reconciliationText(c.reconciliation!, 'es');
      expect(line).toMatch(/^La cifra publicada de esta universidad para /);
      expect(
        within(card(name)).getByText((_, el) => el?.tagName === 'P' && el.textContent === line),
      ).toBeVisible();
      expect(within(card(name)).getByText(/^Se recupera en unos \d+ años/)).toBeInTheDocument();
      expect(within(card(name)).queryByText(c.verdicts[0]!.text)).not.toBeInTheDocument();
      // The notes on the figures are core's flag words in Spanish.
      const words = scenarioFlagsInWords(c.flags, 'es');
      expect(words.length).toBeGreaterThan(0);
      for (const { title } of words)
        expect(within(card(name)).getByText(title)).toBeInTheDocument();
      for (const { title } of scenarioFlagsInWords(c.flags))
        expect(within(card(name)).queryByText(title)).not.toBeInTheDocument();
      // So do "About these figures", the federal limits and the repayment plans.
      expect(
        within(card(name)).getByText(/^Tu escenario parte de las cifras propias/),
      ).toBeInTheDocument();
      expect(
        within(card(name)).getByRole('heading', { name: borrowingLabels('es').heading }),
      ).toBeInTheDocument();
      expect(within(card(name)).getAllByText(/^\d+(\.\d)? años/).length).toBeGreaterThan(0);
    }
    // The charts' titles and their summaries in words are Spanish as well.
    expect(
      screen.getByRole('img', { name: /^Lo que suma cada camino en 40 años \(dólares de \d{4}\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Saldo del préstamo con ambos planes/ }),
    ).toHaveAccessibleDescription(
      new RegExp(
        `^Líneas continuas: el plan que siguen tus cifras; discontinuas: el otro plan\\. ${ALABAMA_NAME}: \\$[\\d,]+ adeudado como máximo; con el plan estándar, pagado después de`,
      ),
    );
    expect(screen.getByRole('img', { name: /^Costo anual e ingresos/ })).toBeInTheDocument();
    // Computed again only for the words: nothing is unsaved, so no notice says so.
    expect(screen.queryByText(/^Se muestran tus supuestos cambiados/)).toBeNull();
  });
});

describe('/collegeSelection/results/{id}: assumptions', () => {
  it('recomputes in the browser when an assumption changes, and saves it with PUT', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubApi({
      ...calculatorRoutes(),
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'PUT /scenario/sc-9': (body) => {
        const answer = savedScenario('sc-9', body as ScenarioInput);
        return jsonResponse(200, { ...answer, message: 'Scenario updated.' });
      },
    });
    const { user } = open();
    const assumptions = await screen.findByRole('group', { name: 'Assumptions' });
    const save = within(assumptions).getByRole('button', { name: 'Save assumptions' });
    expect(save).toBeDisabled();
    const tax = within(assumptions).getByLabelText('Tax on the earnings gain (%)');
    await user.clear(tax);
    await user.type(tax, '10');
    const taxed = savedScenario('sc-9', {
      ...input,
      assumptions: { ...input.assumptions, tax_rate: 10 },
    }).scenario.results.colleges[0]!.roi.outcome.npv[20].value!;
    await waitFor(() => expect(headline(ALABAMA_NAME)).toHaveTextContent(formatMoney(taxed)));
    expect(screen.getByText(/Showing your changed assumptions/)).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Scenario updated.'));
    const [put] = callsTo(fetchMock, 'PUT /scenario/sc-9');
    expect(put!.body).toMatchObject({
      name: 'Plan A',
      assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 10, baseline_earnings: null },
    });
    expect(headline(ALABAMA_NAME)).toHaveTextContent(formatMoney(taxed));
    expect(screen.queryByText(/Showing your changed assumptions/)).toBeNull();
  });

  it('names a percent above 100 and keeps "Save assumptions" off', async () => {
    stubApi({ ...calculatorRoutes(), 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    const { user } = open();
    const assumptions = await screen.findByRole('group', { name: 'Assumptions' });
    const rate = within(assumptions).getByLabelText('Discount rate (%)');
    await user.clear(rate);
    await user.type(rate, '101');
    expect(within(assumptions).getByText(SCENARIO_MESSAGES.percent)).toBeInTheDocument();
    expect(within(assumptions).getByRole('button', { name: 'Save assumptions' })).toBeDisabled();
  });
});

describe('/collegeSelection/results/{id}: the PDF', () => {
  const createObjectURL = vi.fn(() => 'blob:degreeworth-pdf');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
  });

  it('shows free accounts the upgrade prompt instead of the buttons', async () => {
    stubApi({ 'GET /scenario/sc-9': () => jsonResponse(200, saved) });
    const { user } = open(undefined, signedIn());
    const prompt = await screen.findByText(SCENARIO_MESSAGES.pdfNeedsPro);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    await user.click(within(prompt.parentElement!).getByRole('button', { name: 'See plans' }));
    expect(await screen.findByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
  });

  it('downloads the PDF with the token, as degreeworth-<name>.pdf', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const fetchMock = stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/pdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicked).toEqual(['degreeworth-plan-a.pdf blob:degreeworth-pdf']));
    expect(callsTo(fetchMock, 'GET /scenario/sc-9/pdf')[0]!.authorization).toBe(
      'Bearer user-token',
    );
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.size).toBe(4);
  });

  it('e-mails the PDF and keeps "Check your email inbox" open', async () => {
    const persistent = vi.spyOn(toast, 'persistent');
    stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'POST /scenario/sc-9/pdf/email': () =>
        jsonResponse(202, { message: 'Check your email inbox' }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Email me the PDF' }));
    await waitFor(() => expect(persistent).toHaveBeenCalledWith('Check your email inbox'));
    expect(await screen.findByText('Check your email inbox')).toBeInTheDocument();
  });

  it('turns the buttons into the upgrade prompt when the server answers 403', async () => {
    stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'POST /scenario/sc-9/pdf/email': () => apiErrorResponse(403, SCENARIO_MESSAGES.pdfNeedsPro),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Email me the PDF' }));
    expect(await screen.findByText(SCENARIO_MESSAGES.pdfNeedsPro)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me the PDF' })).toBeNull();
  });
});

describe('/collegeSelection/results/{id}: comments from the counselor', () => {
  const note = {
    id: 'cm-1',
    scenario_id: 'sc-9',
    author: { id: 'adm-2', name: 'Carl Counselor', role: 'counselor' as const },
    body: 'Look at the loan payments.\nThey are high for this major.',
    created_at: '2025-10-02T15:00:00.000Z',
  };

  it('lists the comments with author, role, date and line breaks', async () => {
    const fetchMock = stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/comments': () =>
        jsonResponse(200, {
          comments: [
            note,
            {
              ...note,
              id: 'cm-2',
              author: { id: 'adm-1', name: 'Olivia Owner', role: 'owner' },
              body: 'Well done.',
            },
          ],
        }),
    });
    open();
    const section = await screen.findByRole('region', { name: 'Comments from your counselor' });
    const [first, second] = within(section).getAllByRole('article');
    expect(first).toHaveTextContent('Carl Counselor · Counselor · October 2, 2025');
    expect(within(first!).getByText(/Look at the loan payments\./)).toHaveClass(
      'whitespace-pre-line',
    );
    expect(second).toHaveTextContent('Olivia Owner · Institute admin · October 2, 2025Well done.');
    expect(callsTo(fetchMock, 'GET /scenario/sc-9/comments')[0]!.authorization).toBe(
      'Bearer user-token',
    );
  });

  it('marks the comments read, and a student of a school replies; the thread reloads with it', async () => {
    let comments: object[] = [note];
    const reply = {
      id: 'cm-3',
      scenario_id: 'sc-9',
      author: { id: 'u-1', name: 'Sam Student', role: 'student' },
      body: 'Thanks, I will ask about grants.',
      created_at: '2025-10-03T09:00:00.000Z',
    };
    const fetchMock = stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/comments': () => jsonResponse(200, { comments }),
      'POST /scenario/sc-9/comments/read': () => jsonResponse(200, { message: 'Marked as read.' }),
      'POST /scenario/sc-9/comments': () => {
        comments = [note, reply];
        return jsonResponse(201, {
          message: 'Reply sent. Your counselors will see it.',
          comment: reply,
        });
      },
    });
    const { user } = open();
    const section = await screen.findByRole('region', { name: 'Comments from your counselor' });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /scenario/sc-9/comments/read')).toHaveLength(1),
    );
    const form = within(section).getByRole('form', { name: 'Reply to your counselor' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(within(form).getByLabelText('Your reply')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(callsTo(fetchMock, 'POST /scenario/sc-9/comments')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Your reply'), 'Thanks, I will ask about grants.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent. Your counselors will see it.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /scenario/sc-9/comments')[0]!.body).toEqual({
      body: 'Thanks, I will ask about grants.',
    });
    const articles = await within(section).findAllByRole('article');
    expect(articles.at(-1)).toHaveTextContent(
      'Sam Student · Student · October 3, 2025Thanks, I will ask about grants.',
    );
    expect(within(form).getByLabelText('Your reply')).toHaveValue('');
  });

  it('offers no reply to an account in no school', async () => {
    stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/comments': () => jsonResponse(200, { comments: [note] }),
    });
    open(undefined, signedIn({ subscription_id: 1, institute_status: 'false' }));
    await screen.findByRole('region', { name: 'Comments from your counselor' });
    expect(screen.queryByRole('form', { name: 'Reply to your counselor' })).toBeNull();
  });

  it('shows no section when there are no comments', async () => {
    stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/comments': () => jsonResponse(200, { comments: [] }),
    });
    open();
    await screen.findByRole('heading', { level: 2, name: 'Plan A' });
    await waitFor(() =>
      expect(screen.queryByText('Loading comments from your counselor…')).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Comments from your counselor' })).toBeNull();
  });

  it('keeps the results when the comments fail, with a way to try again', async () => {
    let fail = true;
    stubApi({
      'GET /scenario/sc-9': () => jsonResponse(200, saved),
      'GET /scenario/sc-9/comments': () =>
        fail ? new Response('', { status: 500 }) : jsonResponse(200, { comments: [note] }),
      'GET /scenario/sc-9/share': () => jsonResponse(200, { share: null }),
    });
    const { user } = open();
    expect(
      await screen.findByText('Comments from your counselor could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: ALABAMA_NAME })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Comments from your counselor' }),
    ).toBeInTheDocument();
  });
});
