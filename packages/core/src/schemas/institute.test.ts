import { describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT } from './institute';

describe('INSTITUTE_TEXT seat messages', () => {
  it('speaks of one seat in the singular', () => {
    expect(INSTITUTE_TEXT.seatsFull(1)).toBe(
      'The only seat is in use. Remove a student or contact DegreeWorth for more seats.',
    );
    expect(INSTITUTE_TEXT.importTooManyForSeats(2, 1)).toBe(
      'This file adds 2 students but only 1 seat is free. Nothing was imported.',
    );
  });

  it('speaks of several seats and students in the plural, thousands grouped', () => {
    expect(INSTITUTE_TEXT.seatsFull(1200)).toBe(
      'All 1,200 seats are in use. Remove a student or contact DegreeWorth for more seats.',
    );
    expect(INSTITUTE_TEXT.importTooManyForSeats(1, 0)).toBe(
      'This file adds 1 student but only 0 seats are free. Nothing was imported.',
    );
    expect(INSTITUTE_TEXT.importTooManyForSeats(5, 3)).toBe(
      'This file adds 5 students but only 3 seats are free. Nothing was imported.',
    );
  });
});
