import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, RESOURCE_TEXT } from '@degreeworth/core';
import { callsOf, formFields, jsonResponse } from '@/testing/fetch-stub';
import { resource } from '../testing/admin-fixtures';
import { expectAdminToast } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { categoryList, pngFile, resourceList } from '../testing/resource-routes';

const ADDED = resource({ id: 'res-2', title: 'Grants 101', category: 'Grants' });

/** /crm/resources with these categories in use and the add form open; returns the form. */
async function openAddForm(names: string[]) {
  const view = renderAdmin('/crm/resources', {
    'GET /admin/adminResources': resourceList(() => []),
    'GET /admin/adminResources/categories': categoryList(names),
    'POST /admin/adminResources': () =>
      jsonResponse(201, { message: RESOURCE_TEXT.added, resource: ADDED }),
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add resource' }));
  const form = screen.getByRole('form', { name: 'Add resource' });
  return { ...view, form };
}

/** Everything but the category, and the send. */
async function fillOthersAndSend(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Title'), 'Grants 101');
  await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Free money.');
  await user.upload(within(form).getByLabelText('Image'), pngFile());
  await user.click(within(form).getByRole('button', { name: 'Add resource' }));
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the article category: chosen from a list, or added', () => {
  it('offers the categories in use and sends the chosen one as the field "category"', async () => {
    const { user, form, fetchMock } = await openAddForm(['Admissions', 'Finance']);
    const select = within(form).getByLabelText('Category');
    await within(select).findByRole('option', { name: 'Finance' });
    expect(optionsOf(select)).toEqual([
      'Choose a category',
      'Admissions',
      'Finance',
      'Add category',
    ]);
    expect(within(form).queryByLabelText('New category')).toBeNull();
    await user.selectOptions(select, 'Finance');
    await fillOthersAndSend(user, form);
    await expectAdminToast(RESOURCE_TEXT.added, 'success');
    const sent = formFields(callsOf(fetchMock, 'POST /admin/adminResources')[0]?.body);
    expect(sent.category).toBe('Finance');
    expect(Object.keys(sent)).toEqual([
      'title',
      'category',
      'sub_category',
      'description',
      'language',
      'image',
    ]);
  });

  it('shows "New category" after "Add category", next in the tab order, and sends it trimmed', async () => {
    const { user, form, fetchMock } = await openAddForm(['Finance']);
    const select = within(form).getByLabelText('Category');
    await within(select).findByRole('option', { name: 'Finance' });
    await user.selectOptions(select, 'Add category');
    const added = within(form).getByLabelText('New category');
    // Focus stays on the list; Tab goes to the new field.
    select.focus();
    await user.tab();
    expect(added).toHaveFocus();
    await user.keyboard('  Grants  ');
    await fillOthersAndSend(user, form);
    await expectAdminToast(RESOURCE_TEXT.added, 'success');
    const sent = formFields(callsOf(fetchMock, 'POST /admin/adminResources')[0]?.body);
    expect(sent.category).toBe('Grants');
  });

  it('refuses an empty new category with "This field is required." under it and sends nothing', async () => {
    const { user, form, fetchMock } = await openAddForm(['Finance']);
    await within(form).findByRole('option', { name: 'Finance' });
    await user.selectOptions(within(form).getByLabelText('Category'), 'Add category');
    const added = within(form).getByLabelText('New category');
    // No message before anything was typed or sent.
    expect(added).not.toHaveAccessibleDescription();
    await fillOthersAndSend(user, form);
    expect(added).toHaveAccessibleDescription(MESSAGES.required);
    // The form's own check toasts its first message (an error toast, not an admin action's).
    await waitFor(() =>
      expect(document.querySelector('.Toastify__toast--error')).toHaveTextContent(
        MESSAGES.required,
      ),
    );
    // Spaces only are empty too; the button waits until the field is right.
    await user.type(added, '   ');
    expect(added).toHaveAccessibleDescription(MESSAGES.required);
    expect(within(form).getByRole('button', { name: 'Add resource' })).toBeDisabled();
    expect(callsOf(fetchMock, 'POST /admin/adminResources')).toHaveLength(0);
  });

  it('checks a new category with the category rules: length and control characters', async () => {
    const { user, form } = await openAddForm(['Finance']);
    await within(form).findByRole('option', { name: 'Finance' });
    await user.selectOptions(within(form).getByLabelText('Category'), 'Add category');
    const added = within(form).getByLabelText('New category');
    await user.type(added, 'x'.repeat(101));
    expect(added).toHaveAccessibleDescription('Category must be at most 100 characters.');
    await user.clear(added);
    await user.type(added, 'Aid\u0007');
    expect(added).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE);
  });

  it('refuses to send with no category chosen, the message under the list', async () => {
    const { user, form, fetchMock } = await openAddForm(['Finance']);
    await within(form).findByRole('option', { name: 'Finance' });
    await fillOthersAndSend(user, form);
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription(MESSAGES.required);
    expect(callsOf(fetchMock, 'POST /admin/adminResources')).toHaveLength(0);
  });

  it('keeps what was typed when the admin looks at the list and comes back', async () => {
    const { user, form } = await openAddForm(['Finance']);
    const select = within(form).getByLabelText('Category');
    await within(select).findByRole('option', { name: 'Finance' });
    await user.selectOptions(select, 'Add category');
    await user.type(within(form).getByLabelText('New category'), 'Grants');
    await user.selectOptions(select, 'Finance');
    expect(within(form).queryByLabelText('New category')).toBeNull();
    await user.selectOptions(select, 'Add category');
    expect(within(form).getByLabelText('New category')).toHaveValue('Grants');
  });

  it('starts with "New category" when no article has a category yet', async () => {
    const { form } = await openAddForm([]);
    expect(await within(form).findByLabelText('New category')).toBeInTheDocument();
    expect(within(form).getByLabelText('Category')).toHaveValue(' add category ');
  });

  it("offers an edited article's own category even when the list cannot be read", async () => {
    renderAdmin('/crm/resources/res-1', {
      'GET /admin/adminResources/res-1': () => jsonResponse(200, { resource: resource() }),
      'GET /admin/adminResources/categories': () => new Response('', { status: 500 }),
    });
    const form = await screen.findByRole('form', { name: 'Save changes' });
    const select = within(form).getByLabelText('Category');
    expect(select).toHaveValue('Finance');
    expect(
      await within(form).findByText(
        'The categories could not be loaded. Choose "Add category" to type one.',
      ),
    ).toBeInTheDocument();
    expect(optionsOf(select)).toEqual(['Choose a category', 'Finance', 'Add category']);
  });
});
