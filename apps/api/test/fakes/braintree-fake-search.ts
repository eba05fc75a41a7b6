import type { FakeTransaction } from './braintree-fake-xml';

/**
 * Braintree's transaction search, as far as the fake needs it: the criteria the `braintree` SDK
 * sends (its TransactionSearch's toHash, keys in snake_case): multiple-value fields as lists
 * (`type`, `status`, `ids`), range fields as `{ min, max }` of ISO times (`created_at`,
 * `voided_at`). A field the fake does not know matches nothing, so a test never passes on a
 * criterion that was silently ignored.
 */
export interface SearchCriteria {
  [field: string]: unknown;
}

type Range = { min?: unknown; max?: unknown };

const LISTS: Record<string, (t: FakeTransaction) => string> = {
  ids: (t) => t.id,
  type: (t) => t.type,
  status: (t) => t.status,
};
const RANGES: Record<string, (t: FakeTransaction) => string | null> = {
  created_at: (t) => t.createdAt,
  voided_at: (t) => t.voidedAt,
};

function inRange(value: string | null, range: Range): boolean {
  if (value === null) return false;
  const at = Date.parse(value);
  if (range.min !== undefined && at < Date.parse(String(range.min))) return false;
  if (range.max !== undefined && at > Date.parse(String(range.max))) return false;
  return true;
}

export function matchesSearch(t: FakeTransaction, criteria: SearchCriteria): boolean {
  return Object.entries(criteria).every(([field, wanted]) => {
    const list = LISTS[field];
    if (list) return Array.isArray(wanted) && wanted.map(String).includes(list(t));
    const range = RANGES[field];
    if (range && typeof wanted === 'object' && wanted !== null)
      return inRange(range(t), wanted as Range);
    return false;
  });
}
