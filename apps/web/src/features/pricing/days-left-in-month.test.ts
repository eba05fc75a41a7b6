import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { daysLeftInMonth } from './days-left-in-month';
// Registers the pricing texts the offer's banner words the count with.
import './pricing-texts';

describe('daysLeftInMonth', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts today and the days after it until the end of the month', () => {
    expect(daysLeftInMonth(new Date(2025, 10, 21))).toBe(10); // 21 to 30 November
    expect(daysLeftInMonth(new Date(2025, 0, 1))).toBe(31);
  });

  it('knows February in leap and common years', () => {
    expect(daysLeftInMonth(new Date(2024, 1, 10))).toBe(20);
    expect(daysLeftInMonth(new Date(2025, 1, 10))).toBe(19);
    expect(daysLeftInMonth(new Date(2024, 1, 29))).toBe(1);
  });

  it('is 1 on the last day of the month, late in the evening too', () => {
    expect(daysLeftInMonth(new Date(2025, 11, 31))).toBe(1);
    expect(daysLeftInMonth(new Date(2025, 3, 30, 23, 59, 59))).toBe(1);
  });

  it('is the whole month on its first day, just after midnight', () => {
    expect(daysLeftInMonth(new Date(2025, 4, 1, 0, 0, 1))).toBe(31);
  });

  it('uses the local calendar day of now by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 30, 12));
    expect(daysLeftInMonth()).toBe(1);
  });
});

describe("the offer banner's days left", () => {
  it('words the count for the banner', () => {
    expect(i18n.t('daysLeft', { ns: 'pricing', count: 10 })).toBe('10 days left');
    expect(i18n.t('daysLeft', { ns: 'pricing', count: 1 })).toBe('1 day left');
  });
});
