import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { makeStore } from '@/lib/store';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { searchAnswer } from '@/testing/scenario-fixtures';
import { CollegeSearch } from './college-search';

const MIT = 166683;
const ALABAMA = 100751;

function renderSearch(onSelect = vi.fn()) {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <CollegeSearch label="Busca" onSelect={onSelect} debounceMs={0} />
    </Provider>,
  );
  return { user, box: screen.getByRole('combobox', { name: 'Busca' }) };
}

describe('CollegeSearch in Spanish', () => {
  it('gives its hint, placeholder, list and count in Spanish', async () => {
    stubApi({ 'GET /universities/search': () => jsonResponse(200, searchAnswer([ALABAMA, MIT])) });
    await act(() => applyLanguage('es'));
    const onSelect = vi.fn();
    const { user, box } = renderSearch(onSelect);
    expect(box).toHaveAccessibleDescription(
      'Escribe al menos 2 letras del nombre de la universidad.',
    );
    expect(box).toHaveAttribute('placeholder', 'p. ej., University of Alabama');

    await user.type(box, 'Ala');
    const listbox = await screen.findByRole('listbox', { name: 'Universidades' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 universidades encontradas');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ university_id: ALABAMA }));
  });

  it('says in Spanish that no college matches', async () => {
    stubApi({ 'GET /universities/search': () => jsonResponse(200, searchAnswer([])) });
    await act(() => applyLanguage('es'));
    const { user, box } = renderSearch();
    await user.type(box, 'Zzz');
    expect(await screen.findByText('Ninguna universidad coincide')).toHaveAttribute(
      'role',
      'status',
    );
  });
});
