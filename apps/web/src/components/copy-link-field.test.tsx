import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { CopyLinkField } from './copy-link-field';

const LINK = 'https://degreeworth.example/#/home?ref=abc';

describe('CopyLinkField in Spanish', () => {
  it('copies the link and says so in Spanish', async () => {
    await act(() => applyLanguage('es'));
    const user = userEvent.setup();
    render(<CopyLinkField label="Tu enlace" link={LINK} />);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('¡Copiado!')).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('says in Spanish that copying is blocked, with the link selected', async () => {
    await act(() => applyLanguage('es'));
    const user = userEvent.setup();
    render(<CopyLinkField label="Tu enlace" link={LINK} />);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    Object.defineProperty(document, 'execCommand', {
      value: vi.fn(() => false),
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(
      await screen.findByText(
        'Este navegador no permite copiar. El enlace está seleccionado: cópialo con Ctrl+C o ⌘C.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu enlace' })).toHaveFocus();
  });
});
