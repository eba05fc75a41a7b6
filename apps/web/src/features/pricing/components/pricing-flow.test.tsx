import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, NO_PAYMENT_METHODS } from '@degreeworth/core';
import { toast } from '@/lib/toast';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { paymentsConfig, pricingDialog, stubScripts } from '../testing/payment-kit';

const METHODS = ['PayPal', 'Google Pay', 'Card', 'Apple Pay'];

async function openPricing(options: Parameters<typeof renderWithProviders>[0] = {}) {
  const view = renderWithProviders({ route: '/pricing', config: paymentsConfig(), ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Plans and pricing' });
  return { ...view, dialog };
}

const chooseButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Choose plan' });

describe('pricing flow: "Choose plan"', () => {
  it('asks a visitor for an e-mail, then goes on to the method list', async () => {
    const { dialog, user, store } = await openPricing();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(chooseButton(dialog));
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveFocus();
    await user.type(email, ' Buyer@Example.com ');
    await user.click(chooseButton(dialog));
    expect(
      await within(dialog).findByRole('heading', { name: 'Choose a payment method' }),
    ).toHaveFocus();
    expect(store.getState().ui.pricingEmail).toBe('Buyer@Example.com');
  });

  it('choosing with no e-mail says "Please enter your email address to proceed."', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const { dialog, user } = await openPricing();
    await user.click(chooseButton(dialog));
    await user.click(chooseButton(dialog));
    expect(toastError).toHaveBeenCalledWith(MESSAGES.pricingEmailRequired);
    expect(await screen.findByText(MESSAGES.pricingEmailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.required)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(chooseButton(dialog)).toBeDisabled();
    expect(within(dialog).queryByText('Choose a payment method')).not.toBeInTheDocument();
  });

  it('a field error disables the button until the e-mail is valid', async () => {
    const { dialog, user } = await openPricing();
    await user.click(chooseButton(dialog));
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@');
    expect(within(dialog).getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(chooseButton(dialog)).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email'), 'example.com');
    expect(within(dialog).queryByText(MESSAGES.invalidEmail)).not.toBeInTheDocument();
    expect(chooseButton(dialog)).toBeEnabled();
  });

  it('a signed-in user skips the e-mail input', async () => {
    const { dialog, user, store } = await openPricing({ preloadedState: signedIn() });
    await user.click(chooseButton(dialog));
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(
      await within(dialog).findByRole('heading', { name: 'Choose a payment method' }),
    ).toBeInTheDocument();
    expect(store.getState().ui.pricingEmail).toBe('');
  });
});

describe('pricing flow: method list and payment views', () => {
  it('lists the four methods in order; "Back to plans" keeps the e-mail; "Not Now" closes', async () => {
    const { dialog, user } = await openPricing();
    await user.click(chooseButton(dialog));
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.click(chooseButton(dialog));
    const list = await within(dialog).findByRole('list', { name: 'Choose a payment method' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.map((text) => METHODS.find((m) => text?.startsWith(m)))).toEqual(METHODS);
    for (const method of METHODS) {
      expect(within(list).getByRole('button', { name: method })).toBeEnabled();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Back to plans' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(chooseButton(dialog)).toHaveFocus();
    await user.click(chooseButton(dialog));
    await user.click(await within(dialog).findByRole('button', { name: 'Not Now' }));
    expect(pricingDialog()).not.toBeInTheDocument();
  });

  it('every payment view has a Cancel that returns to the list', async () => {
    stubScripts(() => 'hold');
    const { dialog, user } = await openPricing({ preloadedState: signedIn() });
    await user.click(chooseButton(dialog));
    const titles = ['PayPal', 'Google Pay', 'Card payment', 'Apple Pay'];
    for (const [index, method] of METHODS.entries()) {
      await user.click(await within(dialog).findByRole('button', { name: method }));
      const heading = await within(dialog).findByRole('heading', { name: titles[index] });
      await waitFor(() => expect(heading).toHaveFocus());
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(
        await within(dialog).findByRole('heading', { name: 'Choose a payment method' }),
      ).toBeInTheDocument();
    }
  });

  it('lists a method whose provider is not configured as unavailable, and it cannot be opened', async () => {
    const config = paymentsConfig({ stripe: null, applePay: null });
    const { dialog, user } = await openPricing({ config, preloadedState: signedIn() });
    await user.click(chooseButton(dialog));
    const card = await within(dialog).findByRole('button', { name: 'Card' });
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription('Card payment is not available right now.');
    const applePay = within(dialog).getByRole('button', { name: 'Apple Pay' });
    expect(applePay).toBeDisabled();
    expect(applePay).toHaveAccessibleDescription('Apple Pay is not available right now.');
    expect(within(dialog).getByRole('button', { name: 'PayPal' })).toBeEnabled();
    await user.click(card);
    expect(within(dialog).getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
  });

  it('without any payment configuration every method is unavailable', async () => {
    const config = { ...DEFAULT_PUBLIC_CONFIG, payments: NO_PAYMENT_METHODS };
    const { dialog, user } = await openPricing({ config, preloadedState: signedIn() });
    await user.click(chooseButton(dialog));
    for (const method of METHODS) {
      expect(await within(dialog).findByRole('button', { name: method })).toBeDisabled();
    }
  });

  it('closing resets the flow to the plan list', async () => {
    const { dialog, user } = await openPricing({ preloadedState: signedIn() });
    await user.click(chooseButton(dialog));
    await within(dialog).findByRole('heading', { name: 'Choose a payment method' });
    await user.keyboard('{Escape}');
    expect(pricingDialog()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Become a Client' }));
    const reopened = await screen.findByRole('dialog', { name: 'Plans and pricing' });
    expect(within(reopened).getByRole('article', { name: 'Individual Pro' })).toBeInTheDocument();
    expect(within(reopened).queryByText('Choose a payment method')).not.toBeInTheDocument();
  });
});
