import { describe, expect, it } from 'vitest';
import { formatCountOf, nounFor } from './counts';
import { formatFractionalYears, plural } from './time';

describe('nounFor', () => {
  it('takes the singular for exactly 1 and the plural for 0, 2 and fractions', () => {
    expect(nounFor(1, 'student')).toBe('student');
    expect(nounFor(0, 'student')).toBe('students');
    expect(nounFor(2, 'student')).toBe('students');
    expect(nounFor(1.5, 'year')).toBe('years');
  });

  it('uses the plural it is given for nouns that do not just add "s"', () => {
    expect(nounFor(1, 'address', 'addresses')).toBe('address');
    expect(nounFor(3, 'address', 'addresses')).toBe('addresses');
  });
});

describe('formatCountOf', () => {
  it('says "1 student" and "2 students", never "1 students"', () => {
    expect(formatCountOf(1, 'student')).toBe('1 student');
    expect(formatCountOf(2, 'student')).toBe('2 students');
    expect(formatCountOf(0, 'result')).toBe('0 results');
  });

  it('groups thousands like the other admin figures', () => {
    expect(formatCountOf(1200, 'user')).toBe('1,200 users');
    expect(formatCountOf(1_000_000, 'seat')).toBe('1,000,000 seats');
  });

  it('gives an irregular plural', () => {
    expect(formatCountOf(2, 'address', 'addresses')).toBe('2 addresses');
  });
});

describe('plural (the same rule, fractions kept)', () => {
  it('agrees with nounFor and keeps fractional years as they are', () => {
    expect(plural(1, 'year')).toBe('1 year');
    expect(plural(3, 'college')).toBe('3 colleges');
    expect(formatFractionalYears(1)).toBe('1 year');
    expect(formatFractionalYears(0.22)).toBe('0.22 years');
  });
});
