import { describe, expect, it } from 'vitest';
import { BAND_WORDS } from './calculator-texts';

describe('debt-to-earnings band words', () => {
  it('write the band limits as whole percents (0.14 × 100 is 14.000000000000002 in floating point)', () => {
    expect(BAND_WORDS).toEqual({
      low: 'Low: under 8% of the starting salary',
      medium: 'Medium: 8–14% of the starting salary',
      high: 'High: over 14% of the starting salary',
    });
  });
});
