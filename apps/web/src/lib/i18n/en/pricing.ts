/**
 * The pricing modal, its plan cards and "Become a Client", word for word as the product has
 * them. `{{school}}` is the school's name, or "Your school" (`yourSchool`) when it is unknown.
 *
 * `payment` is the payment step: the method list and each method's view. Those marked "word for
 * word" are the product's set wording and must stay exactly so; the others are ours. `{{script}}`
 * is a method's `script` ("Loading PayPal…"), `{{message}}` the reason a provider or the server
 * gave, `{{price}}` and `{{currency}}` the price as core shows it.

 */
export const pricing = {
  title: 'Plans and pricing',
  subtitle: 'Choose the best plan',
  notNow: 'Not Now',
  fullAccessHeading: 'You already have full access',
  fullAccessSchool: '{{school}} gives you full access: there is nothing to buy.',
  yourSchool: 'Your school',
  fullAccessBasePlan: 'You have Individual Pro, for life: there is nothing to buy.',
  fullAccessFree: 'You have a free subscription with full access: there is nothing to buy.',
  limitedOffer: 'Limited time offer',
  lastDay: 'Last day',
  daysLeft_one: '{{count}} day left',
  daysLeft_other: '{{count}} days left',
  originalPrice: 'Original price',
  now: ', now',
  individualName: 'Individual Pro',
  individualPeriod: 'lifetime',
  individualCta: 'Choose plan',
  chooseIndividual: 'Choose {{plan}}',
  individualBenefit1: 'Unlimited calculator access for personal scenarios',
  individualBenefit2: 'Full sortable ROI-based college rankings',
  individualBenefit3: 'PDF generation and download, delivered to email',
  districtName: 'High School and District-Wide Access',
  districtCta: 'Contact us',
  districtBenefit1: 'Access for all students',
  districtBenefit2: 'Admin access for guidance counselors to coach on student scenarios',
  districtBenefit3: 'Full access to calculator, resources and rankings',
  becomeClient: 'Become a Client',
  payment: {
    methodsTitle: 'Choose a payment method',
    summary: 'Individual Pro · ${{price}} {{currency}}, one-time lifetime purchase',
    backToPlans: 'Back to plans',
    cancel: 'Cancel',
    retry: 'Retry',
    email: 'Email',
    loadingView: 'Loading the payment form…',
    viewFailed: 'This payment method could not be loaded. Check your connection and try again.',
    loading: 'Loading {{script}}…',
    loadFailed: 'Could not load {{script}}. Check your connection and try again.',
    /**
     * Each method's name in the list, the heading of its view, its line in the list, what shows
     * instead while its provider is not configured, and its script's name in "Loading …".
     */
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
    },
    card: {
      form: 'Card details',
      pay: 'Pay with Card', // word for word
      processing: 'Processing...', // word for word
      preparing: 'Preparing the card form…',
      prepareFailed: 'The card form could not be prepared. Please try again.',
      failed: 'Payment failed: {{message}}', // word for word
      error: 'Error: {{message}}', // word for word
      activationFailed: 'Failed to activate subscription.', // word for word
      unexpected: 'An unexpected error occurred.', // word for word
    },
    paypal: {
      success: 'Payment Successful', // word for word
      // Word for word: the "Something went wrong with PayPal" alert, with the reason if known.
      error: 'Something went wrong with PayPal',
      errorWithReason: 'Something went wrong with PayPal: {{message}}',
      capturing: 'Completing your payment…',
      cancelled: 'The PayPal payment was cancelled. You can try again.',
    },
    googlePay: {
      tokenParsing: 'Payment token parsing failed.', // word for word
      failed: 'Payment failed: {{message}}', // word for word
      cancelledOrFailed: 'Payment was cancelled or failed.', // word for word
      network: 'Payment failed due to network/server issue.', // word for word
      checking: 'Checking Google Pay…',
      notReady:
        'Google Pay is not available in this browser. Please choose another payment method.',
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
  },
} as const;
