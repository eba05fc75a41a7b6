import { describe, expect, it } from 'vitest';
import { flagText, reasonText, visibleFlags } from './explain';

describe('flags and reasons in words', () => {
  it('explains every engine flag of a ranking row', () => {
    expect(flagText('earnings_backfilled').title).toBe(
      'Earnings back-filled from the 10-year figure',
    );
    expect(flagText('earnings_backfilled').detail).toContain('3% a year');
    expect(flagText('completion_adjusted').title).toBe('Completion-adjusted');
    expect(flagText('entrant_based').title).toBe('Entrant-based earnings');
    expect(flagText('completion_rate_missing').title).toBe('Completion rate missing');
    expect(flagText('baseline_national').title).toBe('National high-school baseline');
  });

  it('names the column and the year it was carried from', () => {
    const completion = flagText('completion_carried_from_2022');
    expect(completion.title).toBe('Completion rate carried from 2022');
    expect(completion.detail).toContain('the 2022 file');
    expect(flagText('cost_of_attendance_carried_from_2021').title).toBe(
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
    const carried = flagText('carried_from_2022');
    expect(carried.title).toBe('Some figures carried from 2022');
    expect(carried.detail).toContain('completion rate');
    expect(carried.detail).toContain('the 2022 file');
  });

  it('still shows an unknown flag, in readable words', () => {
    expect(flagText('new_fallback_kind')).toEqual({ title: 'New fallback kind', detail: '' });
  });

  it('says why a figure is missing, short for cells and long for pages', () => {
    expect(reasonText('missing_earnings').short).toBe('no earnings reported');
    expect(reasonText('missing_net_price').long).toBe(
      'The data has no net price for this college and year.',
    );
    expect(reasonText('no_break_even').short).toBe('not within 47 years');
    expect(reasonText(undefined).short).toBe('not available');
    expect(reasonText('missing_something_new').short).toBe('Missing something new');
  });
});
