/**
 * The XML the Braintree gateway answers with, as the `braintree` SDK parses it (xml2js, then
 * dashed names → camelCase; `type="array"` makes a list, `type="symbol"` a plain string).
 * The SDK sends JSON bodies but only understands XML answers (it asks with Accept: application/xml).
 */

export interface FakeTransaction {
  id: string;
  status: 'submitted_for_settlement' | 'authorized' | 'processor_declined';
  type: 'sale';
  /** The decimal string the SDK sent ("25.00"). */
  amount: string;
  currency: string;
  nonce: string;
  email: string | null;
  processorResponseCode: string;
  processorResponseText: string;
  createdAt: string;
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
    '</transaction>',
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
