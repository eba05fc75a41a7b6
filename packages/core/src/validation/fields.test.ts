import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  hasControlCharacters,
  sanitizeNumberInput,
  validateField,
  validateNumber,
} from './fields';

describe('validateField: the shared text input rule', () => {
  it("says 'This field is required.' for a required field that is empty after trimming", () => {
    expect(validateField('   ', { required: true })).toBe('This field is required.');
    expect(validateField('', { type: 'number', required: true })).toBe('This field is required.');
  });

  it('gives no error for an empty optional field', () => {
    expect(validateField('', { type: 'email' })).toBeNull();
    expect(validateField('  ', { type: 'number' })).toBeNull();
  });

  it("says 'Invalid email address.' for an address failing the simple pattern", () => {
    expect(validateField('student@', { type: 'email' })).toBe('Invalid email address.');
    expect(validateField('a b@c.de', { type: 'email' })).toBe('Invalid email address.');
    expect(validateField('student@school.edu', { type: 'email' })).toBeNull();
  });

  it('applies no number rule to text fields', () => {
    expect(validateField('-12.345', { type: 'text' })).toBeNull();
  });
});

describe('validateNumber: non-negative numbers with at most 2 decimals', () => {
  it("rejects non-numeric text with 'Only numeric values allowed.'", () => {
    expect(validateNumber('12a')).toBe('Only numeric values allowed.');
    expect(validateNumber('1.2.3')).toBe('Only numeric values allowed.');
    expect(validateNumber('.')).toBe('Only numeric values allowed.');
  });

  it("rejects a negative amount with 'Negative numbers are not allowed.'", () => {
    expect(validateNumber('-1')).toBe('Negative numbers are not allowed.');
  });

  it("rejects a third decimal with 'Only up to 2 decimal places allowed.'", () => {
    expect(validateNumber('6.391')).toBe('Only up to 2 decimal places allowed.');
    expect(validateNumber('6.39')).toBeNull();
    expect(validateNumber('6.')).toBeNull();
  });

  it('keeps the 1e14 bound with its own message', () => {
    expect(validateNumber('100000000000000')).toBeNull();
    expect(validateNumber('100000000000000.01')).toBe('Value must be less than 1,000,000,000');
    expect(validateNumber('1000000000000000')).toBe('Value must be less than 1,000,000,000');
  });

  it('accepts zero and ordinary amounts', () => {
    expect(validateNumber('0')).toBeNull();
    expect(validateNumber('28000')).toBeNull();
    expect(validateNumber('.5')).toBeNull();
  });
});

describe('sanitizeNumberInput: digits and a period only', () => {
  it('drops minus signs, letters and spaces', () => {
    expect(sanitizeNumberInput('-12ab3')).toBe('123');
    expect(sanitizeNumberInput('$ 1,234')).toBe('1234');
  });

  it('keeps only the first period', () => {
    expect(sanitizeNumberInput('1.2.3')).toBe('1.23');
  });

  it('keeps digits and one period untouched', () => {
    expect(sanitizeNumberInput('6.39')).toBe('6.39');
  });
});

describe('EMAIL_PATTERN: what is stored is where the mail goes', () => {
  it.each([
    'student@school.edu',
    'first.last+rankings@mail.example.co.uk',
    "o'brien@school.k12.ny.us",
    'x_y-z@sub-domain.example.org',
  ])('accepts %s', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(true);
  });

  it.each([
    'a<x@evil.test>',
    '"quoted"@example.com',
    'a,b@example.com',
    'a;b@example.com',
    'a:b@example.com',
    'a b@example.com',
    'a\u0000@example.com',
    'a\r\nBcc: c@example.com',
    '.dot@example.com',
    'dot.@example.com',
    'two..dots@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example.c0m',
    'user@[127.0.0.1]',
    'user@localhost',
    'élève@école.fr',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(false);
  });

  it('refuses a local part over 64 characters and accepts one of 64', () => {
    expect(EMAIL_PATTERN.test(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });
});

describe('hasControlCharacters', () => {
  it('finds C0, C1, DEL and bidirectional overrides, and line breaks in single-line text', () => {
    for (const text of [
      'a\u0000b',
      'a\u0007',
      'a\u007f',
      'a\u0085',
      'Eve\u202Egnp.exe',
      'a\u2066b',
    ])
      expect(hasControlCharacters(text, true)).toBe(true);
    expect(hasControlCharacters('line one\nline two')).toBe(true);
    expect(hasControlCharacters('tab\there')).toBe(true);
  });

  it('allows ordinary text, accents and emoji, and line breaks and tabs in multi-line text', () => {
    expect(hasControlCharacters('Zoë O’Brien-Müller 🎓')).toBe(false);
    expect(hasControlCharacters('line one\r\nline two\tend', true)).toBe(false);
  });
});
