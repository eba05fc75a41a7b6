import { describe, expect, it } from 'vitest';
import type { SubscriptionFields } from '@degreeworth/core';
import { subscriptionFormData } from './subscription-form';

const entries = (body: FormData) => Object.fromEntries(body.entries());
const FIELDS = {
  name: 'Lincoln High',
  admin_email: 'head@lincoln.edu',
  seats: 250,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
};

describe('subscriptionFormData: the multipart body of the subscription form', () => {
  it('sends every filled field as text and no logo part without a file', () => {
    expect(entries(subscriptionFormData(FIELDS, null))).toEqual({ ...FIELDS, seats: '250' });
  });

  it('skips empty and falsy fields and never sends a status', () => {
    // A status that slipped in (the schema refuses one) is not sent either.
    const fields = { ...FIELDS, name: '', seats: 0, end_date: '', status: 'active' };
    expect(entries(subscriptionFormData(fields as unknown as SubscriptionFields, null))).toEqual({
      admin_email: 'head@lincoln.edu',
      start_date: '2026-01-01',
    });
  });

  it('leaves admin_email out when the address may not be changed (a subadmin editing)', () => {
    const { admin_email: _left, ...rest } = FIELDS;
    expect(entries(subscriptionFormData(FIELDS, null, false))).toEqual({ ...rest, seats: '250' });
  });

  it('adds the logo as the part "logo" only when a file was chosen', () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(subscriptionFormData(FIELDS, logo).get('logo')).toBe(logo);
  });
});
