import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_CONTENT_TEXT } from '@degreeworth/core';
import { apiErrorResponse, callsOf, formFields } from '@/testing/fetch-stub';
import { expectAdminToast } from '@/testing/admin-toast';
import { contentAnswer, pageContent, pageRead } from '../testing/content-routes';
import { renderAdmin } from '../testing/render-admin';
import { pngFile } from '../testing/resource-routes';

const IMAGE = '/api/v1/media/content/home-a.webp';

describe('/crm/home page image', () => {
  it('uploads a chosen image as multipart "image" and shows it, then removes it', async () => {
    let page = pageContent('home');
    const { user, fetchMock } = renderAdmin('/crm/home', {
      'GET /admin/content/home': pageRead(() => page),
      'POST /admin/content/home/image': () => {
        page = pageContent('home', { image: IMAGE, updated_at: '2026-03-03T09:00:00.000Z' });
        return contentAnswer(PAGE_CONTENT_TEXT.updated, page);
      },
      'DELETE /admin/content/home/image': () => {
        page = pageContent('home', { updated_at: '2026-03-03T09:05:00.000Z' });
        return contentAnswer(PAGE_CONTENT_TEXT.deleted, page);
      },
    });
    const section = await screen.findByRole('region', { name: 'Page image' });
    expect(section).toHaveTextContent('This page has no image yet.');
    const upload = within(section).getByRole('button', { name: 'Upload image' });
    expect(upload).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Remove image' })).toBeNull();

    const file = pngFile('banner.png');
    await user.upload(within(section).getByLabelText('Page image'), file);
    await user.click(upload);
    await expectAdminToast(PAGE_CONTENT_TEXT.updated, 'success');
    const [sent] = callsOf(fetchMock, 'POST /admin/content/home/image');
    expect(sent?.authorization).toBe('Bearer admin-token');
    expect(formFields(sent?.body)).toEqual({ image: file });
    expect(await within(section).findByRole('img', { name: 'The current image' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    expect(within(section).getByLabelText('Page image')).toHaveValue('');
    expect(upload).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Remove image' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the image of the Home page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectAdminToast(PAGE_CONTENT_TEXT.deleted, 'success');
    expect(callsOf(fetchMock, 'DELETE /admin/content/home/image')).toHaveLength(1);
    expect(await within(section).findByText('This page has no image yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('keeps unsaved texts when the image changes', async () => {
    const { user } = renderAdmin('/crm/home', {
      'GET /admin/content/home': pageRead(() => pageContent('home')),
      'POST /admin/content/home/image': () =>
        contentAnswer(PAGE_CONTENT_TEXT.updated, pageContent('home', { image: IMAGE })),
    });
    const title = await screen.findByRole('textbox', { name: 'Hero title' });
    await user.type(title, ' Now.');
    const section = screen.getByRole('region', { name: 'Page image' });
    await user.upload(within(section).getByLabelText('Page image'), pngFile());
    await user.click(within(section).getByRole('button', { name: 'Upload image' }));
    await expectAdminToast(PAGE_CONTENT_TEXT.updated, 'success');
    expect(title).toHaveValue('Know what a college is worth before you commit to it. Now.');
  });

  it('toasts a refused upload with the server message, and a failed removal with "Failed to delete."', async () => {
    const { user } = renderAdmin('/crm/home', {
      'GET /admin/content/home': pageRead(() => pageContent('home', { image: IMAGE })),
      'POST /admin/content/home/image': () =>
        apiErrorResponse(400, 'The image must be a PNG, JPEG or WebP file.'),
      'DELETE /admin/content/home/image': () => new Response('', { status: 500 }),
    });
    const section = await screen.findByRole('region', { name: 'Page image' });
    await user.upload(within(section).getByLabelText('Page image'), pngFile());
    await user.click(within(section).getByRole('button', { name: 'Upload image' }));
    await expectAdminToast('The image must be a PNG, JPEG or WebP file.', 'error');
    await user.click(within(section).getByRole('button', { name: 'Remove image' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expectAdminToast('Failed to delete.', 'error');
  });
});
