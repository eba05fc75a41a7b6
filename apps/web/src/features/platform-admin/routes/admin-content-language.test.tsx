import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_DEFAULTS_ES,
  PAGE_CONTENT_TEXT,
} from '@degreeworth/core';
import { callsOf, jsonResponse } from '@/testing/fetch-stub';
import { expectAdminToast } from '@/testing/admin-toast';
import { contentAnswer, pageContent } from '../testing/content-routes';
import { renderAdmin } from '../testing/render-admin';

const ES = PAGE_CONTENT_DEFAULTS_ES.home;
const field = (label: string) => screen.getByRole('textbox', { name: label });
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('/crm/home in Spanish', () => {
  it('edits and saves the Spanish version on its own, leaving English as it was', async () => {
    let spanish = pageContent('home', { content: structuredClone(ES) });
    const { user, fetchMock } = renderAdmin('/crm/home', {
      'GET /admin/content/home': (_body: unknown, _init: unknown, query?: URLSearchParams) =>
        jsonResponse(
          200,
          query?.get('language') === 'es' ? { ...spanish, language: 'es' } : pageContent('home'),
        ),
      'POST /admin/content/home': (body: unknown) => {
        const sent = body as { hero: { title: string } };
        spanish = pageContent('home', {
          updated_at: '2026-03-03T09:00:00.000Z',
          content: { ...ES, hero: { ...ES.hero, ...sent.hero } },
        });
        return contentAnswer(PAGE_CONTENT_TEXT.updated, { ...spanish, language: 'es' } as never);
      },
    });
    await screen.findByRole('form', { name: 'Page texts' });
    expect(field('Hero title')).toHaveValue(PAGE_CONTENT_DEFAULTS.home.hero.title);
    const choice = screen.getByRole('group', { name: 'Language of the texts' });
    expect(within(choice).getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(within(choice).getByRole('radio', { name: 'Español' }));
    await waitFor(() => expect(field('Hero title')).toHaveValue(ES.hero.title));
    expect(within(preview()).getByText(ES.hero.title)).toBeInTheDocument();
    // The Spanish defaults are what a text resets to: none differs yet.
    expect(screen.queryByRole('button', { name: 'Reset Hero title to default' })).toBeNull();

    await user.clear(field('Hero title'));
    await user.type(field('Hero title'), '¿Cuánto vale tu carrera?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Updated successfully.', 'success');
    const posts = callsOf(fetchMock, 'POST /admin/content/home');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ hero: { title: '¿Cuánto vale tu carrera?' } });
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url),
    ).toEqual(['/api/v1/admin/content/home?language=es']);
    expect(field('Hero title')).toHaveValue('¿Cuánto vale tu carrera?');

    // Back to English: its texts, untouched.
    await user.click(within(choice).getByRole('radio', { name: 'English' }));
    await waitFor(() =>
      expect(field('Hero title')).toHaveValue(PAGE_CONTENT_DEFAULTS.home.hero.title),
    );
  }, 20_000);
});
