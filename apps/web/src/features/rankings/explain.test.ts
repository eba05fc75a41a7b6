import { describe, expect, it } from 'vitest';
import { flagText, reasonText } from './explain';

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
