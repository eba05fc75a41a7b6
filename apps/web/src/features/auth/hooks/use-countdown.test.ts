import { describe, expect, it } from 'vitest';
import { formatMmSs } from './use-countdown';

describe('formatMmSs: seconds as mm:ss', () => {
  it.each([
    [600, '10:00'],
    [599, '09:59'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatMmSs(seconds)).toBe(text);
  });
});
