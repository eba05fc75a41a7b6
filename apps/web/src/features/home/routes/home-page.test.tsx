import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@degreeworth/core';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const HEADING = 'What students and counselors say';

const testimonial = (n: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: `t-${n}`,
  name: `Person ${n}`,
  testimonial: `Testimonial ${n}.`,
  designation: 'Parent',
  image: `/api/v1/media/testimonials/t-${n}.webp`,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('home page testimonials', () => {
  it('shows each testimonial with its text, name, designation and portrait', async () => {
    stubApi({
      'GET /testimonials': () =>
        jsonResponse(200, {
          testimonials: [
            testimonial(1, {
              name: 'Dana Whitfield',
              designation: 'Guidance counselor, Lincoln High',
              testimonial: 'My students finally compare colleges on what they cost.\nThank you.',
            }),
            testimonial(2),
          ],
        }),
    });
    renderWithProviders({ route: '/' });
    // The rest of the page does not wait for them.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: HEADING });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByText(/My students finally compare colleges/)).toHaveTextContent(
      'My students finally compare colleges on what they cost. Thank you.',
    );
    expect(within(first).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(first).getByText('Guidance counselor, Lincoln High')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Dana Whitfield' })).toHaveAttribute(
      'src',
      '/api/v1/media/testimonials/t-1.webp',
    );
  });

  it('has no testimonials section when there are none', async () => {
    const fetchMock = stubApi({
      'GET /testimonials': () => jsonResponse(200, { testimonials: [] }),
    });
    const { store } = renderWithProviders({ route: '/' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /testimonials')).toHaveLength(1));
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending'),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: HEADING })).not.toBeInTheDocument();
    expect(screen.queryByText(HEADING)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('leaves the section out when the testimonials cannot be loaded', async () => {
    const fetchMock = stubApi({ 'GET /testimonials': () => apiErrorResponse(500, 'Down.') });
    const { store } = renderWithProviders({ route: '/' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /testimonials')).toHaveLength(1));
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).every((q) => q?.status !== 'pending'),
      ).toBe(true),
    );
    expect(screen.queryByText(HEADING)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
