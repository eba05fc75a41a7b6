import { CURRENCY, PRICE_DISPLAY } from '@degreeworth/core';
import type { PaymentMethod } from '@/lib/ui-slice';

interface MethodTexts {
  /** The method's name in the list. */
  name: string;
  /** The heading of its payment view. */
  title: string;
  /** One line under the name in the list. */
  description: string;
  /** Shown instead of opening it while its provider is not configured. */
  unavailable: string;
  /** The script's name in "Loading …" and "Could not load …". */
  script: string;
}

/** The list's fixed order: redirect-style wallet, web wallet button, card, device wallet. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'paypal',
  'googlePay',
  'card',
  'applePay',
];

/**
 * Texts of the method list and the payment views. Those marked "word for word" are the
 * product's set wording and must stay exactly so; the others are ours.
 */
export const PAYMENT_TEXTS = {
  methodsTitle: 'Choose a payment method',
  summary: `Individual Pro · $${PRICE_DISPLAY} ${CURRENCY}, one-time lifetime purchase`,
  backToPlans: 'Back to plans',
  cancel: 'Cancel',
  retry: 'Retry',
  email: 'Email',
  loadingView: 'Loading the payment form…',
  viewFailed: 'This payment method could not be loaded. Check your connection and try again.',
  loading: (script: string) => `Loading ${script}…`,
  loadFailed: (script: string) => `Could not load ${script}. Check your connection and try again.`,
  methods: {
    paypal: {
      name: 'PayPal',
      title: 'PayPal',
      description: 'Pay with your PayPal account.',
      unavailable: 'PayPal is not available right now.',
      script: 'PayPal',
    },
    googlePay: {
      name: 'Google Pay',
      title: 'Google Pay',
      description: 'Pay with a card saved in your Google account.',
      unavailable: 'Google Pay is not available right now.',
      script: 'Google Pay',
    },
    card: {
      name: 'Card',
      title: 'Card payment',
      description: 'Pay with a credit or debit card.',
      unavailable: 'Card payment is not available right now.',
      script: 'the card form',
    },
    applePay: {
      name: 'Apple Pay',
      title: 'Apple Pay',
      description: 'Pay with a card in Apple Wallet, in Safari.',
      unavailable: 'Apple Pay is not available right now.',
      script: 'Apple Pay',
    },
  } satisfies Record<PaymentMethod, MethodTexts>,
  card: {
    pay: 'Pay with Card', // word for word
    processing: 'Processing...', // word for word
    preparing: 'Preparing the card form…',
    prepareFailed: 'The card form could not be prepared. Please try again.',
    failed: (message: string) => `Payment failed: ${message}`, // word for word
    error: (message: string) => `Error: ${message}`, // word for word
    activationFailed: 'Failed to activate subscription.', // word for word
    unexpected: 'An unexpected error occurred.', // word for word
  },
  paypal: {
    success: 'Payment Successful', // word for word
    /** Word for word: the "Something went wrong with PayPal" alert, with the reason if known. */
    error: (message?: string | null) =>
      message ? `Something went wrong with PayPal: ${message}` : 'Something went wrong with PayPal',
    capturing: 'Completing your payment…',
    cancelled: 'The PayPal payment was cancelled. You can try again.',
  },
  googlePay: {
    tokenParsing: 'Payment token parsing failed.', // word for word
    failed: (message: string) => `Payment failed: ${message}`, // word for word
    cancelledOrFailed: 'Payment was cancelled or failed.', // word for word
    network: 'Payment failed due to network/server issue.', // word for word
    checking: 'Checking Google Pay…',
    notReady: 'Google Pay is not available in this browser. Please choose another payment method.',
    processing: 'Processing your payment…',
  },
  applePay: {
    button: 'Pay with Apple Pay', // word for word
    // word for word
    notAvailable:
      'Apple Pay is not available. Please add a card to your Wallet or contact support.',
    notSupported: 'Apple Pay is not supported on this device or browser.', // word for word
    addCard: 'Please add a card to your Wallet to use Apple Pay.', // word for word
    initFailed: 'Failed to initialize payment processor. Please try again.', // word for word
    validateFailed: 'Failed to validate merchant...', // word for word
    invalidSession: 'Invalid merchant session', // word for word
    paymentFailed: 'Payment failed. Please try again or contact support.', // word for word
    startFailed: 'Failed to start Apple Pay. Please try again.', // word for word
    preparing: 'Preparing Apple Pay…',
    /** The device wallet session's state, read out as a status line. */
    session: {
      started: 'Confirm the payment in the Apple Pay sheet.',
      validating: 'Validating the merchant…',
      authorized: 'Payment authorised. Completing your payment…',
      succeeded: 'Payment completed.',
      failed: 'The payment was not completed.',
      cancelled: 'Apple Pay was cancelled. You can try again.',
    },
  },
} as const;
