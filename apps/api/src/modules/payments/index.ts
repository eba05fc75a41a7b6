/**
 * What the rest of the server uses of payments: recording a payment and applying its events (the
 * plan-grant command), cancelling a buyer's tokens, the provider-down text, the CSP sources.
 */
export { type CspSources, paymentCspSources } from './csp';
export { applyPaymentEvent, cancelBuyerTokens, recordPayment } from './ledger';
export { PROVIDER_DOWN } from './service';
