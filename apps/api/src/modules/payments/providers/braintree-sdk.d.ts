/**
 * The few parts of the `braintree` SDK (v3, plain JavaScript, no bundled types and no
 * @types/braintree installed) that braintree.ts and its tests use. Shapes follow the SDK's
 * lib/braintree/*.js: responses are XML turned into camel-cased objects, so amounts are
 * strings ("25.00") and a webhook's timestamp is the ISO string of the XML.
 */
declare module 'braintree' {
  export class Environment {
    constructor(
      server: string,
      port: string | number,
      authUrl: string,
      ssl: boolean,
      graphQLServer?: string,
      graphQLPort?: string | number,
    );
    static Sandbox: Environment;
    static Production: Environment;
  }

  export interface GatewayConfig {
    environment: Environment;
    merchantId: string;
    publicKey: string;
    privateKey: string;
  }

  export interface ValidationError {
    attribute: string;
    code: string;
    message: string;
  }

  export interface Transaction {
    id: string;
    status: string;
    /** "sale", or "credit" for a refund. */
    type?: string;
    amount?: string;
    currencyIsoCode?: string;
    processorResponseCode?: string;
    processorResponseText?: string;
    /** A sale's refunds (credit transactions), by id. */
    refundIds?: string[];
    /** A refund's sale. */
    refundedTransactionId?: string | null;
  }

  /** lib/braintree/transaction_search.js: the fields braintree.ts searches on. */
  export interface TransactionSearch {
    ids(): { in(ids: string[]): void };
    type(): { is(type: 'sale' | 'credit'): void };
    status(): { is(status: string): void };
    createdAt(): { min(at: Date): void };
    voidedAt(): { min(at: Date): void };
  }

  /** A Result (success) or an ErrorResponse (422: validation errors, or a declined transaction). */
  export interface TransactionResult {
    success: boolean;
    transaction?: Transaction;
    message?: string;
    errors?: { deepErrors(): ValidationError[] };
  }

  export interface ClientTokenResult {
    success: boolean;
    clientToken?: string;
    message?: string;
  }

  export interface Dispute {
    id: string;
    /** "chargeback", "pre_arbitration" or "retrieval" (a request for information). */
    kind?: string;
    status?: string;
    transaction?: { id: string; amount?: string };
  }

  export interface WebhookNotification {
    kind: string;
    timestamp: string | Date;
    transaction?: Transaction;
    dispute?: Dispute;
  }

  export class BraintreeGateway {
    constructor(config: GatewayConfig);
    /** The SDK reads `timeout` (ms, default 60 000) from here on every request. */
    config: { timeout: number };
    clientToken: { generate(params: Record<string, unknown>): Promise<ClientTokenResult> };
    transaction: {
      sale(attributes: Record<string, unknown>): Promise<TransactionResult>;
      find(transactionId: string): Promise<Transaction>;
      /** Without a callback: a stream of the matching transactions (paged by the SDK). */
      search(build: (search: TransactionSearch) => void): AsyncIterable<Transaction>;
    };
    webhookNotification: {
      parse(signature: string, payload: string): Promise<WebhookNotification>;
    };
    webhookTesting: {
      sampleNotification(kind: string, id: string): { bt_signature: string; bt_payload: string };
      /** The bt_signature of a payload (tests sign a notification they changed). */
      sampleSignature(payload: string): string;
    };
  }

  const braintree: {
    Environment: typeof Environment;
    BraintreeGateway: typeof BraintreeGateway;
  };
  export default braintree;
}
