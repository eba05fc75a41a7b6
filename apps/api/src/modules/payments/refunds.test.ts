import { describe, expect, it } from 'vitest';
import { readRefund } from './refunds';

const priced = { amountMinor: 2500, currency: 'USD' };

describe('readRefund (decision 032)', () => {
  it('ends the plan only once the whole price is back', () => {
    expect(readRefund(priced, { amountMinor: 1, currency: 'USD' })).toEqual({
      status: null,
      note: 'partial refund: 0.01 of 25.00 USD back',
    });
    expect(readRefund(priced, { amountMinor: 2499, currency: 'USD' }).status).toBeNull();
    expect(readRefund(priced, { amountMinor: 2500, currency: 'USD' })).toEqual({
      status: 'refunded',
      note: 'refund: 25.00 of 25.00 USD back',
    });
    expect(readRefund(priced, { amountMinor: 3000, currency: 'USD' }).status).toBe('refunded');
  });

  it('reads a refund it cannot size (no figure, another currency) as a full one', () => {
    expect(readRefund(priced, undefined)).toEqual({
      status: 'refunded',
      note: 'refund: the provider gave no amount',
    });
    expect(readRefund(priced, { amountMinor: 100, currency: 'EUR' })).toEqual({
      status: 'refunded',
      note: 'refund: 1.00 EUR back, the payment was 25.00 USD',
    });
  });
});
