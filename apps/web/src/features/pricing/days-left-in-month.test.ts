import { describe, expect, it } from 'vitest';
import { daysLeftInMonth, daysLeftLabel } from './days-left-in-month';

describe('daysLeftInMonth', () => {
  it('counts the days after today until the end of the month', () => {
    expect(daysLeftInMonth(new Date(2025, 10, 21))).toBe(9); // 21 November → 30 November
    expect(daysLeftInMonth(new Date(2025, 0, 1))).toBe(30);
  });

  it('knows February in leap and common years', () => {
    expect(daysLeftInMonth(new Date(2024, 1, 10))).toBe(19);
    expect(daysLeftInMonth(new Date(2025, 1, 10))).toBe(18);
  });

  it('is 0 on the last day of the month', () => {
    expect(daysLeftInMonth(new Date(2025, 11, 31))).toBe(0);
  });
});

describe('daysLeftLabel', () => {
  it('words the count for the banner', () => {
    expect(daysLeftLabel(9)).toBe('9 days left');
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(0)).toBe('Last day');
  });
});
