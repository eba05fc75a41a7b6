import { describe, expect, it } from 'vitest';
import { institutionRoi } from '../roi/institution';
import { earningsInputOf } from '../scorecard/earnings';
import { collegeFigures, computeScenario } from './compute';
import {
  contributionLabel,
  reconciliationOf,
  reconciliationText,
  scenarioVerdict,
  uneditedCollege,
} from './explain';
import type { CollegeFacts, ScenarioReference } from './facts';
import type { Scenario, ScenarioCollege } from './schema';

const prices = (all: number) => ({
  all,
  '0-30k': all - 8_000,
  '30-48k': all - 6_000,
  '48-75k': all - 3_000,
  '75-110k': all + 2_000,
  '110k+': all + 5_000,
});

function college(id: number, name: string, netPrice: number, p10: number): CollegeFacts {
  return {
    university_id: id,
    name,
    city: 'Columbus',
    state: 'OH',
    credential: 'bachelors',
    year: 2023,
    dollar_year: 2024,
    cost_of_attendance: 40_000,
    net_price_by_income: prices(netPrice),
    tuition_in_state: 12_000,
    tuition_out_of_state: 36_000,
    room_board_on_campus: 13_000,
    room_board_off_campus: 11_000,
    earnings: { p6: p10 * 0.8, p8: p10 * 0.9, p10, earnings_1yr: null, earnings_4yr: null },
    completion_rate: 0.8,
    majors: {},
    flags: [],
  };
}

const STATE = college(1, 'State University', 19_000, 65_000);
const PRIVATE = college(2, 'Private College', 30_000, 62_000);
const ref: ScenarioReference = {
  colleges: new Map([
    [1, STATE],
    [2, PRIVATE],
  ]),
  baselineByState: { OH: 35_000, MI: 33_000 },
  nationalMajors: [],
};

/** The scenario a student starts with in Ohio: both colleges as the calculator fills them in. */
function unedited(band: Scenario['family_income'] = 'all'): Scenario {
  const colleges = [STATE, PRIVATE].map((f) =>
    uneditedCollege({ university_id: f.university_id } as ScenarioCollege, ref, band)!,
  );
  return {
    name: '',
    home_state: 'OH',
    family_income: band,
    colleges: colleges.map((c) => ({ ...c, family_contribution: 0, savings: 0 })),
    assumptions: { discount_rate: 3, salary_growth: 0, tax_rate: 0, baseline_earnings: null },
  };
}

const published = (f: CollegeFacts, netPrice: number) =>
  institutionRoi({
    credential: 'bachelors',
    netPrice,
    completionRate: f.completion_rate,
    earnings: earningsInputOf(f.earnings),
    baseline: 35_000,
  }).npv[20].value!;

describe('the reconciliation line: the college’s published figure against the scenario’s, change by change', () => {
  it('says the published figure and "the same" for an unedited scenario', () => {
    const s = unedited('30-48k');
    const r = computeScenario(s, ref).colleges[0]!.reconciliation!;
    expect(r.published).toBe(published(STATE, 13_000));
    expect(r.mine).toBe(r.published);
    expect(r.contributions).toEqual([]);
    expect(reconciliationText(r)).toMatch(
      /^This college’s published figure for family incomes \$30,001–48,000: [+−]\$[\d,]+\. Your scenario: [+−]\$[\d,]+, the same\.$/,
    );
  });

  it('names each change with its effect, and the effects add up to the difference', () => {
    const s = unedited();
    const c = s.colleges[0]!;
    s.colleges[0] = { ...c, loans_per_year: 5_500, scholarships: 2_000, starting_salary: 50_000 };
    s.assumptions = { ...s.assumptions, tax_rate: 10 };
    s.home_state = 'MI';
    const r = reconciliationOf(s.colleges[0]!, s, ref, collegeFigures)!;
    expect(r.contributions.map((x) => x.key)).toEqual([
      'baseline',
      'cost',
      'salary',
      'tax',
      'loans',
    ]);
    const sum = r.contributions.reduce((t, x) => t + x.amount, 0);
    expect(r.mine - r.published).toBeCloseTo(sum, 6);
    expect(r.mine).toBe(computeScenario(s, ref).colleges[0]!.roi.outcome.npv[20].value);
    // A lower baseline in Michigan raises the gain; scholarships raise it; tax and loans lower it.
    const by = Object.fromEntries(r.contributions.map((x) => [x.key, x.amount]));
    expect(by.baseline).toBeGreaterThan(0);
    expect(by.cost).toBeGreaterThan(0);
    expect(by.tax).toBeLessThan(0);
    expect(by.loans).toBeLessThan(0);
    const interest = collegeFigures(s.colleges[0]!, s, ref).roi.loan.totalInterest;
    expect(contributionLabel(r.contributions.at(-1)!)).toBe(
      `loans (interest $${Math.round(interest).toLocaleString('en-US')})`,
    );
    expect(reconciliationText(r)).toContain(', because of what you would earn without college +$');
  });

  it('is null for a college outside the 50 states and DC (no home state to match it)', () => {
    const s = unedited();
    const island = { ...STATE, state: 'PR' };
    const islandRef = { ...ref, colleges: new Map([[1, island]]) };
    expect(reconciliationOf(s.colleges[0]!, s, islandRef, collegeFigures)).toBeNull();
  });
});

