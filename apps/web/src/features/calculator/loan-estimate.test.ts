import { describe, expect, it } from 'vitest';
import { estimateLoan } from './loan-estimate';

describe('estimateLoan', () => {
  it('reproduces the methodology §6 personal example loan (4 × 5,500 at 6.39%)', () => {
    const e = estimateLoan({
      cost_of_attendance: '28000',
      grants: '8000',
      loans: '5500',
      interest_rate: '6.39',
      years: '4',
    })!;
    expect(e.netCostPerYear).toBe(20000);
    expect(e.outOfPocketPerYear).toBeCloseTo(14558.135, 3);
    expect(e.borrowed).toBe(22000);
    expect(e.balanceAtRepayment).toBeCloseTo(26217.4, 1);
    // Loans from 1 July 2026: a 26,217 balance gets the 15-year standard plan.
    expect(e.termYears).toBe(15);
  });

  it('is null while a required input is blank or invalid, never computed from a blank', () => {
    expect(
      estimateLoan({
        cost_of_attendance: '',
        grants: '',
        loans: '',
        interest_rate: '6.39',
        years: '4',
      }),
    ).toBeNull();
    expect(
      estimateLoan({
        cost_of_attendance: '1000',
        grants: '1.234',
        loans: '',
        interest_rate: '6.39',
        years: '4',
      }),
    ).toBeNull();
    expect(
      estimateLoan({
        cost_of_attendance: '1000',
        grants: '',
        loans: '',
        interest_rate: '6.39',
        years: '2.5',
      }),
    ).toBeNull();
  });

  it('has no payment without loans', () => {
    const e = estimateLoan({
      cost_of_attendance: '10000',
      grants: '12000',
      loans: '',
      interest_rate: '6.39',
      years: '2',
    })!;
    expect(e).toMatchObject({
      netCostPerYear: -2000,
      outOfPocketPerYear: 0,
      borrowed: 0,
      monthlyPayment: 0,
    });
  });
});
