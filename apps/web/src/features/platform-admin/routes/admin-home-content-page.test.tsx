import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAGE_CONTENT_DEFAULTS, PAGE_CONTENT_TEXT } from '@degreeworth/core';
import { apiErrorResponse, callsOf } from '@/testing/fetch-stub';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { contentAnswer, pageContent, pageRead } from '../testing/content-routes';
import { renderAdmin } from '../testing/render-admin';

const DEFAULTS = PAGE_CONTENT_DEFAULTS.home;
const STORED = pageContent('home', {
  updated_at: '2026-03-02T10:00:00.000Z',
  content: { ...DEFAULTS, hero: { ...DEFAULTS.hero, title: 'What is your degree worth?' } },
});

const preview = () => screen.getByRole('region', { name: 'Preview' });
const field = (label: string) => screen.getByRole('textbox', { name: label });

async function openEditor(routes = {}) {
  const view = renderAdmin('/crm/home', {
    'GET /admin/content/home': pageRead(() => STORED),
    ...routes,
  });
  await screen.findByRole('form', { name: 'Page texts' });
  return view;
}

describe('/crm/home', () => {
  it('loads the stored texts into the form and the preview', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(field('Hero title')).toHaveValue('What is your degree worth?');
    expect(field('Hero title')).toHaveAccessibleDescription('26 / 120 characters');
    expect(field('Hero text').tagName).toBe('TEXTAREA');
    expect(field('Calculator card link')).toHaveValue('Start a scenario');
    expect(within(preview()).getByText('What is your degree worth?')).toBeInTheDocument();
    expect(within(preview()).getByText(DEFAULTS.schools.button)).toBeInTheDocument();
    expect(screen.getByText('Last changed Mar 2, 2026, 10:00 AM UTC.')).toBeInTheDocument();
    // Only a text that differs from its default can be reset.
    expect(screen.getByRole('button', { name: 'Reset Hero title to default' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset Hero text to default' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('shows "Failed to fetch data." when the page cannot be read', async () => {
    renderAdmin('/crm/home', {
      'GET /admin/content/home': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch data.');
  });

  it('updates the preview as one types and saves only the changed texts as JSON', async () => {
    let saved = STORED;
    const { user, fetchMock } = await openEditor({
      'POST /admin/content/home': (body: unknown) => {
        const sent = body as {
          hero: { text: string };
          how: { calculator: { link_label: string } };
        };
        saved = pageContent('home', {
          updated_at: '2026-03-03T09:00:00.000Z',
          content: {
            ...STORED.content,
            hero: { ...STORED.content.hero, ...sent.hero },
            how: {
              ...STORED.content.how,
              calculator: { ...STORED.content.how.calculator, ...sent.how.calculator },
            },
          },
        });
        return contentAnswer(PAGE_CONTENT_TEXT.updated, saved);
      },
    });
    await user.clear(field('Hero text'));
    await user.type(field('Hero text'), 'One.{Enter}Two.');
    const shown = within(preview()).getByText(/One\./);
    expect(shown.textContent).toBe('One.\nTwo.');
    expect(shown.closest('.whitespace-pre-line')).not.toBeNull();
    await user.clear(field('Calculator card link'));
    await user.type(field('Calculator card link'), ' Try it ');
    expect(within(preview()).getByText('Try it')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(PAGE_CONTENT_TEXT.updated, 'success');
    expect(callsOf(fetchMock, 'POST /admin/content/home')[0]?.body).toEqual({
      hero: { text: 'One.\nTwo.' },
      how: { calculator: { link_label: 'Try it' } },
    });
    expect(await screen.findByText('No unsaved changes.')).toBeInTheDocument();
    expect(field('Calculator card link')).toHaveValue('Try it');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('checks the texts with the page schema: required, limits, no HTML', async () => {
    const { user, fetchMock } = await openEditor();
    await user.clear(field('Hero title'));
    expect(field('Hero title')).toHaveAccessibleDescription(
      `${MESSAGES.required} 0 / 120 characters`,
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.type(field('Hero title'), 'Worth <b>it</b>');
    expect(field('Hero title')).toHaveAccessibleDescription(
      `${PAGE_CONTENT_TEXT.noHtml} 15 / 120 characters`,
    );
    await user.clear(field('Hero eyebrow'));
    await user.click(field('Hero eyebrow'));
    await user.paste('x'.repeat(61));
    expect(field('Hero eyebrow')).toHaveAccessibleDescription(
      'Eyebrow must be at most 60 characters. 61 / 60 characters',
    );
    expect(callsOf(fetchMock, 'POST /admin/content/home')).toHaveLength(0);
  });

  it('puts the server field messages on their fields ("hero.title") and toasts', async () => {
    const { user } = await openEditor({
      'POST /admin/content/home': () =>
        apiErrorResponse(400, 'Title must be at most 120 characters.', {
          'hero.title': ['Title must be at most 120 characters.'],
        }),
    });
    await user.type(field('Hero title'), ' Really.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Title must be at most 120 characters.', 'error');
    expect(field('Hero title')).toHaveAccessibleDescription(
      'Title must be at most 120 characters. 34 / 120 characters',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes.');
  });

  it('toasts "Failed to update." when a save fails without a message', async () => {
    const { user } = await openEditor({
      'POST /admin/content/home': () => new Response('', { status: 500 }),
    });
    await user.type(field('Schools button'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Failed to update.', 'error');
  });

  it('resets a text to its default, and the whole page by sending every default', async () => {
    const { user, fetchMock } = await openEditor({
      'POST /admin/content/home': () =>
        contentAnswer(PAGE_CONTENT_TEXT.updated, pageContent('home')),
    });
    await user.click(screen.getByRole('button', { name: 'Reset Hero title to default' }));
    expect(field('Hero title')).toHaveValue(DEFAULTS.hero.title);
    expect(within(preview()).getByText(DEFAULTS.hero.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(field('Hero title')).toHaveValue('What is your degree worth?');

    await user.click(screen.getByRole('button', { name: 'Reset page to defaults' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reset every text of the Home page to its default?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await expectAdminToast(PAGE_CONTENT_TEXT.updated, 'success');
    expect(callsOf(fetchMock, 'POST /admin/content/home')[0]?.body).toEqual(DEFAULTS);
    await waitFor(() => expect(field('Hero title')).toHaveValue(DEFAULTS.hero.title));
    expect(screen.getByText('The page shows its default texts.')).toBeInTheDocument();
  });
});
