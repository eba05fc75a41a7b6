import { describe, expect, it } from 'vitest';
import { formatCents, formatMoney, formatMoneyShort } from './money';
import { formatPercent, formatTypedPercent } from './percent';
import { formatDate, formatFractionalYears, formatYear, formatYears, plural } from './time';

describe('display formats', () => {
  it('shows whole dollars with a true minus sign for negative amounts', () => {
    expect(formatMoney(5886)).toBe('$5,886');
    expect(formatMoney(-7769)).toBe('\u2212$7,769');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1914613)).toBe('$1,914,613');
  });

  it('writes cents as dollars with two decimals', () => {
    expect(formatCents(500)).toBe('$5.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-500)).toBe('\u2212$5.00');
  });

  it('rounds halves away from zero, for display only', () => {
    expect(formatMoney(2.5)).toBe('$3');
    expect(formatMoney(-2.5)).toBe('\u2212$3');
    expect(formatMoney(12345.5)).toBe('$12,346');
    expect(formatPercent(0.9625)).toBe('96.3%');
  });

  it('writes a real 0% as 0%', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.962)).toBe('96.2%');
  });

  it('writes percents with the decimals asked for, trailing zeros dropped', () => {
    expect(formatPercent(0.0652)).toBe('6.5%');
    expect(formatPercent(0.08, 0)).toBe('8%');
    expect(formatPercent(0.01057, 3)).toBe('1.057%');
    expect(formatTypedPercent(6.39)).toBe('6.39%');
    expect(formatTypedPercent(5.5)).toBe('5.5%');
  });

  it('writes years and short axis amounts', () => {
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(8)).toBe('8 years');
    expect(plural(3, 'college')).toBe('3 colleges');
    expect(formatYear(15)).toBe('Year 15');
    expect(formatFractionalYears(-0.29)).toBe('\u22120.29 years');
    expect(formatMoneyShort(150_000)).toBe('$150k');
    expect(formatMoneyShort(-10_000)).toBe('\u2212$10k');
    expect(formatMoneyShort(1_250_000)).toBe('$1.25M');
    expect(formatMoneyShort(-1_250_000)).toBe('\u2212$1.25M');
  });

  it('writes dates in UTC, from a Date or an ISO timestamp', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('November 21, 2026');
    expect(formatDate(new Date('2025-06-03T00:10:00Z'))).toBe('June 3, 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