describe('the verdict: which college comes out ahead, and what would close the gap', () => {
  it('names the college ahead, by how much, at what cost, and the scholarship that closes the gap', () => {
    const s = unedited();
    const result = computeScenario(s, ref);
    const [a, b] = result.colleges.map((c) => c.roi.outcome.npv[20].value!);
    expect(a).toBeGreaterThan(b!);
    const lead = Math.round(a! - b!).toLocaleString('en-US');
    expect(result.verdict).toMatch(
      new RegExp(
        `^At 20 years, State University comes out ahead by \\$${lead} \\([+−]\\$[\\d,]+ against ` +
          `[+−]\\$[\\d,]+ for Private College\\), with \\$44,000 less in net cost\\. Private ` +
          `College would catch up with \\$([\\d,]+) more in scholarships a year\\.$`,
      ),
    );
    // The scholarship named brings the runner-up level (and a dollar less does not).
    const extra = Number(/with \$([\d,]+) more/.exec(result.verdict!)![1]!.replace(/,/g, ''));
    const npvWith = (more: number) => {
      const t = structuredClone(s);
      t.colleges[1]!.scholarships += more;
      return computeScenario(t, ref).colleges[1]!.roi.outcome.npv[20].value!;
    };
    expect(npvWith(extra)).toBeGreaterThanOrEqual(a!);
    expect(npvWith(extra - 1)).toBeLessThan(a!);
  });

  it('says when even a full scholarship would not close the gap', () => {
    const poor = college(2, 'Private College', 30_000, 36_000);
    const r2 = {
      ...ref,
      colleges: new Map([
        [1, STATE],
        [2, poor],
      ]),
    };
    const result = computeScenario(unedited(), r2);
    expect(result.verdict).toMatch(
      / Even a full scholarship at Private College would not close the gap\.$/,
    );
  });

  it('with one college compares it with working straight after high school', () => {
    const s = { ...unedited(), colleges: unedited().colleges.slice(0, 1) };
    const npv = computeScenario(s, ref).colleges[0]!.roi.outcome.npv[20].value!;
    expect(
      scenarioVerdict(computeScenario(s, ref).colleges, s.colleges, s, ref, collegeFigures),
    ).toBe(
      `At 20 years, State University comes out $${Math.round(npv).toLocaleString('en-US')} ahead of working straight after high school.`,
    );
  });

  it('marks warnings as warnings and good news as good', () => {
    const s = unedited();
    s.colleges[1] = { ...s.colleges[1]!, loans_per_year: 9_000, starting_salary: 30_000 };
    // The $1,500–$3,500 a year above the federal limits is borrowed privately at 12%.
    s.assumptions = { ...s.assumptions, private_loan_rate: 12 };
    const verdicts = computeScenario(s, ref).colleges[1]!.verdicts;
    const tone = (start: string) => verdicts.find((v) => v.text.startsWith(start))?.tone;
    expect(tone('Borrowing is above the federal limits')).toBe('warning');
    expect(tone('Borrowing is high')).toBe('warning');
    const good = computeScenario(unedited(), ref).colleges[0]!.verdicts;
    expect(good[0]).toEqual({
      text: expect.stringMatching(/^Pays back in about \d+ years$/),
      tone: 'good',
    });
    expect(good).toContainEqual({ text: 'No loans', tone: 'neutral' });
  });
});

