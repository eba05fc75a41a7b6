import { describe, expect, it } from 'vitest';
import {
  formatFractionalYears,
  formatMoney,
  formatMoneyShort,
  formatPercent,
  formatYears,
} from './format';

describe('rankings display formats', () => {
  it('shows whole dollars with a true minus sign for negative amounts', () => {
    expect(formatMoney(5886)).toBe('$5,886');
    expect(formatMoney(-7769)).toBe('\u2212$7,769');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1914613)).toBe('$1,914,613');
  });

  it('rounds halves away from zero, for display only', () => {
    expect(formatMoney(2.5)).toBe('$3');
    expect(formatMoney(-2.5)).toBe('\u2212$3');
    expect(formatPercent(0.9625)).toBe('96.3%');
  });

  it('writes a real 0% as 0%', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.962)).toBe('96.2%');
  });

  it('writes years and short axis amounts', () => {
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(8)).toBe('8 years');
    expect(formatFractionalYears(-0.29)).toBe('\u22120.29 years');
    expect(formatMoneyShort(150_000)).toBe('$150k');
    expect(formatMoneyShort(-10_000)).toBe('\u2212$10k');
    expect(formatMoneyShort(1_250_000)).toBe('$1.25M');
  });
});
