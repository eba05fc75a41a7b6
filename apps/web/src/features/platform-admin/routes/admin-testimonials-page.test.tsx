import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_TEXT, type Testimonial } from '@degreeworth/core';
import { apiErrorResponse, callsOf, formFields, jsonResponse } from '@/testing/fetch-stub';
import { testimonial } from '../testing/admin-fixtures';
import { expectAdminToast, expectReadFailure } from '@/testing/admin-toast';
import { renderAdmin } from '../testing/render-admin';
import { pngFile } from '../testing/resource-routes';

const JORDAN = testimonial();
const NEW = testimonial({ id: 'tes-2', name: 'Ari Chen', designation: 'Counselor' });

function listOf(items: () => Testimonial[]) {
  return () => jsonResponse(200, { testimonials: items() });
}

async function fillNew(user: UserEvent, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), 'Ari Chen');
  await user.type(within(form).getByLabelText('Designation'), 'Counselor');
  await user.type(within(form).getByLabelText('Testimonial'), 'Clear numbers.{Enter}Thank you.');
}

describe('/crm/testimonials', () => {
  it('lists the testimonials', async () => {
    renderAdmin('/crm/testimonials', { 'GET /admin/adminTestimonial': listOf(() => [JORDAN]) });
    const list = await screen.findByRole('list', { name: 'Testimonials' });
    expect(within(list).getByRole('heading', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(list).toHaveTextContent('StudentIt showed me what my degree is worth.');
  });

  it('says "No testimonials yet." when there are none', async () => {
    renderAdmin('/crm/testimonials', { 'GET /admin/adminTestimonial': listOf(() => []) });
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });

  it('shows "Failed to fetch testimonials." when the list fails without a message', async () => {
    renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': () => new Response('', { status: 500 }),
    });
    await expectReadFailure('Failed to fetch testimonials.');
  });

  it('adds one as multipart form data with its image and reloads the list', async () => {
    let items = [JORDAN];
    const { user, fetchMock } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => items),
      'POST /admin/adminTestimonial': () => {
        items = [...items, NEW];
        return jsonResponse(201, { message: TESTIMONIAL_TEXT.added, testimonial: NEW });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a testimonial' })).getByRole(
      'form',
    );
    await fillNew(user, form);
    const file = pngFile('ari.png');
    await user.upload(within(form).getByLabelText('Image'), file);
    await user.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    await expectAdminToast(TESTIMONIAL_TEXT.added, 'success');
    expect(formFields(callsOf(fetchMock, 'POST /admin/adminTestimonial')[0]?.body)).toEqual({
      name: 'Ari Chen',
      designation: 'Counselor',
      testimonial: 'Clear numbers.\nThank you.',
      image: file,
    });
    expect(await screen.findByRole('heading', { name: 'Ari Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses to add without an image', async () => {
    const { user, fetchMock } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => []),
    });
    await user.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const form = within(screen.getByRole('dialog')).getByRole('form');
    await fillNew(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add testimonial' }));
    expect(within(form).getByLabelText('Image')).toHaveAccessibleDescription(
      `PNG, JPEG or WebP, up to 5 MB. ${TESTIMONIAL_TEXT.imageRequired}`,
    );
    expect(callsOf(fetchMock, 'POST /admin/adminTestimonial')).toHaveLength(0);
  });

  it('edits without the image part unless a new image is chosen', async () => {
    const { user, fetchMock } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => [JORDAN]),
      'POST /admin/adminTestimonial/tes-1': () =>
        jsonResponse(200, { message: TESTIMONIAL_TEXT.updated, testimonial: JORDAN }),
    });
    const edit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
      return within(
        screen.getByRole('dialog', { name: 'Edit the testimonial of Jordan Lee' }),
      ).getByRole('form');
    };
    let form = await edit();
    expect(within(form).getByLabelText('Designation')).toHaveValue('Student');
    await user.type(within(form).getByLabelText('Designation'), ' and alumna');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(TESTIMONIAL_TEXT.updated, 'success');
    const first = formFields(callsOf(fetchMock, 'POST /admin/adminTestimonial/tes-1')[0]?.body);
    expect(first).toEqual({
      name: 'Jordan Lee',
      designation: 'Student and alumna',
      testimonial: JORDAN.testimonial,
    });

    form = await edit();
    const file = pngFile('jordan.png');
    await user.upload(within(form).getByLabelText('Image'), file);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await expectAdminToast(TESTIMONIAL_TEXT.updated, 'success');
    expect(
      formFields(callsOf(fetchMock, 'POST /admin/adminTestimonial/tes-1')[1]?.body).image,
    ).toBe(file);
  });

  it('toasts "Failed to update testimonial." when the server gives no message', async () => {
    const { user } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => [JORDAN]),
      'POST /admin/adminTestimonial/tes-1': () => new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Jordan Lee' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Save changes' }),
    );
    await expectAdminToast('Failed to update testimonial.', 'error');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes after confirming and reloads the list', async () => {
    let items = [JORDAN];
    const { user } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => items),
      'DELETE /admin/adminTestimonial/tes-1': () => {
        items = [];
        return jsonResponse(200, { message: TESTIMONIAL_TEXT.deleted, id: 'tes-1' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the testimonial of Jordan Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAdminToast(TESTIMONIAL_TEXT.deleted, 'success');
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });

  it('toasts the server message of a refused delete, or "Failed to delete testimonial."', async () => {
    let answer = () => apiErrorResponse(404, TESTIMONIAL_TEXT.notFound);
    const { user } = renderAdmin('/crm/testimonials', {
      'GET /admin/adminTestimonial': listOf(() => [JORDAN]),
      'DELETE /admin/adminTestimonial/tes-1': () => answer(),
    });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete Jordan Lee' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await expectAdminToast(TESTIMONIAL_TEXT.notFound, 'error');
    answer = () => new Response('', { status: 500 });
    await remove();
    await expectAdminToast('Failed to delete testimonial.', 'error');
  });
});
