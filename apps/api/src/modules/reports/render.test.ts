import { describe, expect, it } from 'vitest';
import {
  borrowingLimitsMethod,
  formatMoney,
  reconciliationText,
  type SavedScenario,
} from '@degreeworth/core';
import { pdfSafe } from './pdf/format';
import { renderScenarioPdf } from './render';
import { SAMPLE_SOURCES, sampleScenario } from '../../../test/sample-scenario';
import { popplerOf } from './testing';

const user = { name: 'Jordan Alvarez-Müller', email: 'jordan@example.com' };
const generatedAt = new Date('2026-03-02T15:04:05Z');

function render(scenario: SavedScenario) {
  return renderScenarioPdf({ scenario, user, sources: SAMPLE_SOURCES, generatedAt });
}

describe('renderScenarioPdf', () => {
  const scenario = sampleScenario();
  const colleges = scenario.results.colleges;

  it('renders four real colleges into a multi-page PDF whose text carries names, headings and numbers', async () => {
    const pdf = await render(scenario);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { flat, pages } = popplerOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(flat).toContain(`Page 1 of ${pages}`);
    expect(flat).toContain(`Page ${pages} of ${pages}`);
    expect(flat).toContain('DegreeWorth');
    expect(flat).toContain('Fall 2027 shortlist — engineering or business');
    expect(flat).toContain('Prepared for Jordan Alvarez-Müller on March 2, 2026');
    for (const c of colleges) expect(flat).toContain(c.name);
    expect(colleges.map((c) => c.name)).toContain(
      'Louisiana State University and Agricultural & Mechanical College',
    );
    for (const heading of [
      'Results',
      'Net present value: If I graduate',
      'Net present value: Completion-adjusted',
      'NPV at 10 years',
      'NPV at 20 years',
      'NPV at 30 years',
      'NPV at 40 years',
      'Completion rate',
      'Debt-to-earnings',
      'Left each month after the loan payment',
      'after the 10% tax you set',
      'Charts',
      'Cumulative net worth',
      'Loan balance over time',
      'Yearly cost vs earnings',
      'Inputs and assumptions',
      'Discount rate',
      'What I would earn without college',
      'Years are counted from the first year of college',
      'Figures are estimates, not guarantees',
    ]) {
      expect(flat).toContain(heading);
    }
    for (const source of SAMPLE_SOURCES) expect(flat).toContain(source);
  });

  it('prints every college’s key figures as the engine computed them, rounded to whole dollars', async () => {
    const { flat } = popplerOf(await render(scenario));
    for (const c of colleges) {
      const roi = c.roi;
      const outcomes = roi.ifGraduate ? [roi.outcome, roi.ifGraduate] : [roi.outcome];
      for (const outcome of outcomes) {
        for (const h of [10, 20, 30, 40] as const)
          expect(flat).toContain(pdfSafe(formatMoney(outcome.npv[h].value!)));
        expect(flat).toContain(`Year ${outcome.breakEvenYears.value}`);
      }
      expect(flat).toContain(pdfSafe(formatMoney(roi.loan.borrowed)));
      expect(flat).toContain(pdfSafe(formatMoney(roi.loan.monthlyPayment)));
      for (const v of c.verdicts) expect(flat).toContain(pdfSafe(v.text));
    }
    // Ohio State: in-state, off campus, with the engineering major estimated nationally.
    expect(flat).toContain('Major estimated from national data');
    expect(flat).toContain('Starting salary typed by you');
    expect(flat).toContain('From the data');
    expect(flat).toContain('Standard plan');
    expect(flat).toContain('6.39%');
  });

  it('leads with the verdict, says why each figure differs from the college’s own, and words warnings', async () => {
    const { flat } = popplerOf(await render(scenario));
    const verdict = scenario.results.verdict!;
    expect(verdict).toMatch(/^At 20 years, .+ comes out ahead by /);
    expect(flat).toContain(pdfSafe(verdict));
    expect(flat).toContain(pdfSafe('Your figures and the colleges’ own'));
    const explained = colleges.filter((c) => c.reconciliation);
    expect(explained.length).toBeGreaterThan(0);
    for (const c of explained) {
      const line = reconciliationText(c.reconciliation!);
      expect(line).toMatch(/^This college’s published figure for all family incomes: /);
      expect(flat).toContain(pdfSafe(`${c.name}: ${line}`));
    }
    const heavy = sampleScenario({
      colleges: 1,
      edit(input) {
        input.colleges[0]!.loans_per_year = 30_000;
        // Above the federal limits the rest is a private loan at 12%: the graduate repays it.
        input.assumptions.private_loan_rate = 12;
      },
    });
    const warnings = heavy.results.colleges[0]!.verdicts.filter((v) => v.tone === 'warning');
    expect(warnings.map((v) => v.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Borrowing is above the federal limits/),
        expect.stringMatching(/^Borrowing is high: loan payments take over 14%/),
      ]),
    );
    const heavyText = popplerOf(await render(heavy)).flat;
    for (const v of warnings) expect(heavyText).toContain(pdfSafe(`Warning: ${v.text}`));
  });

  it('compares both repayment plans and names the one the figures follow', async () => {
    const rap = sampleScenario({
      edit(input) {
        input.assumptions.repayment_plan = 'rap';
        input.assumptions.dependents = 2;
      },
    });
    const { flat } = popplerOf(await render(rap));
    for (const words of [
      'Repayment plans',
      'Plan of these figures',
      'Repayment Assistance Plan (RAP)',
      'Standard plan: monthly payment',
      'RAP: monthly payment',
      'Costs less in today’s dollars',
      'at first, by income (RAP)',
    ])
      expect(flat).toContain(pdfSafe(words));
    expect(flat).toContain('Repayment plan Dependents Repayment Assistance Plan (RAP) 2');
    // The loan term of the inputs is the standard plan's, whole years, whatever plan is chosen.
    expect(flat).not.toMatch(/\d\.\d+ years by balance/);
    const borrowers = rap.results.colleges.filter((c) => c.roi.loan.borrowed > 0);
    expect(borrowers.length).toBeGreaterThan(0);
    for (const c of borrowers) {
      expect(c.roi.repaymentPlan).toBe('rap');
      const m = c.roi.plans.rap!.monthlyPayment;
      expect(flat).toContain(pdfSafe([m.year1, m.year5, m.year10].map(formatMoney).join(' / ')));
      expect(flat).toContain(pdfSafe(formatMoney(c.roi.plans.standard.totalPaid)));
    }
  });

  it('holds the loans to the federal limits and shows the gap and how it is paid', async () => {
    const limited = sampleScenario({
      colleges: 2,
      edit(input) {
        input.colleges[0]!.loans_per_year = 7_500;
        input.colleges[0]!.parent_plus_per_year = 25_000;
        input.colleges[1]!.loans_per_year = 7_500;
        input.assumptions.private_loan_rate = 10;
      },
    });
    const [first, second] = limited.results.colleges;
    const b = first!.roi.borrowing!;
    expect(b.split.federal).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(b.split.totalAboveLimits).toBe(3_000 + 35_000);
    const { flat } = popplerOf(await render(limited));
    for (const words of [
      'Federal borrowing limits',
      'Federal student loans',
      'Direct Loans, within the yearly and total limits',
      'Parent PLUS loans',
      'at most $20,000 a year, $65,000 in all',
      'Above the federal limits',
      'private loan or family money',
      'How the gap is paid',
      'Private loans at 10%',
      'Private loan at 10%',
      'Parent PLUS loans per year',
      'Level of study',
      'Year of study when starting',
      'Dependency status',
      'Federal loans already borrowed',
      'Private loan rate',
      'Parent PLUS rate',
      '8.94%',
      `Federal loan limits. ${borrowingLimitsMethod()}`,
      `Warning: ${first!.verdicts.find((v) => v.text.startsWith('Borrowing is above'))!.text}`,
    ])
      expect(flat).toContain(pdfSafe(words));
    // Both private loans of the first college (the student's $3,000, the parents' $35,000)
    // together; the second college has the student's alone.
    const monthly = b.privateLoan!.monthlyPayment + b.parentPrivateLoan!.monthlyPayment;
    expect(flat).toContain(pdfSafe(`${formatMoney(monthly)} a month for 10 years`));
    const own = second!.roi.borrowing!.privateLoan!;
    expect(flat).toContain(pdfSafe(`${formatMoney(own.monthlyPayment)} a month for 10 years`));
    // The student's own loans lead the loan figures: $27,000 federal and $3,000 private.
    expect(first!.roi.studentLoans.borrowed).toBe(30_000);
    expect(flat).toContain(pdfSafe(`Total borrowed ${formatMoney(30_000)}`));
    expect(second!.roi.borrowing!.split.totalAboveLimits).toBe(3_000);
  });

  it('prints a missing figure as "Not available" with its reason, never as $0', async () => {
    const charterOak = colleges[3]!;
    expect(charterOak.completionRate).toBeNull();
    // Without a completion rate the college's own figure is entrant-based, and so is this one:
    // no "if I graduate" figure can be drawn from earnings of everyone who started.
    expect(charterOak.roi.view).toBe('entrant_based');
    expect(charterOak.roi.ifGraduate).toBeNull();
    const { flat } = popplerOf(await render(scenario));
    expect(flat.match(/Not available no completion rate reported/g)).toHaveLength(1);
    // Four "if I graduate" NPVs and their break-even year.
    expect(flat.match(/Not available earnings of all who started/g)).toHaveLength(5);
    expect(flat).toContain('Not available no loan');
  });

  it('leaves a college without earnings out of the charts, saying why, and still renders', async () => {
    const noEarnings = sampleScenario({
      edit(input, facts) {
        const c = input.colleges[3]!;
        const f = facts.get(c.university_id)!;
        f.earnings = { p6: null, p8: null, p10: null, earnings_1yr: null, earnings_4yr: null };
        c.starting_salary = null;
      },
    });
    expect(noEarnings.results.colleges[3]!.chart).toBeNull();
    const { flat, pages } = popplerOf(await render(noEarnings));
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(flat).toContain('Not shown: Charter Oak State College (no earnings reported)');
    expect(flat).toContain('Not available no earnings reported');
    expect(flat).toContain('Payback cannot be estimated: some figures are missing');
  });

  it('draws the charts as vector paths: the PDF holds no raster image', async () => {
    const { images } = popplerOf(await render(scenario));
    const rows = images.trim().split('\n');
    expect(rows[0]).toMatch(/^page\s+num\s+type/);
    expect(rows.slice(2)).toEqual([]);
  });

  it('renders one college, and text the built-in fonts cannot show, without breaking', async () => {
    const one = sampleScenario({ colleges: 1, name: 'Plan Ω ✓ — Zürich 学' });
    const pdf = await renderScenarioPdf({
      scenario: one,
      user: { name: null, email: 'student@example.com' },
      sources: [],
      generatedAt,
    });
    const { flat, pages } = popplerOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(flat).toContain('Plan ? ? — Zürich ?');
    expect(flat).toContain('Prepared for student@example.com');
    expect(flat).toContain('Ohio State University-Main Campus');
    expect(flat).toContain('No source list was available for this report.');
  });

  it('renders the same bytes for the same input', async () => {
    const [a, b] = await Promise.all([render(scenario), render(scenario)]);
    expect(a.equals(b)).toBe(true);
  });

  it('lets the event loop run between the parts of a render', async () => {
    // Turns of the loop (setImmediate) that ran while one render was under way: a render drawn
    // in one go would allow none before its last part, and other requests would wait for it.
    let turns = 0;
    let rendering = true;
    const turn = () => {
      turns += 1;
      if (rendering) setImmediate(turn);
    };
    setImmediate(turn);
    const pdf = await render(scenario);
    rendering = false;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
