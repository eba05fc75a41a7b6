import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatMoney, formatMoneyShort, MINUS } from './money';
import { formatPercent, formatTypedPercent } from './percent';
import { seededRandom } from '../random.test-helper';
import {
  formatDate,
  formatDayMonthYear,
  formatFractionalYears,
  formatYear,
  formatYears,
  plural,
} from './time';

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
    expect(formatDate('2026-11-21T23:30:00Z', 'es')).toBe('21 de noviembre de 2026');
    expect(formatDate('2026-11-21T23:30:00Z', 'es')).toBe(
      new Date('2026-11-21T23:30:00Z').toLocaleDateString('es-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes a day in British order as en-GB does, without Intl', () => {
    for (const iso of ['2026-07-01T00:00:00Z', '2028-02-29T00:00:00Z', '2025-12-31T23:59:00Z']) {
      expect(formatDayMonthYear(iso)).toBe(
        new Date(iso).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
    expect(formatDayMonthYear('2026-07-01T00:00:00Z')).toBe('1 July 2026');
    expect(formatDayMonthYear('soon')).toBe('soon');
  });

  it('groups counts as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1_914_613)).toBe('1,914,613');
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1e21)).toBe('1,000,000,000,000,000,000,000');
    // Never a crash, even on a figure that is not a number.
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$Infinity');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

/*
 * The formats group digits and name months by hand (no Intl, see money.ts); held here to what
 * Intl writes for en-US over random whole numbers of every size and random dates.
 */
describe('hand-made formats equal Intl en-US', () => {
  const next = seededRandom(2026);
  const wholes = [
    ...[0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 999_999, 1_000_000],
    ...Array.from({ length: 400 }, () => Math.floor(10 ** (next() * 15))),
    Number.MAX_SAFE_INTEGER,
  ];
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('counts and whole dollars', () => {
    for (const n of wholes) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      expect(formatCount(-n)).toBe((-n).toLocaleString('en-US').replace('-0', '0'));
      expect(formatMoney(n)).toBe(`$${intl.format(n)}`);
      expect(formatMoney(-n)).toBe(n === 0 ? '$0' : `${MINUS}$${intl.format(n)}`);
    }
  });

  it('dollars and cents', () => {
    for (const n of wholes.filter((w) => w < 2 ** 52)) {
      expect(formatCents(n)).toBe(`$${cents.format(n / 100)}`);
    }
  });

  it('dates', () => {
    for (let i = 0; i < 500; i++) {
      const date = new Date(Date.UTC(1900, 0, 1) + next() * 300 * 365.25 * 86_400_000);
      const expected = date.toLocaleDateString('en-US', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(formatDate(date)).toBe(expected);
      expect(formatDate(date.toISOString())).toBe(expected);
    }
  });
});
