import { describe, expect, it } from 'vitest';
import { INCOME_BANDS, incomeBandLabel } from './income-bands';

describe('income band labels', () => {
  it('are the bands’ own labels in English', () => {
    for (const band of INCOME_BANDS) expect(incomeBandLabel(band.key)).toBe(band.label);
  });

  it('keep the figures and change the words in Spanish', () => {
    expect(incomeBandLabel('110k+', 'es')).toBe('$110,001 o más');
    expect(incomeBandLabel('all', 'es')).toBe('Todos los ingresos familiares');
    for (const band of INCOME_BANDS.filter((b) => b.key !== 'all'))
      expect(incomeBandLabel(band.key, 'es').match(/\$[\d,–]+/g)).toEqual(
        band.label.match(/\$[\d,–]+/g),
      );
  });
});
