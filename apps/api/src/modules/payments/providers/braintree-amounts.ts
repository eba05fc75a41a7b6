/**
 * Braintree's amounts are decimal strings in the merchant account's currency ("25.00"); ours are
 * integer minor units. Converted exactly, without float arithmetic.
 */

/** "25.00" → 2500; null when Braintree's string is unexpected. */
export function parseAmountMinor(amount: string | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 2500 → "25.00". */
export function formatAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Error(`Braintree: invalid amount ${amountMinor}`);
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}
