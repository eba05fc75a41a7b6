import { describe, expect, it } from 'vitest';
import { caretIn, groupThousands } from './grouped-digits';

describe('groupThousands', () => {
  it('groups the whole dollars by three and leaves the cents alone', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('1234567.5')).toBe('1,234,567.5');
    expect(groupThousands('12345.6789')).toBe('12,345.6789');
    expect(groupThousands('100000000000000.01')).toBe('100,000,000,000,000.01');
  });

  it('leaves short, empty and unfinished amounts as typed', () => {
    expect(groupThousands('')).toBe('');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000.')).toBe('1,000.');
    expect(groupThousands('.5')).toBe('.5');
    expect(groupThousands('0012')).toBe('0,012');
  });

  it('shows text that is no plain amount as it is (a negative value set by the program)', () => {
    expect(groupThousands('-5000')).toBe('-5000');
    expect(groupThousands('1e5')).toBe('1e5');
  });
});

describe('caretIn', () => {
  it('puts the caret right after the same digit, counting past the commas', () => {
    expect(caretIn('1,234,567', 0)).toBe(0);
    expect(caretIn('1,234,567', 1)).toBe(1);
    expect(caretIn('1,234,567', 2)).toBe(3);
    expect(caretIn('1,234,567', 7)).toBe(9);
    expect(caretIn('1,234.5', 6)).toBe(7);
  });

  it('goes past a following comma when asked (Delete before a comma)', () => {
    expect(caretIn('1,234', 1, true)).toBe(2);
    expect(caretIn('1,234', 1)).toBe(1);
  });

  it('stops at the end when more is kept than shown', () => {
    expect(caretIn('12', 5)).toBe(2);
  });
});
