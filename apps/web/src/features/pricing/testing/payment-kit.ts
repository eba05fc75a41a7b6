import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { PublicConfig, PublicPaymentsConfig } from '@degreeworth/core';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';
import type { RootState } from '@/lib/store';
import { renderWithProviders } from '@/testing/render';

let configs = 0;

/**
 * Every method configured. The page loads each script address once, so each call gets
 * addresses of its own: a test never sees a script an earlier test loaded.
 */
export function paymentsConfig(overrides: Partial<PublicPaymentsConfig> = {}): PublicConfig {
  const n = ++configs;
  return {
    ...DEFAULT_PUBLIC_CONFIG,
    payments: {
      stripe: {
        publishableKey: 'pk_test_123',
        scriptUrl: `https://js.stripe.test/basil/stripe.js?n=${n}`,
      },
      paypal: { clientId: 'paypal-client', scriptUrl: `https://paypal.test/sdk/js/${n}` },
      googlePay: {
        environment: 'TEST',
        merchantId: 'merchant-77',
        merchantName: 'DegreeWorth',
        scriptUrl: `https://pay.google.test/pay.js?n=${n}`,
        stripePublishableKey: 'pk_test_gpay',
      },
      applePay: {
        displayName: 'DegreeWorth',
        braintreeScriptBaseUrl: `https://braintree.test/${n}/js`,
      },
      ...overrides,
    },
  };
}

type Outcome = 'load' | 'error' | 'hold';

/**
 * Stands in for the network of provider scripts: each `<script>` the page adds answers `load` or
 * `error` (as `decide` says) on the next microtask, or never ('hold'). Returns the addresses asked.
 */
export function stubScripts(decide: (src: string) => Outcome = () => 'load') {
  const asked: string[] = [];
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) {
        append(node);
        continue;
      }
      asked.push(node.src);
      const outcome = decide(node.src);
      if (outcome !== 'hold') queueMicrotask(() => node.dispatchEvent(new Event(outcome)));
    }
  });
  return asked;
}

export const BUYER_EMAIL = 'buyer@example.com';

interface OpenOptions {
  config: PublicConfig;
  preloadedState?: Partial<RootState>;
  /** A visitor types this e-mail; a signed-in user (a token in preloadedState) types nothing. */
  email?: string;
}

/** Opens the pricing modal, chooses Individual Pro and opens one method from the list. */
export async function openMethod(method: string, { config, preloadedState, email }: OpenOptions) {
  const view = renderWithProviders({ route: '/pricing', config, preloadedState });
  const dialog = await screen.findByRole('dialog', { name: 'Plans and pricing' });
  const { user } = view;
  await user.click(within(dialog).getByRole('button', { name: 'Choose plan' }));
  if (!preloadedState?.auth?.authToken) {
    await user.type(within(dialog).getByLabelText('Email'), email ?? BUYER_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Choose plan' }));
  }
  await user.click(await within(dialog).findByRole('button', { name: method }));
  return { ...view, dialog };
}

/** The modal is gone. */
export const pricingDialog = () => screen.queryByRole('dialog', { name: 'Plans and pricing' });
