import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { articleId, makeArticle } from '@/features/resources/testing/resource-fixtures';
import { jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus on route changes', () => {
  it('moves focus to the new page’s h1 after a navigation link, without making it a tab stop', async () => {
    const { user } = renderWithProviders({ route: '/about' });
    await heading('About DegreeWorth');
    await user.click(screen.getAllByRole('link', { name: 'Rankings' })[0]!);
    const title = await heading('University rankings');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus alone on the first load', async () => {
    renderWithProviders({ route: '/about' });
    const title = await heading('About DegreeWorth');
    expect(title).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('focuses the element a hash anchor names instead of the heading', async () => {
    const { router } = renderWithProviders({ route: '/contact' });
    await screen.findByRole('form', { name: 'Contact us' });
    await act(() => router.navigate('/about#method'));
    const section = await screen.findByRole('region', { name: 'How we measure value' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'About DegreeWorth' })).not.toHaveFocus();
  });

  it('keeps the focus where it is when only the query changes (a rankings filter)', async () => {
    const { router } = renderWithProviders({ route: '/rankings' });
    await heading('University rankings');
    // Where "Skip to content" puts it; a filter control is disabled until the data is in.
    const main = screen.getByRole('main');
    main.focus();
    await act(() => router.navigate('/rankings?state=MA'));
    expect(main).toHaveFocus();
  });

  it('waits for the heading of a page whose data is still loading, and follows it when it is replaced', async () => {
    let answer: (response: Response) => void = () => undefined;
    const id = articleId(1);
    stubApi({
      [`GET /resources/${id}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderWithProviders({ route: '/about' });
    await heading('About DegreeWorth');
    await act(() => router.navigate(`/resources/${id}`));
    // While loading, the page's heading is the generic one.
    const loading = await heading('Article');
    await waitFor(() => expect(loading).toHaveFocus());
    answer(jsonResponse(200, { resource: makeArticle(1) }));
    const title = await heading('Understanding your aid offer');
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('does not take the focus from a dialog the new route opens (/{price})', async () => {
    const { router } = renderWithProviders({ route: '/about' });
    await heading('About DegreeWorth');
    await act(() => router.navigate('/pricing'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    // Past the first retries: the dialog keeps it.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(dialog).toHaveFocus();
  });
});
