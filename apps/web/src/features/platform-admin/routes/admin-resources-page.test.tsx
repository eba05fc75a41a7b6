import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TEXT, type Resource } from '@degreeworth/core';
import {
  apiErrorResponse,
  callsOf,
  formFields,
  jsonResponse,
  queriesTo,
} from '@/testing/fetch-stub';
import { resource } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { pngFile, resourceList } from '../testing/resource-routes';

const ADDED = resource({
  id: 'res-2',
  title: 'Scholarships 101',
  category: 'Aid',
  sub_category: null,
});

async function openAddForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add resource' }));
  return screen.getByRole('form', { name: 'Add resource' });
}

async function fillIn(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Title'), 'Scholarships 101');
  await user.selectOptions(within(form).getByLabelText('Category'), 'Add category');
  await user.type(within(form).getByLabelText('New category'), 'Aid');
  await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Free money first.');
}

describe('/crm/resources', () => {
  it('lists the articles with their language, and searches by text and category', async () => {
    const spanish = resource({ id: 'res-3', title: 'Pagar la universidad', language: 'es' });
    const { user, fetchMock } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => [resource(), spanish]),
    });
    const row = await screen.findByRole('row', { name: /Paying for college/ });
    expect(row).toHaveTextContent('Paying for collegeFinanceLoansEnglishMarch 2, 2026');
    expect(within(row).getByText('English')).toHaveAttribute('lang', 'en');
    const spanishRow = screen.getByRole('row', { name: /Pagar la universidad/ });
    expect(within(spanishRow).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('columnheader', { name: 'Language' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Paying for college' })).toHaveAttribute(
      'href',
      '/crm/resources/res-1',
    );
    const search = screen.getByRole('search', { name: 'Resources' });
    await user.type(within(search).getByLabelText('Search'), 'loans');
    await user.type(within(search).getByLabelText('Category'), 'Finance');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/admin/adminResources').at(-1)?.toString()).toBe(
        'search=loans&category=Finance&page=1',
      ),
    );
  });

  it('shows the empty state', async () => {
    renderAdmin('/crm/resources', { 'GET /admin/adminResources': resourceList(() => []) });
    expect(await screen.findByText('No resources yet.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch resources." when the list fails without a message', async () => {
    renderAdmin('/crm/resources', {
      'GET /admin/adminResources': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch resources.');
  });

  it('adds an article as multipart form data with its image, toasts, and reloads the list', async () => {
    let items = [resource()];
    const { user, fetchMock } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => items),
      'POST /admin/adminResources': () => {
        items = [ADDED, ...items];
        return jsonResponse(201, { message: RESOURCE_TEXT.added, resource: ADDED });
      },
    });
    const form = await openAddForm(user);
    await fillIn(user, form);
    const file = pngFile();
    await user.upload(within(form).getByLabelText('Image'), file);
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await expectAdminToast(RESOURCE_TEXT.added, 'success');
    const [sent] = callsOf(fetchMock, 'POST /admin/adminResources');
    expect(sent?.authorization).toBe('Bearer admin-token');
    expect(formFields(sent?.body)).toEqual({
      title: 'Scholarships 101',
      category: 'Aid',
      sub_category: '',
      // The editor sends its HTML: typed text is a paragraph.
      description: '<p>Free money first.</p>',
      language: 'en',
      image: file,
    });
    expect(await screen.findByRole('row', { name: /Scholarships 101/ })).toBeInTheDocument();
    expect(callsOf(fetchMock, 'GET /admin/adminResources')).toHaveLength(2);
    expect(screen.queryByRole('form', { name: 'Add resource' })).not.toBeInTheDocument();
  });

  it('adds an article written in Spanish when Español is chosen as its language', async () => {
    const { user, fetchMock } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => []),
      'POST /admin/adminResources': () =>
        jsonResponse(201, {
          message: RESOURCE_TEXT.added,
          resource: { ...ADDED, language: 'es' },
        }),
    });
    const form = await openAddForm(user);
    const language = within(form).getByLabelText('Language');
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español']);
    await fillIn(user, form);
    await user.selectOptions(language, 'Español');
    await user.upload(within(form).getByLabelText('Image'), pngFile());
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await expectAdminToast(RESOURCE_TEXT.added, 'success');
    const [sent] = callsOf(fetchMock, 'POST /admin/adminResources');
    expect(formFields(sent?.body)).toMatchObject({ title: 'Scholarships 101', language: 'es' });
  });

  it('refuses to add without an image: "An image is required." and nothing is sent', async () => {
    const { user, fetchMock } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => []),
    });
    const form = await openAddForm(user);
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(within(form).getByLabelText('Image')).toHaveAccessibleDescription(
      `PNG, JPEG or WebP, up to 5 MB. ${RESOURCE_TEXT.imageRequired}`,
    );
    expect(callsOf(fetchMock, 'POST /admin/adminResources')).toHaveLength(0);
  });

  it('toasts the server message of a refused add and puts field messages on their fields', async () => {
    const { user } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => []),
      'POST /admin/adminResources': () =>
        apiErrorResponse(400, 'Title must be at most 200 characters.', {
          title: ['Title must be at most 200 characters.'],
        }),
    });
    const form = await openAddForm(user);
    await fillIn(user, form);
    await user.upload(within(form).getByLabelText('Image'), pngFile());
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await expectAdminToast('Title must be at most 200 characters.', 'error');
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(
      'Title must be at most 200 characters.',
    );
  });

  it('toasts "Failed to add resource." when the server gives no message', async () => {
    const { user } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => []),
      'POST /admin/adminResources': () => new Response('', { status: 502 }),
    });
    const form = await openAddForm(user);
    await fillIn(user, form);
    await user.upload(within(form).getByLabelText('Image'), pngFile());
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await expectAdminToast('Failed to add resource.', 'error');
  });

  it('deletes after confirming and reloads the list', async () => {
    let items: Resource[] = [resource()];
    const { user, fetchMock } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => items),
      'DELETE /admin/adminResources/res-1': () => {
        items = [];
        return jsonResponse(200, { message: RESOURCE_TEXT.deleted, id: 'res-1' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Paying for college' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Paying for college"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAdminToast(RESOURCE_TEXT.deleted, 'success');
    expect(await screen.findByText('No resources yet.')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE /admin/adminResources/res-1')[0]?.authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('toasts "Failed to delete resource." when the server gives no message', async () => {
    const { user } = renderAdmin('/crm/resources', {
      'GET /admin/adminResources': resourceList(() => [resource()]),
      'DELETE /admin/adminResources/res-1': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Paying for college' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectAdminToast('Failed to delete resource.', 'error');
  });
});
