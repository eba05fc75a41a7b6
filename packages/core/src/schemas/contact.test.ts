import { describe, expect, it } from 'vitest';
import { ContactInputSchema } from './contact';

describe('ContactInputSchema', () => {
  it('accepts a complete message and trims it, defaulting contact_type to 3', () => {
    const parsed = ContactInputSchema.parse({
      name: ' Ada ',
      email: 'ada@example.com',
      message: ' Hello ',
    });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      contact_type: 3,
    });
  });

  it('names each failing field with its message', () => {
    const result = ContactInputSchema.safeParse({ name: '', email: 'nope', message: '  ' });
    expect(result.success).toBe(false);
    const fields = result.error!.flatten().fieldErrors;
    expect(fields.name).toEqual(['This field is required.']);
    expect(fields.email).toEqual(['Invalid email address.']);
    expect(fields.message).toEqual(['This field is required.']);
  });

  it('rejects wrong types and an out-of-range contact_type', () => {
    const wrongType = ContactInputSchema.safeParse({ name: 1, email: 'a@b.co', message: 'x' });
    expect(wrongType.error?.issues[0]?.message).toBe('Name must be text.');
    expect(ContactInputSchema.safeParse([]).error?.issues[0]?.message).toBe(
      'The request body must be a JSON object.',
    );
    expect(
      ContactInputSchema.safeParse({ name: 'a', email: 'a@b.co', message: 'x', contact_type: 9 })
        .success,
    ).toBe(false);
  });

  it('rejects an over-long message', () => {
    const result = ContactInputSchema.safeParse({
      name: 'a',
      email: 'a@b.co',
      message: 'x'.repeat(5001),
    });
    expect(result.error?.issues[0]?.message).toBe('Message must be at most 5,000 characters.');
  });
});
