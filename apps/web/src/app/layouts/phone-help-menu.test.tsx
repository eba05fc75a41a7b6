import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '@/testing/config';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { signedIn } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

/** A screen `phone` or not: the media query of use-phone-layout.ts (below 640 px) matches. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const helpButton = (name = 'Help and plans') => screen.getByRole('button', { name });
const helpMenu = (name = 'Help and plans') => screen.getByRole('group', { name });
/** The menu's items as a reader meets them: tag and visible text, in order. */
const itemsOf = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll('a, button')).map((item) => [item.tagName, item.textContent]);

async function openMenu(options: Parameters<typeof renderWithProviders>[0] = {}) {
  const view = renderWithProviders({ route: '/about', config: TEST_CONFIG, ...options });
  await view.user.click(helpButton());
  return { ...view, menu: helpMenu() };
}

describe('floating controls on a phone', () => {
  beforeEach(() => screenIsPhone(true));

  it('shows one help button instead of "Become a Client", the chat link and "Contact sales"', () => {
    renderWithProviders({ route: '/about' });
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Help and plans' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Become a Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Chat with us (opens in a new tab)' }),
    ).not.toBeInTheDocument();
  });

  it('opens a menu with "Become a Client", the chat link and "Contact sales", in that order', async () => {
    const { menu } = await openMenu();
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(helpButton()).toHaveAttribute('aria-controls', menu.id);
    expect(itemsOf(menu)).toEqual([
      ['BUTTON', 'Become a Client'],
      ['A', 'Chat with us'],
      ['BUTTON', 'Contact sales'],
    ]);
    const chat = within(menu).getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', 'https://chat.example.org/start');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('opens with Enter, reaches its items with Tab, and Escape closes it and focuses the button', async () => {
    const { user } = renderWithProviders({ route: '/about' });
    act(() => helpButton().focus());
    await user.keyboard('{Enter}');
    const menu = helpMenu();
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Become a Client' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: /^Chat with us/ })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Contact sales' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Help and plans' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(helpButton()).toHaveFocus();
    await user.keyboard(' ');
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a press outside it', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('group', { name: 'Help and plans' })).not.toBeInTheDocument();
  });

  it('"Become a Client" opens the pricing modal, which hands focus back to the help button', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Become a Client' }));
    expect(screen.getByRole('dialog', { name: 'Plans and pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Help and plans' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Plans and pricing' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });

  it('the chat link closes the menu as it opens the chat', async () => {
    const { user, menu } = await openMenu();
    const chat = within(menu).getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    // jsdom cannot open a tab; the link's own handler still runs.
    chat.addEventListener('click', (event) => event.preventDefault());
    await user.click(chat);
    expect(screen.queryByRole('group', { name: 'Help and plans' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });

  it('"Contact sales" opens the contact form above the button, which then closes it', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Contact sales' }));
    const form = screen.getByRole('form', { name: 'Contact sales' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    const close = helpButton('Close contact form');
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(close).toHaveAttribute('aria-controls', form.closest('section')!.id);
    await user.click(close);
    expect(screen.queryByRole('form', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(helpButton()).toHaveFocus();
  });

  it('Escape in the contact form closes it and focuses the help button', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Contact sales' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });

  it('a sent message toasts the server message and closes the form', async () => {
    stubApi({ 'POST /contact-us': () => jsonResponse(200, { message: 'Thanks, we will reply.' }) });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Contact sales' }));
    const form = screen.getByRole('form', { name: 'Contact sales' });
    await user.type(within(form).getByLabelText('Name'), 'Maya Lopez');
    await user.type(within(form).getByLabelText('Email'), 'maya@school.edu');
    await user.type(within(form).getByLabelText('Message'), 'We would like a demo.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thanks, we will reply.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(helpButton()).toHaveFocus();
  });

  it('steps aside while a field elsewhere on the page has focus, and comes back after', async () => {
    const { user } = renderWithProviders({ route: '/contact' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(name);
    expect(screen.queryByRole('button', { name: 'Help and plans' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(helpButton()).toBeInTheDocument();
    await user.click(name);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Help and plans' })).not.toBeInTheDocument();
    // From a field to a link: nothing is typed in, the button is back.
    act(() => within(screen.getByRole('main')).getAllByRole('link')[0]!.focus());
    expect(helpButton()).toBeInTheDocument();
  });

  describe('"Become a Client" follows its rule: hidden on the free or base plan', () => {
    it('is in the menu for a user on neither plan', async () => {
      const { menu } = await openMenu({
        preloadedState: signedIn({ transaction_id: 'txn_123', subscription_id: 2 }),
      });
      expect(within(menu).getByRole('button', { name: 'Become a Client' })).toBeInTheDocument();
    });

    for (const [plan, user] of [
      [
        'a free-subscription user (transaction_id free_subscription)',
        { transaction_id: 'free_subscription' },
      ],
      ['a base-plan user (subscription_id 1)', { subscription_id: 1 }],
    ] as const) {
      it(`is left out for ${plan}, and the button is named "Help"`, async () => {
        const view = renderWithProviders({ route: '/about', preloadedState: signedIn(user) });
        await view.user.click(helpButton('Help'));
        expect(itemsOf(helpMenu('Help'))).toEqual([
          ['A', 'Chat with us'],
          ['BUTTON', 'Contact sales'],
        ]);
      });
    }
  });
});

describe('floating controls wider than a phone', () => {
  beforeEach(() => screenIsPhone(false));

  it('stay three: "Become a Client", the chat link and "Contact sales", and no help button', () => {
    renderWithProviders({ route: '/about' });
    expect(screen.getByRole('button', { name: 'Become a Client' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Chat with us (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact sales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Help and plans' })).not.toBeInTheDocument();
  });
});
