import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_RESPONSE_PROMISE } from '@degreeworth/core';
import { TEST_CONFIG } from '@/testing/config';
import { jsonResponse, sentJson, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

describe('/contact page', () => {
  it('shows the promise and the configured sales address and phone', () => {
    renderWithProviders({ route: '/contact', config: TEST_CONFIG });
    const sales = screen.getByRole('complementary', { name: 'Sales' });
    expect(within(sales).getByText(CONTACT_RESPONSE_PROMISE)).toBeInTheDocument();
    expect(within(sales).getByRole('link', { name: 'sales@example.org' })).toHaveAttribute(
      'href',
      'mailto:sales@example.org',
    );
    expect(within(sales).getByRole('link', { name: '+1 555 010 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100100',
    );
  });

  it('sends its form like the widget and stays on the page', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'Message received.' }));
    const { user, router } = renderWithProviders({ route: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact us' });
    await user.type(within(form).getByLabelText('Name'), 'Maya');
    await user.type(within(form).getByLabelText('Email'), 'maya@school.edu');
    await user.type(within(form).getByLabelText('Message'), 'Demo please');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message received.')).toBeInTheDocument();
    expect(sentJson(fetchMock.mock.calls[0])).toEqual({
      name: 'Maya',
      email: 'maya@school.edu',
      message: 'Demo please',
      contact_type: 3,
    });
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/contact');
  });
});
