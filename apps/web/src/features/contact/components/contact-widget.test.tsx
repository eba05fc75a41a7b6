import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { TEST_CONFIG } from '@/testing/config';
import { callsTo, jsonResponse, sentJson, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

async function openWidget() {
  const view = renderWithProviders({ route: '/about' });
  const toggle = screen.getByRole('button', { name: 'Contact sales' });
  await view.user.click(toggle);
  const form = screen.getByRole('form', { name: 'Contact sales' });
  return { ...view, toggle, form };
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user'], form: HTMLElement) {
  await user.type(within(form).getByLabelText('Name'), 'Maya Lopez');
  await user.type(within(form).getByLabelText('Email'), 'maya@school.edu');
  await user.type(within(form).getByLabelText('Message'), 'We would like a demo.');
}

const send = (form: HTMLElement) => within(form).getByRole('button', { name: 'Send message' });

describe('contact widget', () => {
  it('toggles open and closed', async () => {
    const { user, toggle, form } = await openWidget();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close contact form' }));
    expect(screen.queryByRole('form', { name: 'Contact sales' })).not.toBeInTheDocument();
  });

  it('posts JSON name, email, message and contact_type 3, then 2 after the reset', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, { message: 'Thanks, we will reply soon.' }),
    );
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));

    // The page behind the widget reads its own texts too: only the contact calls count here.
    const contactCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/contact-us');
    expect(contactCalls()).toHaveLength(1);
    const [, init] = contactCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentJson(contactCalls()[0])).toEqual({
      name: 'Maya Lopez',
      email: 'maya@school.edu',
      message: 'We would like a demo.',
      contact_type: 3,
    });

    await user.click(screen.getByRole('button', { name: 'Contact sales' }));
    await fillIn(user, form);
    await user.click(send(form));
    expect(sentJson(contactCalls()[1])).toMatchObject({ contact_type: 2 });
  });

  it('on success toasts the server message, closes the widget and resets the form', async () => {
    stubFetch(async () => jsonResponse(200, { message: 'Thanks, we will reply soon.' }));
    const { user, form, toggle } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(await screen.findByText('Thanks, we will reply soon.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact sales' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('on a non-OK answer toasts the server message, keeps the widget open and marks fields', async () => {
    stubFetch(async () =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Invalid email address.',
        fieldErrors: { email: ['Invalid email address.'] },
      }),
    );
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address.');
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
      'Invalid email address.',
    );
    expect(send(form)).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Contact sales' })).toBeInTheDocument();
  });

  it('on a non-OK answer with only an error text toasts that text', async () => {
    stubFetch(async () => jsonResponse(500, { error: 'Mail server unavailable' }));
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(await screen.findByText('Mail server unavailable')).toBeInTheDocument();
  });

  it('on a non-OK answer without a message toasts "Something went wrong. Please try again."', async () => {
    stubFetch(async () => new Response('', { status: 502 }));
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(await screen.findByText(MESSAGES.contactFailed)).toBeInTheDocument();
  });

  it('on a network failure toasts "Network error. Please try again later."', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(await screen.findByText('Network error. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact sales' })).toBeInTheDocument();
  });

  it('checks every field on submit and sends nothing when one fails', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { message: 'ok' }));
    const { user, form } = await openWidget();
    // Enter in the (focused) name field submits the empty form.
    await user.keyboard('{Enter}');
    expect(callsTo(fetchMock, 'POST /contact-us')).toHaveLength(0);
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.required);
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.required);
    expect(within(form).getByLabelText('Message')).toHaveAccessibleDescription(MESSAGES.required);
    expect(send(form)).toBeDisabled();
  });

  it('disables Send while a field has an error, and enables it once fixed', async () => {
    const { user, form } = await openWidget();
    await user.type(within(form).getByLabelText('Name'), 'Maya');
    await user.type(within(form).getByLabelText('Message'), 'Hello');
    await user.type(within(form).getByLabelText('Email'), 'maya@');
    expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(send(form)).toBeDisabled();
    await user.type(within(form).getByLabelText('Email'), 'school.edu');
    expect(send(form)).toBeEnabled();
  });

  it('disables Send while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, form } = await openWidget();
    await fillIn(user, form);
    await user.click(send(form));
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer(jsonResponse(200, { message: 'Sent.' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
  });

  it('sits next to a chat link that opens the configured chat in a new tab', () => {
    renderWithProviders({
      route: '/rankings',
      config: TEST_CONFIG,
    });
    const chat = screen.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', 'https://chat.example.org/start');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
