/**
 * The XML the Braintree gateway answers with, as the `braintree` SDK parses it (xml2js, then
 * dashed names → camelCase; `type="array"` makes a list, `type="symbol"` a plain string).
 * The SDK sends JSON bodies but only understands XML answers (it asks with Accept: application/xml).
 */

export interface FakeTransaction {
  id: string;
  /** Braintree's statuses; a refund may end `voided` or `failed` instead of settling. */
  status:
    | 'submitted_for_settlement'
    | 'authorized'
    | 'processor_declined'
    | 'settled'
    | 'voided'
    | 'failed';
  /** A sale, or a refund (Braintree's "credit" transaction, which names its sale). */
  type: 'sale' | 'credit';
  /** The decimal string the SDK sent ("25.00"). */
  amount: string;
  currency: string;
  nonce: string;
  email: string | null;
  processorResponseCode: string;
  processorResponseText: string;
  /** ISO 8601 without fractions, as Braintree's XML ("2026-11-28T15:00:00Z"). */
  createdAt: string;
  /** A sale: the ids of its refunds, oldest first. */
  refundIds: string[];
  /** A refund: the sale it gives money back on. */
  refundedTransactionId: string | null;
  /** When the transaction was voided (a search field of Braintree's: voided_at). */
  voidedAt: string | null;
}

export interface FakeValidationError {
  code: string;
  attribute: string;
  message: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** One element; `value` is escaped, `attrs` go on the tag as they are. */
function element(name: string, value: string | null, attrs = ''): string {
  if (value === null) return `<${name} nil="true"/>`;
  return `<${name}${attrs}>${escapeXml(value)}</${name}>`;
}

function transactionBody(t: FakeTransaction): string {
  return [
    '<transaction>',
    element('id', t.id),
    element('status', t.status),
    element('type', t.type),
    element('amount', t.amount),
    element('currency-iso-code', t.currency),
    element('merchant-account-id', 'degreeworth-usd'),
    element('processor-response-code', t.processorResponseCode),
    element('processor-response-text', t.processorResponseText),
    element('payment-instrument-type', 'apple_pay_card'),
    `<customer>${element('email', t.email)}</customer>`,
    element('created-at', t.createdAt, ' type="datetime"'),
    element('refunded-transaction-id', t.refundedTransactionId),
    `<refund-ids type="array">${t.refundIds.map((id) => element('item', id)).join('')}</refund-ids>`,
    '</transaction>',
  ].join('\n');
}

/** POST …/transactions/advanced_search_ids: the ids a search matches, and the page size. */
export function searchIdsXml(ids: string[], pageSize: number): string {
  return [
    XML_HEAD + '<search-results>',
    element('page-size', String(pageSize), ' type="integer"'),
    `<ids type="array">${ids.map((id) => element('item', id)).join('')}</ids>`,
    '</search-results>',
  ].join('\n');
}

/** POST …/transactions/advanced_search: one page of the matched transactions. */
export function searchPageXml(transactions: FakeTransaction[], pageSize: number): string {
  return [
    XML_HEAD + '<credit-card-transactions type="collection">',
    element('current-page-number', '1', ' type="integer"'),
    element('page-size', String(pageSize), ' type="integer"'),
    element('total-items', String(transactions.length), ' type="integer"'),
    ...transactions.map(transactionBody),
    '</credit-card-transactions>',
  ].join('\n');
}

export function transactionXml(t: FakeTransaction): string {
  return XML_HEAD + transactionBody(t);
}

export function clientTokenXml(token: string): string {
  return `${XML_HEAD}<client-token>${element('value', token)}</client-token>`;
}

/** 422 for a declined sale: no validation errors, the message, and the failed transaction. */
export function declinedXml(t: FakeTransaction): string {
  return [
    XML_HEAD + '<api-error-response>',
    '<errors><errors type="array"/></errors>',
    element('message', t.processorResponseText),
    transactionBody(t),
    '</api-error-response>',
  ].join('\n');
}

/** 422 for input Braintree refuses: errors nested under the resource they belong to. */
export function validationErrorXml(resource: string, errors: FakeValidationError[]): string {
  const items = errors
    .map(
      (e) =>
        `<error>${element('code', e.code)}${element('attribute', e.attribute, ' type="symbol"')}` +
        `${element('message', e.message)}</error>`,
    )
    .join('');
  return [
    XML_HEAD + '<api-error-response>',
    `<errors><errors type="array"/><${resource}><errors type="array">${items}</errors></${resource}></errors>`,
    element('message', errors.map((e) => e.message).join('\n')),
    '</api-error-response>',
  ].join('\n');
}
