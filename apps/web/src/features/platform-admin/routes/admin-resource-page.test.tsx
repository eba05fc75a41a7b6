import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TEXT } from '@degreeworth/core';
import { apiErrorResponse, callsOf, formFields, jsonResponse } from '@/testing/fetch-stub';
import { resource } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { pngFile, resourceList } from '../testing/resource-routes';

const STORED = resource();
const one = () => jsonResponse(200, { resource: STORED });
const saved = () =>
  jsonResponse(200, {
    message: RESOURCE_TEXT.updated,
    resource: { ...STORED, title: 'Loans, plainly' },
  });

async function openEditor(routes: Parameters<typeof renderAdmin>[1]) {
  const view = renderAdmin('/crm/resources/res-1', {
    'GET /admin/adminResources/res-1': one,
    ...routes,
  });
  const form = await screen.findByRole('form', { name: 'Save changes' });
  return { ...view, form };
}

describe('/crm/resources/{id}', () => {
  it('shows the stored article in the form, titled by the article', async () => {
    const { form } = await openEditor({});
    expect(
      screen.getByRole('heading', { level: 1, name: 'Paying for college' }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Paying for college');
    expect(within(form).getByLabelText('Category')).toHaveValue('Finance');
    expect(within(form).getByLabelText('Sub-category')).toHaveValue('Loans');
    expect(within(form).getByLabelText('Language')).toHaveValue('en');
    expect(within(form).getByRole('textbox', { name: 'Description' }).innerHTML).toBe(
      STORED.description,
    );
    expect(within(form).getByRole('img', { name: 'The current image' })).toHaveAttribute(
      'src',
      STORED.image,
    );
  });

  it('saves without the image part when no new image was chosen', async () => {
    const { user, form, fetchMock } = await openEditor({
      'POST /admin/adminResources/res-1': saved,
    });
    const title = within(form).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Loans, plainly');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(RESOURCE_TEXT.updated, 'success');
    const fields = formFields(callsOf(fetchMock, 'POST /admin/adminResources/res-1')[0]?.body);
    expect(fields).toEqual({
      title: 'Loans, plainly',
      category: 'Finance',
      sub_category: 'Loans',
      description: STORED.description,
      language: 'en',
    });
    expect('image' in fields).toBe(false);
  });

  it('shows a Spanish article as Español and saves a change of its language', async () => {
    const { user, form, fetchMock } = await openEditor({
      'GET /admin/adminResources/res-1': () =>
        jsonResponse(200, { resource: { ...STORED, language: 'es' } }),
      'POST /admin/adminResources/res-1': saved,
    });
    const language = within(form).getByLabelText('Language');
    expect(language).toHaveValue('es');
    expect(
      within(language).getByRole('option', { name: 'Español', selected: true }),
    ).toHaveAttribute('lang', 'es');
    await user.selectOptions(language, 'English');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(RESOURCE_TEXT.updated, 'success');
    const fields = formFields(callsOf(fetchMock, 'POST /admin/adminResources/res-1')[0]?.body);
    expect(fields).toMatchObject({ title: 'Paying for college', language: 'en' });
  });

  it('sends the image part when a new image was chosen', async () => {
    const { user, form, fetchMock } = await openEditor({
      'POST /admin/adminResources/res-1': saved,
    });
    const file = pngFile('new-cover.png');
    await user.upload(within(form).getByLabelText('Image'), file);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(RESOURCE_TEXT.updated, 'success');
    expect(formFields(callsOf(fetchMock, 'POST /admin/adminResources/res-1')[0]?.body).image).toBe(
      file,
    );
  });

  it('forgets a chosen image with "Keep the current image"', async () => {
    const { user, form, fetchMock } = await openEditor({
      'POST /admin/adminResources/res-1': saved,
    });
    await user.upload(within(form).getByLabelText('Image'), pngFile());
    await user.click(within(form).getByRole('button', { name: 'Keep the current image' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(RESOURCE_TEXT.updated, 'success');
    expect(
      'image' in formFields(callsOf(fetchMock, 'POST /admin/adminResources/res-1')[0]?.body),
    ).toBe(false);
  });

  it('toasts the server message of a refused update, or "Failed to update resource."', async () => {
    let answer = () => apiErrorResponse(404, RESOURCE_TEXT.notFound);
    const { user, form } = await openEditor({ 'POST /admin/adminResources/res-1': () => answer() });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(RESOURCE_TEXT.notFound, 'error');
    answer = () => new Response('', { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast('Failed to update resource.', 'error');
  });

  it('deletes after confirming and goes back to the reloaded list', async () => {
    let deleted = false;
    const { user, router, fetchMock } = await openEditor({
      'DELETE /admin/adminResources/res-1': () => {
        deleted = true;
        return jsonResponse(200, { message: RESOURCE_TEXT.deleted, id: 'res-1' });
      },
      'GET /admin/adminResources': resourceList(() => (deleted ? [] : [STORED])),
    });
    await user.click(screen.getByRole('button', { name: 'Delete resource' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete "Paying for college"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAdminToast(RESOURCE_TEXT.deleted, 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/resources'));
    expect(await screen.findByText('No resources yet.')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'DELETE /admin/adminResources/res-1')).toHaveLength(1);
  });

  it('shows the server message when the article cannot be read', async () => {
    renderAdmin('/crm/resources/gone', {
      'GET /admin/adminResources/gone': () => apiErrorResponse(404, RESOURCE_TEXT.notFound),
    });
    await expectReadFailure(RESOURCE_TEXT.notFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Resource gone' })).toBeInTheDocument();
  });
});
