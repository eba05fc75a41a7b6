/**
 * Local stand-ins of the payment providers' browser scripts, served by e2e/payment-services.ts
 * in place of Stripe.js, the PayPal JS SDK, Google Pay's pay.js and braintree-web. Each one
 * offers exactly what the payment views use (typed by the providers' own type packages, see
 * apps/web/src/features/pricing/providers/globals.ts) and talks to the fake of its provider's
 * API the way the real script talks to the provider: the money side (intents, orders, tokens,
 * nonces) is always the fakes', so the server checks real provider state. Safari's ApplePaySession is not a script: e2e/payment-support.ts adds it.
 *
 * Test switches, set on `window` by a spec before pressing: `__gpayMode` ('cancel' | 'declined' |
 * 'garbage') and `__braintreeDecline` (true: tokenize gives Braintree's declining test nonce).
 */

/** Stripe.js "basil": Stripe(key).elements({clientSecret}).create('payment'), confirmPayment. */
export function stripeJs(stripeApi: string): string {
  return `(() => {
  const api = ${JSON.stringify(stripeApi)};
  const METHODS = { '4242424242424242': 'pm_card_visa', '4000000000000002': 'pm_card_chargeDeclined' };
  window.Stripe = function Stripe(publishableKey) {
    return {
      elements({ clientSecret }) {
        const elements = { clientSecret, input: null };
        elements.create = () => {
          let target = null;
          return {
            mount(el) {
              target = el;
              const label = document.createElement('label');
              label.textContent = 'Card number';
              const input = document.createElement('input');
              input.autocomplete = 'cc-number';
              input.inputMode = 'numeric';
              label.append(input);
              el.append(label);
              elements.input = input;
            },
            destroy() {
              if (target) target.replaceChildren();
              elements.input = null;
            },
          };
        };
        return elements;
      },
      async confirmPayment({ elements }) {
        const number = (elements.input ? elements.input.value : '').replace(/\\s+/g, '');
        const method = METHODS[number];
        if (!method) return { error: { type: 'validation_error', message: 'Your card number is invalid.' } };
        const id = elements.clientSecret.split('_secret_')[0];
        const res = await fetch(api + '/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          body: new URLSearchParams({ key: publishableKey, client_secret: elements.clientSecret, payment_method: method }),
        });
        const body = await res.json();
        if (!res.ok) return { error: body.error };
        return { paymentIntent: { id: body.id, status: body.status } };
      },
    };
  };
})();`;
}

/**
 * The PayPal JS SDK: paypal.Buttons(options).render(container). Three buttons stand for what a
 * buyer can do in PayPal's window: pay ("PayPal"), pay with a card PayPal then declines at
 * capture ("PayPal (declined card)"), or close the window ("Close PayPal window").
 */
export function paypalSdk(paypalApi: string): string {
  return `(() => {
  const api = ${JSON.stringify(paypalApi)};
  const control = async (step, id) => {
    const res = await fetch(api + '/__control/' + step + '/' + encodeURIComponent(id), { method: 'POST' });
    if (!res.ok) throw new Error('PayPal could not ' + step + ' the order (' + res.status + ').');
  };
  window.paypal = {
    Buttons(options) {
      const run = async (kind) => {
        let id;
        try {
          id = await options.createOrder();
        } catch (err) {
          return options.onError(err);
        }
        if (kind === 'cancel') return options.onCancel({ orderID: id });
        try {
          await control('approve', id);
          if (kind === 'decline') await control('decline', id);
          await options.onApprove({ orderID: id });
        } catch (err) {
          options.onError(err);
        }
      };
      return {
        render(container) {
          const buttons = [['PayPal', 'pay'], ['PayPal (declined card)', 'decline'], ['Close PayPal window', 'cancel']];
          for (const [label, kind] of buttons) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = label;
            button.addEventListener('click', () => void run(kind));
            container.append(button);
          }
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
      };
    },
  };
})();`;
}

/**
 * Google Pay's pay.js: google.payments.api.PaymentsClient, beside Google sign-in's
 * window.google. The sheet's Stripe tokenization is a fresh token from the Stripe fake.
 */
export function googlePayJs(stripeApi: string): string {
  return `(() => {
  const api = ${JSON.stringify(stripeApi)};
  class PaymentsClient {
    constructor(options) { this.environment = options.environment; }
    isReadyToPay() { return Promise.resolve({ result: true }); }
    createButton({ onClick }) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Buy with Google Pay';
      button.addEventListener('click', () => onClick());
      return button;
    }
    async loadPaymentData(request) {
      window.__gpayRequests = (window.__gpayRequests || []).concat([request]);
      const mode = window.__gpayMode;
      if (mode === 'cancel') throw { statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' };
      let token;
      if (mode === 'declined') token = JSON.stringify({ id: 'tok_chargeDeclined', object: 'token' });
      else if (mode === 'garbage') token = 'not json';
      else {
        const res = await fetch(api + '/__control/tokens', { method: 'POST' });
        token = JSON.stringify({ id: (await res.json()).id, object: 'token' });
      }
      return {
        apiVersion: 2,
        apiVersionMinor: 0,
        paymentMethodData: {
          type: 'CARD',
          description: 'Visa •••• 4242',
          info: { cardNetwork: 'VISA', cardDetails: '4242' },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token },
        },
      };
    }
  }
  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient } };
})();`;
}

/** braintree-web's client.min.js: braintree.client.create({ authorization }). */
export function braintreeClientJs(): string {
  return `(() => {
  window.braintree = window.braintree || {};
  window.braintree.client = {
    create({ authorization }) {
      if (!authorization) return Promise.reject(new Error('options.authorization is required'));
      return Promise.resolve({ authorization });
    },
  };
})();`;
}

/** braintree-web's apple-pay.min.js: applePay.create({ client }) → tokenize at the fake. */
export function braintreeApplePayJs(braintreeApi: string): string {
  return `(() => {
  const api = ${JSON.stringify(braintreeApi)};
  window.braintree = window.braintree || {};
  window.braintree.applePay = {
    create({ client }) {
      if (!client) return Promise.reject(new Error('options.client is required'));
      return Promise.resolve({
        merchantIdentifier: 'merchant.test',
        createPaymentRequest: (request) => Object.assign({}, request),
        async tokenize({ token }) {
          if (!token) throw new Error('token is required');
          if (window.__braintreeDecline) return { nonce: 'fake-processor-declined-visa-nonce', type: 'ApplePayCard' };
          const res = await fetch(api + '/__control/nonces', { method: 'POST' });
          return { nonce: (await res.json()).nonce, type: 'ApplePayCard' };
        },
      });
    },
  };
})();`;
}
