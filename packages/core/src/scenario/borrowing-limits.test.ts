import { describe, expect, it } from 'vitest';
import {
  borrowingLabels,
  borrowingLimitsMethod,
  borrowingLines,
  gapFamilyMoneyIn,
  parentPlusNotAvailableIn,
  GAP_FAMILY_MONEY,
  PARENT_PLUS_NOT_AVAILABLE,
} from '../display/borrowing-words';
import { computeScenario, SCENARIO_MESSAGES } from './index';
import { lakesideRef as ref, lakesideScenario } from './lakeside.test-helper';

const resultOf = (assumptions: Record<string, unknown>, college: Record<string, unknown> = {}) => {
  const parsed = lakesideScenario(assumptions, college);
  if (!parsed.success) throw new Error(parsed.error.message);
  return computeScenario(parsed.data, ref).colleges[0]!;
};

describe('a scenario held to the federal borrowing limits', () => {
  it('lends a first-year dependent student $5,500 of the $7,500 asked, and warns', () => {
    const c = resultOf({});
    const b = c.roi.borrowing!;
    expect(b.split.federal).toEqual([5_500, 6_500, 7_500, 7_500]);
    expect(b.split.totalAboveLimits).toBe(3_000);
    expect(c.verdicts).toContainEqual({
      text:
        'Borrowing is above the federal limits: $3,000 of the planned loans must come from a ' +
        'private loan or family money',
      tone: 'warning',
    });
    expect(borrowingLines(b)).toEqual([
      {
        label: 'Federal student loans',
        value: '$27,000 (limits: $5,500, $6,500, then $7,500 a year, $31,000 in all)',
      },
      {
        label: 'Above the federal limits',
        value: '$3,000 (year 1: $2,000, year 2: $1,000; the yearly limit)',
      },
      { label: 'How the gap is paid', value: GAP_FAMILY_MONEY },
    ]);
  });

  it('applies the limits of the year of study, the status and the loans borrowed before', () => {
    // A transfer into the third year with $20,000 borrowed: $7,500, then the $3,500 left.
    const transfer = resultOf(
      { year_of_study: 3, federal_loans_before: 20_000 },
      {
        years_to_finish: 2,
      },
    );
    expect(transfer.roi.borrowing!.split.federal).toEqual([7_500, 3_500]);
    // An independent student may borrow $9,500 in the first year: no warning.
    const independent = resultOf({ dependency: 'independent' });
    expect(independent.roi.borrowing!.split.totalAboveLimits).toBe(0);
    expect(independent.verdicts.map((v) => v.text).join(' ')).not.toContain('federal limits');
  });

  it('borrows the gap privately at the rate the user enters, and says what it costs', () => {
    const c = resultOf({ private_loan_rate: 11.5 });
    const priv = c.roi.borrowing!.privateLoan!;
    expect(priv.borrowed).toBe(3_000);
    expect(borrowingLines(c.roi.borrowing!)!.at(-1)!.value).toMatch(
      /^Your private loan at 11\.5%: \$\d+ a month for 10 years, \$[\d,]+ in all$/,
    );
    // Family money costs nothing later; the private loan charges its interest: a lower NPV.
    const family = resultOf({});
    expect(c.roi.outcome.npv[40].value!).toBeLessThan(family.roi.outcome.npv[40].value!);
  });

  it('adds Parent PLUS under its own limits and rules, and keeps the reconciliation whole', () => {
    const c = resultOf(
      { repayment_plan: 'rap', private_loan_rate: 9 },
      { loans_per_year: 5_500, parent_plus_per_year: 25_000 },
    );
    const b = c.roi.borrowing!;
    expect(b.split.parentPlus).toEqual([20_000, 20_000, 20_000, 5_000]);
    expect(b.split.parentAboveLimits).toEqual([5_000, 5_000, 5_000, 20_000]);
    expect(b.parentPlusLoan!.borrowed).toBe(65_000);
    // $65,000 and the interest deferred in college, under $100,000: a 20-year term.
    expect(b.parentPlusLoan!.termYears).toBe(20);
    expect(borrowingLines(b)![1]).toEqual({
      label: 'Parent PLUS loans',
      value: expect.stringMatching(
        /^\$65,000 at 8\.94% \(limits: \$20,000 a year, \$65,000 in all\); standard plan only: \$[\d,]+ a month for 20 years$/,
      ),
    });
    // Published figure + what moved it = the scenario's figure, the other loans in the loans.
    const r = c.reconciliation!;
    const sum = r.contributions.reduce((total, x) => total + x.amount, r.published);
    expect(sum).toBeCloseTo(r.mine, 6);
    expect(r.mine).toBeCloseTo(c.roi.outcome.npv[20].value!, 6);
  });

  it('says who borrows when only the parents do, and when Parent PLUS is not theirs to take', () => {
    const parents = resultOf({}, { loans_per_year: 0, parent_plus_per_year: 10_000 });
    const texts = (r: typeof parents) => r.verdicts.map((v) => v.text);
    expect(texts(parents)).toContain('Only your parents borrow: $40,000');
    expect(texts(parents)).not.toContain('Borrowing is low for the expected salary');
    expect(texts(parents)).not.toContain('No loans');

    const independent = resultOf(
      { dependency: 'independent' },
      { loans_per_year: 0, parent_plus_per_year: 10_000 },
    );
    expect(borrowingLines(independent.roi.borrowing!)![1]).toEqual({
      label: 'Parent PLUS loans',
      value: PARENT_PLUS_NOT_AVAILABLE,
    });
    // Nothing is lent, but the family pays $40,000: not "No loans", a warning.
    expect(texts(independent)).not.toContain('No loans');
    expect(texts(independent)).toContain(
      'Borrowing is above the federal limits: $40,000 of the planned loans must come from a ' +
        'private loan or family money',
    );
  });

  it('holds a graduate or professional student to their caps, without Parent PLUS, and says the college’s figures are undergraduates’', () => {
    const law = resultOf(
      { study_level: 'professional' },
      { loans_per_year: 60_000, parent_plus_per_year: 10_000, years_to_finish: 3 },
    );
    const b = law.roi.borrowing!;
    expect(b.split.federal).toEqual([50_000, 50_000, 50_000]);
    expect(b.split.parentPlus).toEqual([0, 0, 0]);
    expect(b.split.reasons).toEqual(['annual', 'parent_plus_not_available']);
    expect(law.flags).toContain('graduate_study');
    expect(borrowingLines(b)![0]!.value).toBe('$150,000 (limits: $50,000 a year, $200,000 in all)');
    const grad = resultOf(
      { study_level: 'graduate' },
      { loans_per_year: 25_000, years_to_finish: 2 },
    );
    expect(grad.roi.borrowing!.split.federal).toEqual([20_500, 20_500]);
    expect(grad.roi.borrowing!.split.totalAboveLimits).toBe(9_000);
    expect(resultOf({}).flags).not.toContain('graduate_study');
    expect(lakesideScenario({ study_level: 'doctoral' }).error?.issues[0]?.message).toBe(
      SCENARIO_MESSAGES.studyLevel,
    );
  });

  it('states the limits with their date, as the rules table has them', () => {
    expect(borrowingLimitsMethod()).toMatch(
      /^For loans first disbursed on or after 1 July 2026, a dependent undergraduate may borrow \$5,500, \$6,500, then \$7,500 a year, \$31,000 in all; /,
    );
    expect(borrowingLimitsMethod()).toContain(
      'Parent PLUS up to $20,000 a year and $65,000 per student',
    );
  });

  it('refuses a year of study or a status it does not know, with what to do', () => {
    for (const year_of_study of [0, 1.5, 9]) {
      expect(lakesideScenario({ year_of_study }).error?.issues[0]?.message).toBe(
        SCENARIO_MESSAGES.yearOfStudy,
      );
    }
    expect(lakesideScenario({ dependency: 'married' }).error?.issues[0]?.message).toBe(
      SCENARIO_MESSAGES.dependency,
    );
    expect(lakesideScenario({ private_loan_rate: 101 }).error?.issues[0]?.message).toBe(
      SCENARIO_MESSAGES.percent,
    );
    expect(lakesideScenario({}, { parent_plus_per_year: -1 }).success).toBe(false);
  });

  it('says the same in Spanish, figures formatted alike, the English unchanged', () => {
    const b = resultOf({}).roi.borrowing!;
    expect(borrowingLines(b, 'es')).toEqual([
      {
        label: 'Préstamos federales para estudiantes',
        value: '$27,000 (límites: $5,500, $6,500, luego $7,500 al año, $31,000 en total)',
      },
      {
        label: 'Por encima de los límites federales',
        value: '$3,000 (año 1: $2,000, año 2: $1,000; el límite anual)',
      },
      { label: 'Cómo se paga la diferencia', value: gapFamilyMoneyIn('es') },
    ]);
    expect(gapFamilyMoneyIn('es')).toMatch(/^Dinero de la familia, en el año en que se necesita/);
    expect(gapFamilyMoneyIn()).toBe(GAP_FAMILY_MONEY);
    const priv = resultOf({ private_loan_rate: 11.5 }).roi.borrowing!;
    expect(borrowingLines(priv, 'es')!.at(-1)!.value).toMatch(
      /^Tu préstamo privado al 11\.5%: \$\d+ al mes durante 10 años, \$[\d,]+ en total$/,
    );
    const independent = resultOf({ dependency: 'independent' }, { parent_plus_per_year: 5_000 });
    expect(borrowingLines(independent.roi.borrowing!, 'es')![1]).toEqual({
      label: 'Préstamos Parent PLUS',
      value: parentPlusNotAvailableIn('es'),
    });
    expect(parentPlusNotAvailableIn('es')).toMatch(/^No disponible: solo los padres/);
    expect(parentPlusNotAvailableIn()).toBe(PARENT_PLUS_NOT_AVAILABLE);
    expect(borrowingLabels('es').heading).toBe('Límites de préstamos federales');
    expect(borrowingLabels().heading).toBe('Federal borrowing limits');
    const method = borrowingLimitsMethod('es');
    expect(method).toMatch(
      /^Para los préstamos desembolsados por primera vez a partir del 1 de julio de 2026, /,
    );
    expect(method).toContain('Parent PLUS hasta $20,000 al año y $65,000 por estudiante');
    expect(method).toContain('$5,500, $6,500, luego $7,500 al año, $31,000 en total');
    expect(borrowingLimitsMethod('en')).toBe(borrowingLimitsMethod());
    expect(borrowingLimitsMethod()).toMatch(/^For loans first disbursed on or after 1 July 2026, /);
  });
});
