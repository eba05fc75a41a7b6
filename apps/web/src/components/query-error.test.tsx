import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { QueryError } from './query-error';

describe('QueryError in Spanish', () => {
  it('offers to try again in Spanish', async () => {
    await act(() => applyLanguage('es'));
    const onRetry = vi.fn();
    render(<QueryError error={null} fallback="No se pudo cargar." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar.');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