describe('the sentences in Spanish: the same figures, in the words of the page', () => {
  it('writes the reconciliation line, its changes and the loans in Spanish', () => {
    const s = unedited();
    s.colleges[0] = { ...s.colleges[0]!, loans_per_year: 5_500, scholarships: 2_000 };
    s.home_state = 'MI';
    const r = computeScenario(s, ref, 'es').colleges[0]!.reconciliation!;
    const english = reconciliationText(r);
    const spanish = reconciliationText(r, 'es');
    expect(spanish).toMatch(
      /^La cifra publicada de esta universidad para todos los ingresos familiares: [+−]\$[\d,]+\. Tu escenario: [+−]\$[\d,]+, por estos cambios: lo que ganarías sin universidad \+\$[\d,]+, tu costo después de la ayuda \+\$[\d,]+, los préstamos \(intereses de \$[\d,]+\) −\$[\d,]+\.$/,
    );
    // Every figure of the English line is in the Spanish one, in the same order.
    const figures = (text: string) => text.match(/[+−]?\$[\d,]+/g);
    expect(figures(spanish)).toEqual(figures(english));
    expect(reconciliationText(unedited30k(), 'es')).toMatch(
      /^La cifra publicada de esta universidad para ingresos familiares de \$30,001–48,000: .*, la misma\.$/,
    );
  });

  it('writes the comparison verdict and each college’s verdicts in Spanish', () => {
    const s = unedited();
    const english = computeScenario(s, ref);
    const spanish = computeScenario(s, ref, 'es');
    expect(spanish.verdict).toMatch(
      /^A los 20 años, State University queda por delante por \$[\d,]+ \([+−]\$[\d,]+ frente a [+−]\$[\d,]+ de Private College\), con \$44,000 menos de costo neto\. Private College la alcanzaría con \$[\d,]+ más en becas al año\.$/,
    );
    const figures = (text: string | null) => text!.match(/[+−]?\$[\d,]+/g);
    expect(figures(spanish.verdict)).toEqual(figures(english.verdict));
    expect(spanish.colleges[0]!.verdicts[0]).toEqual({
      text: expect.stringMatching(/^Se recupera en unos \d+ años$/),
      tone: 'good',
    });
    expect(spanish.colleges[0]!.verdicts).toContainEqual({
      text: 'Sin préstamos',
      tone: 'neutral',
    });
    // The figures themselves do not depend on the language.
    expect(spanish.colleges.map((c) => c.roi)).toEqual(english.colleges.map((c) => c.roi));

    const one = { ...s, colleges: s.colleges.slice(0, 1) };
    expect(computeScenario(one, ref, 'es').verdict).toMatch(
      /^A los 20 años, State University queda \$[\d,]+ por delante de trabajar justo después de la escuela secundaria\.$/,
    );
  });

  it('says in Spanish when borrowing is above the federal limits', () => {
    const s = unedited();
    s.colleges[1] = { ...s.colleges[1]!, loans_per_year: 9_000, starting_salary: 30_000 };
    s.assumptions = { ...s.assumptions, private_loan_rate: 12 };
    const texts = computeScenario(s, ref, 'es').colleges[1]!.verdicts.map((v) => v.text);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Los préstamos superan los límites federales: \$[\d,]+ de los préstamos previstos deben venir de un préstamo privado o del dinero de la familia$/,
      ),
    );
    expect(texts).toContainEqual(expect.stringMatching(/^Los préstamos son altos: /));
  });
});

function unedited30k() {
  return computeScenario(unedited('30-48k'), ref).colleges[0]!.reconciliation!;
}
