import { describe, expect, it } from 'vitest';
import { flagWords, scenarioFlagsInWords, visibleFlags } from './flags';
import { reasonWords } from './reasons';

describe('flags and reasons in words', () => {
  it('explains every engine flag of a ranking row', () => {
    expect(flagWords('earnings_backfilled').title).toBe(
      'Earnings back-filled from the 10-year figure',
    );
    expect(flagWords('earnings_backfilled').detail).toContain('3% a year');
    expect(flagWords('completion_adjusted').title).toBe('Completion-adjusted');
    expect(flagWords('entrant_based').title).toBe('Entrant-based earnings');
    expect(flagWords('completion_rate_missing').title).toBe('Completion rate missing');
    expect(flagWords('baseline_national').title).toBe('National high-school baseline');
  });

  it('names the column and the year it was carried from', () => {
    const completion = flagWords('completion_carried_from_2022');
    expect(completion.title).toBe('Completion rate carried from 2022');
    expect(completion.detail).toContain('the 2022 file');
    expect(flagWords('cost_of_attendance_carried_from_2021').title).toBe(
      'Cost of attendance carried from 2021',
    );
  });

  it('hides the generic carried flag when the columns are named', () => {
    expect(
      visibleFlags(['carried_from_2022', 'completion_carried_from_2022', 'entrant_based']),
    ).toEqual(['completion_carried_from_2022', 'entrant_based']);
    expect(visibleFlags(['carried_from_2021'])).toEqual(['carried_from_2021']);
  });

  it('names the year a column was carried from', () => {
    const carried = flagWords('carried_from_2022');
    expect(carried.title).toBe('Some figures carried from 2022');
    expect(carried.detail).toContain('completion rate');
    expect(carried.detail).toContain('the 2022 file');
  });

  it('still shows an unknown flag, in readable words', () => {
    expect(flagWords('new_fallback_kind')).toEqual({ title: 'New fallback kind', detail: '' });
  });

  it("says a scenario's flags in the student's words first, then the data's", () => {
    expect(flagWords('entrant_based', 'scenario').title).toBe('Earnings of all entrants');
    expect(flagWords('baseline_national', 'scenario').title).toBe('National high-school baseline');
    expect(
      scenarioFlagsInWords([
        'completion_adjusted',
        'carried_from_2022',
        'completion_carried_from_2022',
      ]),
    ).toEqual([
      { flag: 'completion_carried_from_2022', ...flagWords('completion_carried_from_2022') },
    ]);
  });

  it('says why a figure is missing, short for cells and long for pages', () => {
    expect(reasonWords('missing_earnings', 'cell')).toBe('no earnings reported');
    expect(reasonWords('missing_net_price', 'sentence')).toBe(
      'The data has no net price for this college and year.',
    );
    expect(reasonWords('no_break_even', 'cell')).toBe('not within 47 years');
    expect(reasonWords(undefined, 'cell')).toBe('not available');
    expect(reasonWords('missing_something_new', 'cell')).toBe('Missing something new');
  });

  it("says why a personal figure is missing to the student, else in the data's sentence", () => {
    expect(reasonWords('missing_earnings', 'personal')).toBe(
      'The data has no earnings for this college: enter the starting salary you expect.',
    );
    expect(reasonWords('missing_net_price', 'personal')).toBe(
      'The data has no net price for this college and year.',
    );
    expect(reasonWords(null, 'personal')).toBe('This figure is not available.');
  });
});

describe('residualLabel', () => {
  it('says "before tax" when no tax is set, and the tax otherwise', async () => {
    const { residualLabel } = await import('./labels');
    expect(residualLabel(0)).toBe('Left each month after the loan payment, before tax');
    expect(residualLabel(0.1)).toBe(
      'Left each month after the loan payment, after the 10% tax you set',
    );
  });
});
